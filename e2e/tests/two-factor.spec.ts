// Two-factor sign-in and sessions as the clinic's staff meet them in a browser: enrolling by
// scanning the QR code, signing in with a code or a recovery code, the owner requiring it of
// everyone, and a session ended from another browser.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { device } from './fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { totpAt } from '../../backend/test/setup/totp';
import { e2eAdmin } from '../playwright.config';

const STEP_MS = 30_000;

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport });
  return { page: await context.newPage(), close: () => context.close() };
}

async function typePassword(page: Page, account: { username: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The owner's API session (a request context of its own), to add the accounts each test needs. */
async function ownerApi(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }) {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await api.post('/api/api/admin-login', { data: e2eAdmin });
  expect(res.status()).toBe(200);
  return api;
}

async function addStaff(api: APIRequestContext, account: { username: string; password: string }, role: string) {
  const res = await api.post('/api/api/admin/staff', { data: { ...account, role } });
  expect([201, 409]).toContain(res.status());
}

/** What a phone's camera reads from the QR code on the screen. */
async function scan(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('No QR code could be read from the screen');
  return found.data;
}

/** Sets two-factor sign-in up in the open Manage Account dialog as a person with a phone would; answers the secret. */
async function enrolInDialog(dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = new URL(await scan(dialog.getByRole('img', { name: 'QR code for your authenticator app' }))).searchParams.get('secret')!;
  await dialog.getByLabel('Code from the app').fill(totpAt(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return secret;
}

test('a member of staff enrols by scanning the QR code, then signs in only with a code or a recovery code, each once', async ({ page, playwright }, testInfo) => {
  const editor = { username: `two-factor-editor-${device(testInfo)}`, password: 'Writes-News-Often-4' };
  const owner = await ownerApi(playwright);
  await addStaff(owner, editor, 'editor');

  await typePassword(page, editor);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Account' });
  await dialog.getByRole('tab', { name: 'Two-factor sign-in' }).click();
  await expect(dialog.getByText('Two-factor sign-in is off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The phone scans the code; the key shown for typing is the same secret.
  const scanned = new URL(await scan(dialog.getByRole('img', { name: 'QR code for your authenticator app' })));
  expect(scanned.protocol).toBe('otpauth:');
  expect(decodeURIComponent(scanned.pathname)).toContain(editor.username);
  const secret = scanned.searchParams.get('secret')!;
  const shownKey = (await dialog.locator('code').first().textContent())!.replace(/\s/g, '');
  expect(shownKey).toBe(secret);

  await dialog.getByLabel('Code from the app').fill(totpAt(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codeItems = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog.getByText('10 recovery codes are left.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  // From now on the password alone asks for the code.
  await typePassword(page, editor);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.');
  await code.fill(totpAt(secret, Date.now() + STEP_MS));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  // A recovery code signs in once.
  for (const expected of ['signed in', 'refused'] as const) {
    await typePassword(page, editor);
    await page.getByLabel('Authentication code').fill(codes[0]);
    await page.getByRole('button', { name: 'Sign In' }).click();
    if (expected === 'signed in') {
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
    } else {
      await expect(page.getByRole('alert')).toContainText('That code is not right.');
    }
  }
  await owner.dispose();
});

test('the owner requires two-factor sign-in: a receptionist without it is asked to set it up at the next sign-in', { tag: '@site-wide' }, async ({ page, browser, playwright }, testInfo) => {
  // A second owner of the test's own, so the clinic's usual owner keeps signing in without a code.
  const owner2 = { username: `two-factor-owner-${device(testInfo)}`, password: 'Owns-The-Clinic-5' };
  const reception = { username: `two-factor-desk-${device(testInfo)}`, password: 'Front-Desk-Pune-7' };
  const api = await ownerApi(playwright);
  await addStaff(api, owner2, 'owner');
  await addStaff(api, reception, 'reception');
  await api.dispose();

  await typePassword(page, owner2);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Staff' }).click();
  const rule = page.getByRole('checkbox', { name: 'Require two-factor sign-in for every account' });
  await rule.click();
  await expect(page.getByText('Turn on two-factor sign-in for your own account first.')).toBeVisible();
  await expect(rule).not.toBeChecked();

  // The owner sets it up first, through the same dialog.
  await page.getByRole('button', { name: 'Manage Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Account' });
  await dialog.getByRole('tab', { name: 'Two-factor sign-in' }).click();
  await enrolInDialog(dialog);

  try {
    await rule.click();
    await expect(rule).toBeChecked();
    const table = page.getByRole('table', { name: 'Staff accounts' });
    await expect(table.getByRole('row', { name: new RegExp(reception.username) }).locator('td[data-label="Two-factor"]')).toHaveText('Off');

    const desk = await newBrowser(browser);
    await typePassword(desk.page, reception);
    await expect(desk.page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    const deskDialog = desk.page.getByRole('dialog', { name: 'Manage Account' });
    await expect(deskDialog.getByText('The clinic requires two-factor sign-in. Set it up to continue.')).toBeVisible();
    await expect(deskDialog.getByRole('tab')).toHaveCount(1);
    await enrolInDialog(deskDialog);
    await expect(desk.page.getByRole('tab', { name: /Enquiries/ })).toBeVisible();
    await desk.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expect(table.getByRole('row', { name: new RegExp(reception.username) }).locator('td[data-label="Two-factor"]')).toHaveText('On');
  } finally {
    // Leave the clinic as the other tests expect it: nobody is required to use it.
    await page.request.put('/api/api/admin/staff/two-factor-required', { data: { required: false } });
  }

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit entries, newest first' });
  await page.getByLabel('Username').fill(reception.username);
  await expect(log.getByRole('row', { name: /Turned on two-factor sign-in/ })).toHaveCount(1);
  await page.getByLabel('Username').fill(owner2.username);
  await expect(log.getByRole('row', { name: /Changed whether two-factor sign-in is required/ })).toHaveCount(3);
});

test("one of a member's sessions ended from another browser signs that browser out at its next click", async ({ page, browser, playwright }, testInfo) => {
  const editor = { username: `sessions-editor-${device(testInfo)}`, password: 'Writes-News-Often-4' };
  const api = await ownerApi(playwright);
  await addStaff(api, editor, 'editor');
  await api.dispose();

  const shared = await newBrowser(browser); // the clinic's shared computer, left signed in
  await typePassword(shared.page, editor);
  await expect(shared.page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await typePassword(page, editor);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Account' });
  await dialog.getByRole('tab', { name: 'Sessions' }).click();
  const sessions = dialog.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This browser' })).toHaveCount(1);
  await dialog.getByRole('listitem').filter({ hasNotText: 'This browser' }).getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions).toHaveCount(1);

  await shared.page.getByRole('tab', { name: 'Site content' }).click();
  await expect(shared.page).toHaveURL(/\/admin-login$/);
  await expect(shared.page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await shared.close();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await typePassword(page, e2eAdmin);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Username').fill(editor.username);
  await expect(page.getByRole('table', { name: 'Audit entries, newest first' }).getByRole('row', { name: /Ended one of their sessions/ })).toHaveCount(1);
});
