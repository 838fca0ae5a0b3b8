import { expect, test, type Page } from './fixtures';

/** The dialog's code answers 404 (its build was replaced) `times` times, then is served; returns how often it was refused. */
async function dialogCodeGone(page: Page, times: number) {
  const refused = { count: 0 };
  await page.route(/\/assets\/appointment-modal-[\w-]+\.js$/, async (route) => {
    if (refused.count >= times) return route.continue();
    refused.count += 1;
    await route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
  });
  return refused;
}

/** Taps the header's BOOK APPOINTMENT on /about and waits for the page to load again and answer. */
async function tapBookingAndAwaitReload(page: Page) {
  await page.goto('/about');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
  await reloaded;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test.describe('a release under an open page', () => {
  test.skip(({ isMobile }) => isMobile, "the header's BOOK APPOINTMENT shows at desktop width");

  test('a dialog whose code is gone (the build was replaced) reloads the page once, then opens', async ({ page }) => {
    const refused = await dialogCodeGone(page, 1);
    await tapBookingAndAwaitReload(page);
    expect(refused.count).toBe(1);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('a chunk that stays gone shows the error page after one reload, not a loop', async ({ page }) => {
    const refused = await dialogCodeGone(page, Infinity);
    await tapBookingAndAwaitReload(page);
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(refused.count).toBe(2);
  });
});
