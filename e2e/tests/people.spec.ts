import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { solvedBotCheck } from './bot-check';
import { signInInBrowser } from './news-admin-helpers';

/**
 * The owner answers a patient's request about their data (DPDP Act) in the dashboard: finds them
 * by the phone written another way than they typed it and by their e-mail in capitals, gives them
 * a copy, corrects their name, and erases them.
 */
test('the owner finds, exports, corrects and erases a patient’s data', async ({ page, request }) => {
  const digits = `98${String(Date.now()).slice(-8)}`;
  const typed = `${digits.slice(0, 5)} ${digits.slice(5)}`;
  const written = `+91-${digits.slice(0, 5)}-${digits.slice(5)}`;
  const email = `patient-${digits}@example.in`;
  const send = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/api/enquiries/${path}`, { data: { startedAt: Date.now() - 10_000, botCheck: await solvedBotCheck(request), ...data } });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send('callback', { name: 'Sunita Pawar', phone: typed });
  await send('newsletter', { email });

  await signInInBrowser(page);
  await page.getByRole('tab', { name: 'Patients’ data' }).click();
  const search = page.getByRole('search', { name: 'Find a person’s data' });
  await search.getByLabel('Phone number or e-mail address').fill(written);
  await search.getByRole('button', { name: 'Find' }).click();
  const held = page.getByRole('table', { name: 'What the clinic holds for this person' });
  await expect(held.getByRole('row')).toHaveCount(2);
  await expect(held).toContainText('Call-back request');

  // Their copy, as a JSON file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(copy.enquiries).toEqual([expect.objectContaining({ name: 'Sunita Pawar', phone: typed })]);

  // The name corrected on what is held for this phone.
  const correct = page.getByRole('form', { name: 'Correct their details' });
  await correct.getByLabel('Correct name').fill('Sunita Patil');
  await correct.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByText('Corrected 1 record')).toBeVisible();

  // By e-mail in capitals: the newsletter sign-up; then erased.
  await search.getByLabel('Phone number or e-mail address').fill(email.toUpperCase());
  await search.getByRole('button', { name: 'Find' }).click();
  // The sign-up, and the mail that asked them to confirm it.
  await expect(held.getByRole('row')).toHaveCount(3);
  await expect(held).toContainText('Newsletter sign-up');
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Erased: 1 × newsletter subscriber, 1 × mail from the clinic')).toBeVisible();
  await expect(page.getByText('Nothing is held for this phone number or e-mail address.')).toBeVisible();
  await expect(page.getByText(/^Erased before on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase', exact: true })).toHaveCount(0);

  await search.getByLabel('Phone number or e-mail address').fill(typed);
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(held).toContainText('Call-back request');
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Erased: 1 × enquiry')).toBeVisible();
  await expect(page.getByText('Nothing is held for this phone number or e-mail address.')).toBeVisible();
});
