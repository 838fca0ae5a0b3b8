import { device, expect, test, type APIRequestContext, type Page, type Route, type TestInfo } from './fixtures';
import { consentNotice } from '../../frontend/src/content/consent-notice';
import { e2eAdmin, mailURL } from '../playwright.config';
import { solvedBotCheck } from './bot-check';

/** The server files a form sent within 3 s of being shown as suspected spam; people take longer. */
const HUMAN_PAUSE_MS = 3200;

interface StoredEnquiry {
  type: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  date: string | null;
  time: string | null;
  concern: string | null;
  consentNotice: string | null;
  spam: boolean;
}

/** The enquiries of one type in the clinic's inbox, read as the signed-in admin. */
async function inbox(request: APIRequestContext, type: string): Promise<StoredEnquiry[]> {
  const login = await request.post('/api/api/admin-login', { data: e2eAdmin });
  expect(login.ok(), 'admin sign-in').toBe(true);
  const response = await request.get(`/api/api/admin/enquiries?type=${type}&pageSize=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

interface KeptMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

/** The mail the clinic sent to `address`, as the local mail page keeps it, once it arrives. */
async function mailTo(request: APIRequestContext, address: string): Promise<KeptMail[]> {
  let mails: KeptMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailURL}/api/email`);
        mails = ((await response.json()) as KeptMail[]).filter((mail) => mail.to.some((to) => to.address === address));
        return mails.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return mails;
}

/** A name no other test or run uses. */
const uniqueName = (who: string, testInfo: TestInfo) => `${who} ${device(testInfo)} ${Date.now().toString(36)}`;

interface OfferedTime {
  date: string;
  time: string;
}

/** The clinic's open appointment times now, soonest first (the tests run one at a time, so the first is free). */
async function openTimes(request: APIRequestContext): Promise<OfferedTime[]> {
  const response = await request.get('/api/api/appointments/open-times?days=14');
  expect(response.ok()).toBe(true);
  return (await response.json()).times;
}

/** Picks a day in the appointment dialog, then one of the times the form offers for it. */
async function chooseTime(dialog: ReturnType<Page['getByRole']>, { date, time }: OfferedTime) {
  await dialog.getByLabel('Preferred date').fill(date);
  const select = dialog.getByLabel('Preferred time');
  await expect(select.locator(`option[value="${time}"]`)).toHaveCount(1);
  await select.selectOption(time);
}

test.describe('visitor forms through the real API', () => {
  test('the call-back form checks its fields, then sends, thanks the visitor and the clinic receives it', async ({ page, request }, testInfo) => {
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Request A Call Back' }) });
    await form.getByRole('button', { name: 'Call Me Back' }).click();
    await expect(form.getByText('Enter your name')).toBeVisible();
    const name = uniqueName('Asha', testInfo);
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Call Me Back' }).click();
    await expect(form.getByText('Enter your phone')).toBeVisible();
    await form.getByLabel('Phone').fill('+91 98220 55555');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Call Me Back' }).click();
    await expect(form.getByText("Thanks! We'll call you soon.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    // The thank-you goes after 3 s.
    await expect(form.getByText("Thanks! We'll call you soon.")).toBeHidden({ timeout: 5000 });

    const stored = (await inbox(request, 'callback')).find((enquiry) => enquiry.name === name);
    expect(stored).toMatchObject({ phone: '+91 98220 55555', consentNotice: consentNotice.version, spam: false });
  });

  test('an appointment booked from the header reaches the clinic and the dialog closes itself', async ({ page, request }, testInfo) => {
    await page.goto('/');
    let opener;
    if (device(testInfo) === 'phone') {
      opener = page.getByRole('button', { name: 'Open menu' });
      await opener.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Book appointment now' }).click();
    } else {
      opener = page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true });
      await opener.click();
    }
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    for (const message of ['Please enter your name', 'Provide a phone number or an email', 'Select a date', 'Select a time', 'Choose a concern']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    const name = uniqueName('Kiran', testInfo);
    const [{ date, time }] = await openTimes(request);
    await dialog.getByLabel('Name').fill(name);
    const email = `kiran.${device(testInfo)}.${Date.now().toString(36)}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await chooseTime(dialog, { date, time });
    await dialog.getByLabel('Concern').selectOption('Hair PRP');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 3000 });
    // The request's confirmation takes the focus, and gives it back to the button that booked once closed.
    const confirmation = page.getByRole('region', { name: 'Your appointment request' });
    await expect(confirmation).toBeFocused();
    await confirmation.getByRole('button', { name: 'Close' }).click();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    const stored = (await inbox(request, 'appointment')).find((enquiry) => enquiry.name === name);
    expect(stored).toMatchObject({ email, phone: null, date, time, concern: 'Hair PRP', spam: false });

    // The patient hears from the clinic at once: the "request received" mail is on the local mail page.
    const [mail] = await mailTo(request, email);
    expect(mail.subject).toMatch(/^We have received your appointment request/);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain(name);
    expect(mail.text).toMatch(/ at \d{1,2}:\d{2} [AP]M IST/);
  });

  test('the appointment dialog offers only open times in IST; a time taken meanwhile is refused under the time field with the next open times', async ({ page, request }, testInfo) => {
    const times = await openTimes(request);
    const [first] = times;
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    const select = dialog.getByLabel('Preferred time (IST)');
    await expect(select).toBeVisible();
    await dialog.getByLabel('Preferred date').fill(first.date);
    const offered = times.filter((entry) => entry.date === first.date).map((entry) => entry.time);
    await expect(select.locator('option:not([value=""])')).toHaveCount(offered.length);
    expect(await select.locator('option:not([value=""])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(offered);

    const name = uniqueName('Farah', testInfo);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill('9822012345');
    await select.selectOption(first.time);
    await dialog.getByLabel('Concern').selectOption('Facials');
    // Someone else books that time while this visitor is still on the form.
    const other = await request.post('/api/api/enquiries/appointment', {
      data: { name: uniqueName('Other', testInfo), phone: '9822000000', concern: 'Facials', startedAt: Date.now() - 10_000, botCheck: await solvedBotCheck(request), ...first },
    });
    expect(other.status()).toBe(201);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(dialog.getByText('That time has just been booked by someone else. Choose one of the open times.')).toBeVisible();
    await expect(select).toHaveAccessibleDescription('That time has just been booked by someone else. Choose one of the open times.');
    const offers = dialog.getByRole('group', { name: 'Next open times:' });
    await expect(offers.getByRole('button')).not.toHaveCount(0);
    await offers.getByRole('button').first().click();
    await expect(select).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    const stored = (await inbox(request, 'appointment')).find((enquiry) => enquiry.name === name);
    expect(stored).toBeDefined();
    expect(`${stored!.date} ${stored!.time}`).not.toBe(`${first.date} ${first.time}`);
  });

  test('the appointment dialog refuses a date before today and closes on Cancel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    const min = await dialog.getByLabel('Preferred date').getAttribute('min');
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (part: number) => String(part).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    expect(min).toBe(today);
    await dialog.getByLabel('Name').fill('Kiran');
    await dialog.getByLabel('Phone').fill('9822012345');
    await dialog.getByLabel('Preferred date').fill('2020-01-01');
    await dialog.getByLabel('Concern').selectOption('Facials');
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(dialog.getByText('Choose today or a later date')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the newsletter sign-up checks the address, subscribes it and the clinic receives it', async ({ page, request }, testInfo) => {
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter your email')).toBeVisible();
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    const email = `${uniqueName('reader', testInfo).replace(/\s+/g, '.').toLowerCase()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText("You're subscribed! Thanks for joining.")).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');

    const stored = (await inbox(request, 'newsletter')).find((enquiry) => enquiry.email === email);
    expect(stored).toMatchObject({ spam: false, consentNotice: consentNotice.version });
  });
});

/** The clinic's API answers every enquiry with a server error, after `delayMs` (the bot check still answers). */
async function failEnquiries(page: Page, delayMs = 0) {
  const posted: string[] = [];
  await page.route('**/api/api/enquiries/*', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posted.push(new URL(route.request().url()).pathname);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal server error' }) });
  });
  return posted;
}

