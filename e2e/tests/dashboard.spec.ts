import type { Page } from '@playwright/test';
import { solvedBotCheck } from './bot-check';
import { device, expect, test } from './fixtures';
import { adminApi, shareSession, signInInBrowser } from './news-admin-helpers';

/** The header's one count of what waits for an answer, as its button shows it. */
async function waitingCount(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Waiting: / });
  await expect(button).toHaveText(/^Waiting \d+$/);
  return Number((await button.textContent())!.replace(/\D/g, ''));
}

/** How many rows the header's buttons take (one, however narrow the screen). */
async function headerButtonRows(page: Page): Promise<number> {
  const tops = await page
    .getByRole('banner')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  return new Set(tops).size;
}

/**
 * A day at the front desk: the one count of what waits, an appointment request answered on its
 * card with the count following, a call or a WhatsApp message from the card, an edit that is never
 * lost without a question, an address that survives a refresh, and the same dashboard at 390 px.
 */
test('the receptionist answers what waits in one place, keeps every edit, and finds each section again by its address', { tag: '@site-wide' }, async ({
  page: owner,
  request,
  playwright,
  context,
  browser,
}, testInfo) => {
  test.skip(device(testInfo) === 'phone', 'Sign-ins are limited per address: the flow runs once, and turns the same page to 390 px itself.');
  const stamp = Date.now().toString(36);
  const name = `Kavita Shinde ${stamp}`;
  const digits = `98${String(Date.now()).slice(-8)}`;
  const api = await adminApi(playwright);
  await shareSession(api, context);

  // The front desk signs in with a reception account of its own.
  const reception = { username: `front-desk-${stamp}`, password: 'Front-Desk-Pune-7' };
  expect((await api.post('/api/api/admin/staff', { data: { ...reception, role: 'reception' } })).status()).toBe(201);
  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const page = await desk.newPage();
  await signInInBrowser(page, reception);
  const before = await waitingCount(page);

  // A patient asks for an appointment.
  const { times } = await (await request.get('/api/api/appointments/open-times?days=14')).json();
  const sent = await request.post('/api/api/enquiries/appointment', {
    data: { name, phone: digits, concern: 'Facials', ...times[0], startedAt: Date.now() - 10_000, botCheck: await solvedBotCheck(request) },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.reload();
  expect(await waitingCount(page)).toBe(before + 1);
  await page.getByRole('button', { name: /^Waiting: / }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/enquiries\?show=waiting$/);
  await expect(page.getByLabel('Show')).toHaveValue('waiting');
  // Longest waiting first: the request just sent is on the last page of the appointment requests waiting.
  await page.getByLabel('Type', { exact: true }).selectOption('appointment');
  await expect(page).toHaveURL(/\?show=waiting&type=appointment$/);
  const pages = page.getByRole('navigation', { name: 'Pages of enquiries' }).getByRole('button', { name: /^Page \d+$/ });
  if (await pages.count()) await pages.last().click();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('link', { name: `Call ${name} on ${digits}` })).toHaveAttribute('href', `tel:${digits}`);
  await expect(card.getByRole('link', { name: `Write to ${name} on WhatsApp` })).toHaveAttribute('href', `https://wa.me/91${digits}`);
  await expect(card.getByText(/^\d{1,2}:\d{2} (AM|PM) IST$/)).toBeVisible();

  // Answered on its card: no second place to visit, and its enquiry status follows.
  const answer = card.getByRole('group', { name: `Answer the appointment request from ${name}` });
  await answer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${name}: confirmed`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toHaveCount(0);
  await expect.poll(() => waitingCount(page)).toBe(before);

  // Its own address, with ids only: a refresh comes back to it, confirmed and booked.
  await page.getByLabel('Show').selectOption('all');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/enquiries\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(digits);
  await page.reload();
  const alone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(alone.getByText(/^Confirmed ·/)).toBeVisible();
  await expect(alone.getByRole('combobox', { name: `Status of the enquiry from ${name}` })).toHaveValue('booked');

  // At 390 px: every section in sight without scrolling sideways, and the header's buttons on one row.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard/agenda');
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const section of ['Enquiries', 'Agenda', 'Subscribers', 'Patients’ data']) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${section}( \\d+)?$`) })).toBeInViewport({ ratio: 1 });
  }
  expect(await headerButtonRows(page)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await desk.close();

  // The owner edits a treatment: the address survives a refresh, and leaving asks first.
  await owner.goto('/admin-dashboard');
  await owner.getByRole('tab', { name: 'Site content' }).click();
  await owner.getByRole('button', { name: 'Treatments' }).click();
  await owner.getByRole('button', { name: 'Edit Anti-Ageing Treatment' }).click();
  await expect(owner).toHaveURL(/\/admin-dashboard\/content\/treatments\/anti-aging$/);
  await owner.reload();
  const short = owner.getByLabel('Short description');
  await expect(short).toBeVisible();
  await short.fill(`Unsaved words ${stamp}`);
  await expect(owner.getByText('Unsaved changes')).toBeVisible();

  // Save stays in reach far down the form, away from Delete.
  await owner.getByRole('group', { name: /Questions/ }).first().scrollIntoViewIfNeeded();
  await expect(owner.getByRole('button', { name: 'Save changes' })).toBeInViewport();
  await expect(owner.getByRole('button', { name: 'Delete Anti-Ageing Treatment' })).not.toBeInViewport();

  let asked = '';
  owner.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await owner.getByRole('tab', { name: 'News', exact: true }).click();
  expect(asked).toBe('You have changes that are not saved. Leave without saving them?');
  await expect(short).toHaveValue(`Unsaved words ${stamp}`);
  await expect(owner).toHaveURL(/\/content\/treatments\/anti-aging$/);

  // The browser's Back asks too; staying keeps the edit and its address.
  owner.once('dialog', (dialog) => void dialog.dismiss());
  await owner.goBack();
  await expect(short).toHaveValue(`Unsaved words ${stamp}`);
  await expect(owner).toHaveURL(/\/content\/treatments\/anti-aging$/);

  // Leaving on purpose drops the edit.
  owner.once('dialog', (dialog) => void dialog.accept());
  await owner.getByRole('button', { name: 'Back to the list' }).click();
  await expect(owner).toHaveURL(/\/admin-dashboard\/content\/treatments$/);
  await expect(owner.getByRole('button', { name: 'Edit Anti-Ageing Treatment' })).toBeVisible();

  // The owner's dashboard at 390 px: every section in sight, the header's buttons on one row.
  await owner.setViewportSize({ width: 390, height: 844 });
  for (const section of ['News', 'Newsletters', 'Enquiries', 'Agenda', 'Subscribers', 'Patients’ data', 'Site content', 'Staff', 'Audit log']) {
    await expect(owner.getByRole('tab', { name: new RegExp(`^${section}( \\d+)?$`) })).toBeInViewport({ ratio: 1 });
  }
  expect(await headerButtonRows(owner)).toBe(1);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
