import { test as base, type Page, type Response, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * A public page is prerendered HTML that React hydrates once the page has loaded (the boot script,
 * frontend/src/boot.ts). A visitor's tap before then follows a plain link or does nothing; a test
 * that opens a page waits, as a visitor would, until the page answers (<html data-hydrated>).
 */
async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  if ((await page.locator('#root[data-modules]').count()) === 0) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 });
}

/**
 * The screen a test runs at, 'phone' (390 px) or 'desktop' (1280 px). Several projects share each
 * screen (playwright.config.ts: the tests that book, and those that change what every test sees,
 * run in projects of their own), so a test names its screen, never its project.
 */
export const device = (testInfo: TestInfo): 'phone' | 'desktop' => (testInfo.project.use.isMobile ? 'phone' : 'desktop');

let patched = false;

/** `test` whose pages' goto and reload return once the site's page has hydrated. */
export const test = base.extend<{ hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ page }, use) => {
      if (!patched) {
        // Every page (also those a test opens with browser.newPage()) shares this prototype.
        const prototype = Object.getPrototypeOf(page) as Page;
        const goto = prototype.goto;
        const reload = prototype.reload;
        prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
          const response = await goto.apply(this, args);
          await untilHydrated(this, response);
          return response;
        };
        prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
          const response = await reload.apply(this, args);
          await untilHydrated(this, response);
          return response;
        };
        patched = true;
      }
      await use();
    },
    { auto: true },
  ],
});