test.describe('visitor forms when the clinic cannot take the enquiry', () => {
  test('the call-back form says it could not send and keeps what the visitor typed', async ({ page }) => {
    const posted = await failEnquiries(page);
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Request A Call Back' }) });
    await form.getByLabel('Name').fill('Asha Patil');
    await form.getByLabel('Phone').fill('+91 98220 55555');
    await form.getByRole('button', { name: 'Call Me Back' }).click();
    await expect(form.getByText('Could not send. Please try again.')).toBeVisible();
    await expect(form.getByText("Thanks! We'll call you soon.")).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('Asha Patil');
    expect(posted).toEqual(['/api/api/enquiries/callback']);
  });

  test('the home newsletter says, in red, that it could not subscribe', async ({ page }) => {
    const posted = await failEnquiries(page);
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const failure = form.getByText('Could not subscribe right now. Please try again.');
    await expect(failure).toBeVisible();
    // The site's error red (--color-error, #b3261e).
    await expect(failure).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(form.getByText("You're subscribed! Thanks for joining.")).toHaveCount(0);
    expect(posted).toEqual(['/api/api/enquiries/newsletter']);
  });

  test('the contact form says the submission failed', async ({ page }) => {
    const posted = await failEnquiries(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Your Details' });
    await form.getByLabel('Name', { exact: true }).fill('Sneha Patil');
    await form.getByLabel('Email', { exact: true }).fill('sneha.patil@example.com');
    await form.getByLabel('Subject', { exact: true }).fill('Question about acne scars');
    await form.getByLabel('Message', { exact: true }).fill('How many MNRF sessions do acne scars usually need?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Submission failed. Please try again.')).toBeVisible();
    await expect(form.getByText("Thank you! We'll get back to you soon.")).toHaveCount(0);
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Question about acne scars');
    expect(posted).toEqual(['/api/api/enquiries/contact']);
  });

  test('the appointment dialog shows no message and lets the visitor send again', async ({ page, request }) => {
    const posted = await failEnquiries(page, 600);
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Kiran Joshi');
    await dialog.getByLabel('Phone').fill('9822012345');
    await chooseTime(dialog, (await openTimes(request))[0]);
    await dialog.getByLabel('Concern').selectOption('Facials');
    const textBefore = await dialog.innerText();
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    // While the request is out, the button cannot be pressed twice.
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const submit = dialog.getByRole('button', { name: 'Request Appointment' });
    await expect(submit).toBeEnabled();
    expect(posted).toEqual(['/api/api/enquiries/appointment']);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toHaveCount(0);
    expect(await dialog.innerText()).toBe(textBefore);
    await expect(dialog.getByLabel('Name')).toHaveValue('Kiran Joshi');
    // Usable again: a second press sends a second request.
    await submit.click();
    await expect.poll(() => posted.length).toBe(2);
    await expect(submit).toBeEnabled();
  });
});
