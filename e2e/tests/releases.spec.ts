import { expect, test } from './fixtures';

test.describe('a release under an open page', () => {
  test('a dialog whose code is gone (the build was replaced) reloads the page once, then opens', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', "the header's BOOK APPOINTMENT shows at desktop width");
    // The dialog's chunk is gone once, as when a release replaced the build the page came from.
    let refused = 0;
    await page.route(/\/assets\/appointment-modal-[\w-]+\.js$/, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
    });
    await page.goto('/about');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await reloaded;
    expect(refused).toBe(1);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('a chunk that stays gone shows the error page after one reload, not a loop', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', "the header's BOOK APPOINTMENT shows at desktop width");
    let refused = 0;
    await page.route(/\/assets\/appointment-modal-[\w-]+\.js$/, async (route) => {
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
    });
    await page.goto('/about');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(refused).toBe(2);
  });
});
