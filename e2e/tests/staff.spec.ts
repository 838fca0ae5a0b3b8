// The owner's staff page and each role's dashboard, as the clinic's staff use them in a browser.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { device } from './fixtures';
import { e2eAdmin } from '../playwright.config';

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function asStaff(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport });
  const page = await context.newPage();
  await signIn(page, account);
  return { page, close: () => context.close() };
}

const tabNames = async (page: Page) => (await page.getByRole('tab').allTextContents()).map((name) => name.replace(/\d+$/, ''));

test('the owner adds a receptionist and an editor; each sees only their sections; the audit log shows who did it', async ({ page, browser }, testInfo) => {
  const reception = { username: `reception-${device(testInfo)}`, password: 'Front-Desk-Pune-7' };
  const editor = { username: `editor-${device(testInfo)}`, password: 'Writes-News-Often-4' };

  await signIn(page, e2eAdmin);
  expect(await tabNames(page)).toEqual(['News', 'Newsletters', 'Enquiries', 'Agenda', 'Subscribers', 'Patients’ data', 'Site content', 'Staff', 'Audit log']);
  await page.getByRole('tab', { name: 'Staff' }).click();
  const form = page.getByRole('form', { name: 'Add a staff account' });
  await form.getByLabel('Username').fill(reception.username);
  await form.getByLabel('Role').selectOption('reception');

  // The server's rules: 8 characters at least, and none of the common passwords.
  await form.getByLabel('First password').fill('Short-7');
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
  await form.getByLabel('First password').fill('sunshine1');
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(form.getByRole('alert')).toHaveText('This password is one of the most common ones. Choose one that is harder to guess.');

  await form.getByLabel('First password').fill(reception.password);
  await form.getByRole('button', { name: 'Add account' }).click();
  const staffTable = page.getByRole('table', { name: 'Staff accounts' });
  await expect(staffTable.getByRole('row', { name: new RegExp(reception.username) })).toContainText('Never');
  await form.getByLabel('Username').fill(editor.username);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByLabel('First password').fill(editor.password);
  await form.getByRole('button', { name: 'Add account' }).click();
  await expect(staffTable.getByRole('row', { name: new RegExp(editor.username) })).toBeVisible();
  await expect(staffTable.getByLabel(`Role of ${editor.username}`)).toHaveValue('editor');

  const desk = await asStaff(browser, reception);
  expect(await tabNames(desk.page)).toEqual(['Enquiries', 'Agenda', 'Subscribers', 'Patients’ data']);
  await expect(desk.page.getByRole('tab', { name: /Enquiries/, selected: true })).toBeVisible();
  for (const path of ['/api/api/admin/content/clinic', '/api/api/admin/staff', '/api/api/admin/audit']) {
    expect((await desk.page.request.get(path)).status()).toBe(403);
  }
  await desk.close();

  const writer = await asStaff(browser, editor);
  expect(await tabNames(writer.page)).toEqual(['News', 'Newsletters', 'Site content']);
  await expect(writer.page.getByRole('button', { name: /^Waiting/ })).toHaveCount(0);
  for (const path of ['/api/api/admin/enquiries', '/api/api/admin/appointments', '/api/api/admin/subscribers']) {
    expect((await writer.page.request.get(path)).status()).toBe(403);
  }
  await writer.close();

  // The owner disables the editor, then removes the account.
  await page.getByRole('button', { name: `Disable ${editor.username}` }).click();
  await expect(staffTable.getByRole('row', { name: new RegExp(editor.username) })).toContainText('Disabled');
  await page.getByRole('button', { name: `Remove ${editor.username}` }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(staffTable.getByRole('row', { name: new RegExp(editor.username) })).toHaveCount(0);

  // The receptionist forgot the password: the owner gives a one-time one, which must be replaced at once.
  await page.getByRole('button', { name: `Reset password of ${reception.username}` }).click();
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  const oneTime = (await page.locator('code').textContent())!;
  expect(oneTime).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  const back = await asStaff(browser, { username: reception.username, password: oneTime });
  await expect(back.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(back.page.getByRole('tab')).toHaveCount(1); // only the dialog's own Change Password tab
  const dialog = back.page.getByRole('dialog', { name: 'Manage Account' });
  await dialog.getByLabel('Current password').fill(oneTime);
  await dialog.getByLabel('New password', { exact: true }).fill('Front-Desk-Again-8');
  await dialog.getByLabel('Confirm new password').fill('Front-Desk-Again-8');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(back.page.getByRole('tab', { name: /Enquiries/ })).toBeVisible();
  await back.close();
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit entries, newest first' });
  await expect(log.getByRole('row', { name: new RegExp(`Added a staff account.*${reception.username}.*Done`) })).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`Removed a staff account.*${editor.username}.*Done`) })).toBeVisible();
  await page.getByLabel('Username').fill(reception.username);
  await expect(log.getByRole('row', { name: /Signed in/ })).toHaveCount(2);
  await expect(log.getByRole('row', { name: /Changed own password/ })).toHaveCount(1);
  await expect(log.getByRole('row', { name: /Tried a part of the dashboard outside their role/ })).toHaveCount(3);
  await expect(log).not.toContainText(/\+91|@example/);
});
