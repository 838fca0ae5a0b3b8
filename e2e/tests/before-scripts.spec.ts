import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseURL, e2eAdmin, e2eDataDir, nodeModeURL } from '../playwright.config';
import { device, expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from './fixtures';

/**
 * A patient's phone as it really is: a CPU four times slower and the page's scripts arriving late,
 * or never. What the patient types and sends before the app has started must reach the clinic, and
 * nothing they typed may ever be in an address (the bar, the history, a Referer or the access log).
 * Pages here are opened with the frame's own goto: the suite's page.goto waits for the app.
 */

interface StoredEnquiry {
  type: string;
  name: string | null;
  email: string | null;
  message: string | null;
  spam: boolean;
  sentWithoutScripts: boolean;
}

async function inbox(request: APIRequestContext, site: string, { withSpam = false } = {}): Promise<StoredEnquiry[]> {
  const login = await request.post(`${site}/api/api/admin-login`, { data: e2eAdmin });
  expect(login.ok(), 'admin sign-in').toBe(true);
  // The inbox's normal view: suspected spam left out (unless a test asks where something went).
  const response = await request.get(`${site}/api/api/admin/enquiries?${withSpam ? '' : 'spam=false&'}pageSize=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

/** Every address the page asked for, with the page it said it came from. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url(), request.headers().referer ?? ''));
  return seen;
}

/** Whether any of `texts` (as typed, or form-encoded) is in any of `addresses`. */
function leaked(addresses: string[], texts: string[]): string[] {
  const forms = texts.flatMap((text) => [text, encodeURIComponent(text), new URLSearchParams({ t: text }).toString().slice(2)]);
  return addresses.filter((address) => forms.some((form) => address.includes(form)));
}

/** The phone: 4× slower CPU, and the page's scripts held back until `startApp()` (or `lateMs` late). */
async function slowPhone(browser: Browser, { lateMs }: { lateMs?: number } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let startApp!: () => void;
  const scriptsMayCome = lateMs === undefined ? new Promise<void>((resolve) => (startApp = resolve)) : null;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (scriptsMayCome) await scriptsMayCome;
    else await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.continue().catch(() => undefined);
  });
  return { context, page, startApp: () => startApp?.() };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Types as a person does: one key at a time, the whole form over more than 3 s. */
const type = (page: Page, label: string, text: string, form = page.locator('form').filter({ has: page.getByLabel(label) }).first()) =>
  form.getByLabel(label).pressSequentially(text, { delay: 3500 / Math.max(text.length, 1) / 2 });

const unique = (what: string, testInfo: TestInfo) => `${what} ${device(testInfo)} ${Date.now().toString(36)}`;

function accessLogLines(): string[] {
  return readFileSync(join(e2eDataDir, 'nginx', 'logs', 'access.log'), 'utf8').split('\n');
}

/** A call-back, a contact message and a newsletter sign-up, each typed and sent by `page` without the app. */
async function sendEachForm(page: Page, site: string, testInfo: TestInfo) {
  const name = unique('Priya Early', testInfo);
  const phone = `98220${String(Date.now()).slice(-5)}`;
  await page.mainFrame().goto(`${site}/`, { waitUntil: 'commit' });
  const callback = page.locator('form').filter({ has: page.getByRole('button', { name: 'Call Me Back' }) }).first();
  await type(page, 'Name', name, callback);
  await type(page, 'Phone', phone, callback);
  expect(await hydrated(page), 'the app had not started when the call-back was sent').toBe(false);
  await callback.getByRole('button', { name: 'Call Me Back' }).click();
  await expect(page).toHaveURL(`${site}/thank-you/callback`);
  await expect(page.getByRole('status')).toHaveText("Thanks! We'll call you soon.");

  const contactName = unique('Asha Early', testInfo);
  const email = `${contactName.replace(/\W+/g, '.').toLowerCase()}@example.in`;
  const message = `Is the clinic open on Sunday mornings? ${Date.now()}`;
  await page.mainFrame().goto(`${site}/contact`, { waitUntil: 'commit' });
  const contact = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await type(page, 'Name', contactName, contact);
  await type(page, 'Email', email, contact);
  await type(page, 'Subject', 'Sunday timings', contact);
  await type(page, 'Message', message, contact);
  expect(await hydrated(page)).toBe(false);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(`${site}/thank-you/contact`);
  await expect(page.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");

  const reader = `early.${Date.now().toString(36)}.${device(testInfo)}@example.in`;
  await page.mainFrame().goto(`${site}/`, { waitUntil: 'commit' });
  const newsletter = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await newsletter.getByLabel('Email address').pressSequentially(reader, { delay: 110 });
  expect(await hydrated(page)).toBe(false);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`${site}/thank-you/newsletter`);
  await expect(page.getByRole('status')).toHaveText("You're subscribed! Thanks for joining.");

  return { name, phone, contactName, email, message, reader };
}

async function expectInInbox(request: APIRequestContext, site: string, sent: Awaited<ReturnType<typeof sendEachForm>>) {
  const items = await inbox(request, site);
  expect(items.find((item) => item.name === sent.name)).toMatchObject({ type: 'callback', spam: false, sentWithoutScripts: true });
  expect(items.find((item) => item.name === sent.contactName)).toMatchObject({ type: 'contact', email: sent.email, message: sent.message, spam: false, sentWithoutScripts: true });
  expect(items.find((item) => item.email === sent.reader)).toMatchObject({ type: 'newsletter', spam: false, sentWithoutScripts: true });
}

test.describe('a patient whose scripts come late or never', () => {
  // One phone, whichever project runs it; measured once.
  test.skip(({ isMobile }) => !isMobile, 'a phone test: its own context at 390 px, run once');

  for (const [mode, site] of [
    ['nginx', baseURL],
    ['node', nodeModeURL],
  ] as const) {
    test(`forms typed at a person's pace and sent before the app starts reach the inbox, nothing in any address (${mode})`, async ({ browser, request }, testInfo) => {
      const { context, page, startApp } = await slowPhone(browser);
      const addresses = watchAddresses(page);
      try {
        const sent = await sendEachForm(page, site, testInfo);
        await expectInInbox(request, site, sent);
        const typed = [sent.name, sent.phone, sent.contactName, sent.email, sent.reader, 'Sunday timings'];
        expect(leaked(addresses, typed), 'addresses holding what the patient typed').toEqual([]);
        if (mode === 'nginx') expect(leaked(accessLogLines(), typed), 'access-log lines holding what the patient typed').toEqual([]);
      } finally {
        startApp();
        await context.close();
      }
    });
  }

  for (const [mode, site] of [
    ['nginx', baseURL],
    ['node', nodeModeURL],
  ] as const) {
    test(`with scripts blocked the forms work, and a booking button leads to a booking form that works (${mode})`, async ({ browser, request }, testInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const addresses = watchAddresses(page);
      try {
        const sent = await sendEachForm(page, site, testInfo);
        await expectInInbox(request, site, sent);

        await page.mainFrame().goto(`${site}/`);
        await page.getByRole('button', { name: 'Book appointment now' }).first().click();
        await expect(page).toHaveURL(`${site}/book-appointment`);
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Appointment' }) });
        const patient = unique('Kavya Blocked', testInfo);
        await form.getByLabel('Name').fill(patient);
        await form.getByLabel('Phone').fill('9822054321');
        const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
        await form.getByLabel('Preferred date').fill(inThreeDays);
        await form.getByLabel('Concern').selectOption('Facials');
        // Without scripts the form cannot fetch the day's open times: the clinic's answer offers them.
        await form.getByRole('button', { name: 'Request Appointment' }).click();
        await expect(page.getByText('Select a time', { exact: true }).last()).toBeVisible();
        await expect(page.getByLabel('Name')).toHaveValue(patient);
        const time = page.getByLabel('Preferred time');
        const firstOpen = await time.locator('option').nth(1).getAttribute('value');
        test.skip(!firstOpen, 'no open time on the day three days from now');
        await time.selectOption(firstOpen!);
        await page.getByRole('button', { name: 'Request Appointment' }).click();
        await expect(page).toHaveURL(`${site}/thank-you/appointment`);
        await expect(page.getByRole('status')).toHaveText("Appointment request sent. We'll contact you soon.");
        expect((await inbox(request, site)).find((item) => item.name === patient)).toMatchObject({ type: 'appointment', spam: false, sentWithoutScripts: true });
        expect(leaked(addresses, [patient, '9822054321'])).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('a patient typing while the app starts', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone test: its own context at 390 px, run once');

  test('what was typed before the app started is what the app sends', async ({ browser, request }, testInfo) => {
    const { context, page, startApp } = await slowPhone(browser);
    try {
      const name = unique('Meera Midway', testInfo);
      await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'commit' });
      const callback = page.locator('form').filter({ has: page.getByRole('button', { name: 'Call Me Back' }) }).first();
      await type(page, 'Name', name, callback);
      expect(await hydrated(page)).toBe(false);
      startApp();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
      await expect(callback.getByLabel('Name')).toHaveValue(name);
      await type(page, 'Phone', '9822011111', callback);
      await callback.getByRole('button', { name: 'Call Me Back' }).click();
      // Sent by the app this time: the page stays and says so.
      await expect(callback.getByText("Thanks! We'll call you soon.")).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(`${baseURL}/`);
      const stored = (await inbox(request, baseURL, { withSpam: true })).find((item) => item.name === name);
      expect(stored).toMatchObject({ type: 'callback', spam: false, sentWithoutScripts: false });
    } finally {
      startApp();
      await context.close();
    }
  });
});

test.describe('a tap as a button appears', () => {
  test('one tap on a booking button (or the menu on a phone) before the app has started opens it once the app runs', async ({ browser, isMobile }) => {
    const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    try {
      await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'commit' });
      // Tapped the moment it shows: the app is at least 1.5 s away.
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).tap();
        expect(await hydrated(page)).toBe(false);
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 20_000 });
      } else {
        await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
        expect(await hydrated(page)).toBe(false);
        await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible({ timeout: 20_000 });
      }
      await expect(page).toHaveURL(`${baseURL}/`);
    } finally {
      await context.close();
    }
  });
});

test.describe('the sign-in page', () => {
  test.skip(({ isMobile }) => isMobile, 'sign-ins are limited per address: once, at desktop width');

  test('has its form in its HTML, and signs in with it before (or without) the scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    try {
      await page.mainFrame().goto(`${baseURL}/admin-login`);
      await page.getByLabel('Username').fill(e2eAdmin.username);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
      await expect(page.getByLabel('Username')).toHaveValue(e2eAdmin.username);
      await expect(page.getByLabel('Password')).toHaveValue('');
      await page.getByLabel('Password').fill(e2eAdmin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${baseURL}/admin-dashboard`);
      const profile = await context.request.get(`${baseURL}/api/api/admin/profile`);
      expect(profile.status()).toBe(200);
      expect(leaked(addresses, [e2eAdmin.password, 'not the password'])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
