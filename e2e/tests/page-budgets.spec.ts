import { baseURL, nodeModeURL } from '../playwright.config';
import { expect, test, type Browser, type Page } from './fixtures';
import { createArticle, deleteArticles, pngImage, sand, signInForApi, teal, uniqueTitle } from './news-admin-helpers';

/**
 * What a phone downloads to show each public page, counted the way Lighthouse counts it (bytes on
 * the wire, headers included), in both serving modes. No timing here: these are budgets a build
 * either keeps or breaks. Speed itself is measured by `make bench`.
 */
const JS_BUDGET_BYTES = 100 * 1024;

const templates = ['/', '/about', '/service/anti-aging', '/news', '/contact', '/gallery', '/wellness'];

interface Load {
  scriptBytes: number;
  scripts: string[];
  /** Every address the page asked for, as often as it asked. */
  requested: string[];
}

/** Records what the page fetches from now on. */
function watchRequests(page: Page): Load {
  const load: Load = { scriptBytes: 0, scripts: [], requested: [] };
  page.on('request', (request) => load.requested.push(request.url()));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    load.scriptBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    load.scripts.push(new URL(request.url()).pathname);
  });
  return load;
}

/** Opens a page as a first-time visitor (empty cache) and waits until it has hydrated and gone quiet. */
async function firstVisit(browser: Browser, url: string) {
  // The phone Lighthouse's mobile preset stands for (a Moto G Power: 412 px at 1.75 device pixels).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const load = watchRequests(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return { context, page, load };
}

/**
 * The pictures a page shows that were fetched much larger than they are drawn (more than 1.5 times
 * the device pixels they cover, past the narrowest rendition any picture has): a `srcset` or
 * `sizes` that does not match the layout.
 */
function oversizedImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0 && !image.currentSrc.endsWith('.svg'))
      .map((image) => ({ src: image.currentSrc, fetched: image.naturalWidth, shown: Math.round(image.getBoundingClientRect().width * devicePixelRatio) }))
      .filter(({ fetched, shown }) => fetched > shown * 1.5 && fetched > 480),
  );
}

const duplicates = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);

test.describe('page budgets on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, as a phone loads the pages');

  for (const [mode, site] of [
    ['nginx', baseURL],
    ['node', nodeModeURL],
  ] as const) {
    test(`every public template loads at most 100 KB of JavaScript, each file once, each picture at the size it is shown (${mode})`, async ({ browser, playwright }) => {
      const api = await playwright.request.newContext({ baseURL: site, extraHTTPHeaders: { Connection: 'close' } });
      await signInForApi(api);
      const article = await createArticle(api, { title: uniqueTitle('Sun care after a peel'), cardImage: pngImage(1200, 800, teal, sand) });
      try {
        for (const path of [...templates, `/news/${article.slug}`]) {
          const { context, page, load } = await firstVisit(browser, `${site}${path}`);
          try {
            expect(load.scriptBytes, `${path}: ${load.scripts.join(', ')}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
            expect(duplicates(load.requested), `${path} asked for these twice`).toEqual([]);
            expect(await oversizedImages(page), `${path}: pictures fetched larger than shown`).toEqual([]);
          } finally {
            await context.close();
          }
        }
      } finally {
        await deleteArticles(api, [article.slug]);
        await api.dispose();
      }
    });
  }

  test('the appointment dialog and the menu are fetched when a visitor opens them, not before', async ({ browser }) => {
    const { context, page, load } = await firstVisit(browser, `${baseURL}/`);
    try {
      const before = load.scripts.length;
      await page.getByRole('button', { name: 'BOOK APPOINTMENT' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
      expect(load.scripts.length, 'the dialog came with the page').toBeGreaterThan(before);
      await page.getByRole('dialog', { name: 'Book an Appointment' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeHidden();

      const beforeMenu = load.scripts.length;
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(load.scripts.length, 'the menu came with the page').toBeGreaterThan(beforeMenu);
    } finally {
      await context.close();
    }
  });
});
