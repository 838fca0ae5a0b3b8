import { readFile } from 'node:fs/promises';
import { baseURL } from '../playwright.config';
import { device, expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from './fixtures';

/** The server files a form sent within 3 s of being shown as suspected spam; people take longer. */
const HUMAN_PAUSE_MS = 3200;
const SENT = "Appointment request sent. We'll contact you soon.";

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Friday 4 December 2026, 11:00 AM IST', as a patient reads the time they asked for. */
function inWords(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const hours = Number(time.slice(0, 2));
  const clock = `${hours % 12 || 12}:${time.slice(3)} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${clock} IST`;
}

/** The instant of a time in IST, 5 h 30 min ahead of UTC all year. */
const inIst = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** An instant in UTC as iCalendar writes it: 20261204T053000Z. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** The clinic's first open time now (the tests run one at a time, and a booked time is no longer offered). */
async function firstOpenTime(request: APIRequestContext): Promise<{ date: string; time: string; slotMinutes: number }> {
  const response = await request.get('/api/api/appointments/open-times?days=14');
  expect(response.ok()).toBe(true);
  const { times, slotMinutes } = await response.json();
  return { ...times[0], slotMinutes };
}

/** The clinic's phone and WhatsApp as its footer links them. */
async function clinicLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  const tel = await footer.locator('a[href^="tel:"]').first().getAttribute('href');
  const whatsApp = await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
  return { tel: tel!, whatsApp: new URL(whatsApp!).pathname };
}

async function fillRequest(form: Locator, page: Page, { name, phone, date, time, concern }: { name: string; phone: string; date: string; time: string; concern: string }) {
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Preferred date').fill(date);
  const select = form.getByLabel('Preferred time (IST)');
  await expect(select.locator(`option[value="${time}"]`)).toHaveCount(1);
  await select.selectOption(time);
  await form.getByLabel('Concern').selectOption(concern);
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole('button', { name: 'Request Appointment' }).click();
}

const patient = (testInfo: TestInfo) => ({ name: `Rohini Kale ${device(testInfo)} ${Date.now().toString(36)}`, phone: `98220${String(Date.now()).slice(-5)}` });

test.describe('the patient keeps a confirmation of the appointment they asked for', () => {
  test('booked from the home page: the dialog thanks and closes, then the request stays on the page with its day and time in IST, the clinic’s phone and WhatsApp, and a calendar file', async ({ page, request }, testInfo) => {
    const { date, time, slotMinutes } = await firstOpenTime(request);
    const who = patient(testInfo);
    // Tapped the moment the button shows: a tap before the app runs is held and answered once it does.
    await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible();
    await fillRequest(dialog, page, { ...who, date, time, concern: 'Laser hair removal' });
    await expect(dialog.getByText(SENT)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 3000 });

    const panel = page.getByRole('region', { name: 'Your appointment request' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Your appointment request' })).toBeVisible();
    await expect(panel).toContainText('Laser hair removal');
    await expect(panel).toContainText(inWords(date, time));
    await expect(panel).toContainText('Not confirmed yet');
    await expect(panel).toContainText('We will call or message you on the number you gave.');
    const links = await clinicLinks(page);
    await expect(panel.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', links.tel);
    const whatsApp = new URL((await panel.getByRole('link', { name: 'write to us on WhatsApp' }).getAttribute('href'))!);
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me${links.whatsApp}`);
    // Nothing the patient typed is shown, nor put in a link.
    for (const typed of [who.name, who.phone]) {
      await expect(panel).not.toContainText(typed);
      expect(await panel.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')).join(' '))).not.toContain(typed);
    }

    // On a phone, clear of the Book / Call / WhatsApp bar fixed at the bottom of the screen.
    if (device(testInfo) === 'phone') {
      const box = (await panel.boundingBox())!;
      const bar = (await page.getByRole('navigation', { name: 'Book or contact the clinic' }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    }

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('appointment-request.ics');
    const calendar = await readFile((await download.path())!, 'utf8');
    const start = utcStamp(inIst(date, time));
    const end = utcStamp(new Date(inIst(date, time).getTime() + slotMinutes * 60_000));
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain(`\r\nDTSTART:${start}\r\nDTEND:${end}\r\n`);
    expect(calendar.replace(/\r\n /g, '')).toContain('SUMMARY:Appointment request: Laser hair removal at ');
    expect(calendar).not.toContain(who.name);

    // It stays while the patient reads it, and goes when they close it.
    await page.waitForTimeout(4000);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('booked on /book-appointment: the request stands above the cleared form', async ({ page, request }, testInfo) => {
    const { date, time } = await firstOpenTime(request);
    const who = patient(testInfo);
    await page.goto('/book-appointment');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Appointment' }) });
    await fillRequest(form, page, { ...who, date, time, concern: 'Hair PRP' });
    await expect(form.getByText(SENT)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    const panel = page.getByRole('region', { name: 'Your appointment request' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Hair PRP');
    await expect(panel).toContainText(inWords(date, time));
    await expect(panel.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', 'appointment-request.ics');
    const [panelBox, formBox] = [(await panel.boundingBox())!, (await form.boundingBox())!];
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(formBox.y);
    await expect(panel).not.toContainText(who.name);

    await page.waitForTimeout(4000);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});
