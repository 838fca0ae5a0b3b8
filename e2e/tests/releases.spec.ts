import { expect, test, type Page } from './fixtures';

/** How many times the page loaded a document: the first visit, then each reload. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

/**
 * The dialog's code answers 404 (its build was replaced) for as long as the page has loaded at most
 * `goneForLoads` documents, then is served; returns how often it was refused. A replaced build's
 * file stays gone for the page that names it (the browser may ask for it more than once: Chromium
 * fetches a failed module again on a later import), while a reload names the new build's files.
 */
async function dialogCodeGone(page: Page, loads: { count: number }, goneForLoads: number) {
  const refused = { count: 0 };
  await page.route(/\/assets\/appointment-modal-[\w-]+\.js$/, async (route) => {
    if (loads.count > goneForLoads) return route.continue();
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
    const loads = countLoads(page);
    const refused = await dialogCodeGone(page, loads, 1);
    await tapBookingAndAwaitReload(page);
    expect(refused.count).toBeGreaterThanOrEqual(1);
    expect(loads.count).toBe(2);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    expect(loads.count).toBe(2);
  });

  test('a chunk that stays gone shows the error page after one reload, not a loop', async ({ page }) => {
    const loads = countLoads(page);
    const refused = await dialogCodeGone(page, loads, Infinity);
    await tapBookingAndAwaitReload(page);
    await page.getByRole('button', { name: 'BOOK APPOINTMENT', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // The first visit and the one reload: the second failure shows the error instead of reloading.
    expect(loads.count).toBe(2);
    expect(refused.count).toBeGreaterThanOrEqual(2);
  });
});
