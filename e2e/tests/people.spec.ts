import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { solvedBotCheck } from './bot-check';
import { signInInBrowser } from './news-admin-helpers';

/** The server files a form sent within 3 s of being shown as suspected spam; people take longer. */
const HUMAN_PAUSE_MS = 3200;

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

/**
 * A patient asks on the privacy page (the first tap as soon as the form shows, scripts or not, and
 * on a browser without scripts at all); the request reaches the Patients' data tab with the date
 * its answer is due, and the owner marks it answered.
 */
test('a request sent from the privacy page reaches the dashboard with its due date', async ({ page, browser, baseURL }) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Kavita Kulkarni ${stamp}`;
  // Not waiting for the page's scripts: the patient types as soon as the form shows.
  await page.mainFrame().goto(`${baseURL}/privacy`);
  const form = page.getByRole('form', { name: 'Ask about your data' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('What are you asking for?').selectOption({ label: 'Erase my data' });
  await form.getByLabel('Email').fill(`kavita-${stamp}@example.in`);
  await form.getByLabel('Details (optional)').fill('Please erase my old call-back request.');
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you. We have your request and will answer it within 30 days.')).toBeVisible();

  // Without scripts the browser sends it itself and lands on its thank-you page.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.mainFrame().goto(`${baseURL}/privacy#ask-about-your-data`);
  const plainForm = plain.getByRole('form', { name: 'Ask about your data' });
  await plainForm.getByLabel('Name').fill(`${name} (no scripts)`);
  await plainForm.getByLabel('What are you asking for?').selectOption('access');
  await plainForm.getByLabel('Phone').fill('98220 54321');
  await plainForm.getByRole('button', { name: 'Send Request' }).click();
  await expect(plain).toHaveURL(/\/thank-you\/data-request$/);
  await expect(plain.getByText('Thank you. We have your request and will answer it within 30 days.')).toBeVisible();
  await noScripts.close();

  await signInInBrowser(page);
  await page.getByRole('tab', { name: 'Patients’ data' }).click();
  const requests = page.getByRole('region', { name: /^Requests from patients/ });
  await expect(requests.getByRole('heading', { name: /^Requests from patients \(\d+ waiting\)$/ })).toBeVisible();
  const item = requests.getByRole('listitem').filter({ hasText: name }).filter({ hasNotText: 'no scripts' });
  await expect(item).toContainText('Erase my data');
  await expect(item).toContainText('Please erase my old call-back request.');
  await expect(item).toContainText(/Answer due by \d{1,2} [A-Z][a-z]{2} \d{4} · 30 days left/);
  await expect(requests.getByRole('listitem').filter({ hasText: `${name} (no scripts)` })).toContainText('A copy of the data you hold about me');

  // "Find their data" looks them up below; "Mark answered" stops the clock.
  await item.getByRole('button', { name: 'Find their data' }).click();
  await expect(page.getByRole('table', { name: 'What the clinic holds for this person' })).toContainText('Request about their data');
  await item.getByRole('button', { name: 'Mark answered' }).click();
  await expect(item).toContainText(/Answered \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(item.getByRole('button', { name: 'Mark as waiting' })).toBeVisible();
});
