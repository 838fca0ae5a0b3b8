import { Agent, request as httpRequest } from 'node:http';
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

/**
 * What a browser asks for, and what each serving mode must answer. Patients reach the clinic's site
 * over HTTPS, where Chromium asks with `gzip, deflate, br, zstd` and both modes answer brotli (nginx
 * with brotli_static, the API with the `.br` files of the build). Over plain HTTP Chromium asks for
 * brotli only from localhost, so the test sends the header itself: the figures then hold wherever
 * the stacks answer. `gzip, deflate` is what a browser without brotli gets, measured alongside.
 */
const ENCODINGS = {
  br: 'gzip, deflate, br, zstd',
  gzip: 'gzip, deflate',
} as const;
type Encoding = keyof typeof ENCODINGS;

interface Script {
  url: string;
  /** Bytes on the wire: the body as sent plus the response's headers. */
  bytes: number;
  encoding: string;
}

interface Load {
  scripts: Script[];
  /** Every address the page asked for, as often as it asked. */
  requested: string[];
}

const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

/** Records what the page fetches from now on. */
function watchRequests(page: Page): Load {
  const load: Load = { scripts: [], requested: [] };
  page.on('request', (request) => load.requested.push(request.url()));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
    load.scripts.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, encoding });
  });
  return load;
}

/**
 * Opens a page as a first-time visitor (empty cache) asking as a browser over HTTPS does, and waits
 * until it has hydrated and gone quiet.
 */
async function firstVisit(browser: Browser, url: string) {
  // The phone Lighthouse's mobile preset stands for (a Moto G Power: 412 px at 1.75 device pixels).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Accept-Encoding': ENCODINGS.br },
  });
  const page = await context.newPage();
  const load = watchRequests(page);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return { context, page, load };
}

/**
 * Scripts fetched again as a browser asking with `encoding` would get them, on one kept-alive
 * connection as a browser's, each counted as Chromium counts it: the body as sent (not decoded),
 * the status line and the headers as they came.
 */
async function fetchScripts(urls: string[], encoding: Encoding): Promise<Script[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const fetchOne = (url: string) =>
    new Promise<Script>((resolve, reject) => {
      const request = httpRequest(url, { agent, headers: { 'Accept-Encoding': ENCODINGS[encoding] } }, (response) => {
        let body = 0;
        response.on('data', (chunk: Buffer) => (body += chunk.length));
        response.on('end', () => {
          const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
          for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
          const headers = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          resolve({ url, bytes: body + headers, encoding: response.headers['content-encoding'] ?? 'none' });
        });
      });
      request.on('error', reject);
      request.end();
    });
  try {
    return await Promise.all(urls.map(fetchOne));
  } finally {
    agent.destroy();
  }
}

/**
 * The pictures a page shows at a size that does not match the layout, each measured by the pixels
 * of the file it fetched (an image's own naturalWidth is scaled by the srcset's density, so it
 * cannot tell a larger rendition from a smaller one):
 * - fetched much larger than drawn: more than 1.5 times the device pixels it covers, past the
 *   narrowest rendition any picture has (a `srcset` or `sizes` that does not match the layout);
 * - fetched smaller than Lighthouse asks of this phone (image-size-responsive: three quarters of
 *   1.5 pixels, its 1.75 rounded down, per CSS pixel) for a picture drawn whole (object-fit: fill):
 *   a picture stretched blurry. Lighthouse looks at the first screen only; patients scroll.
 */
function misfitImages(page: Page) {
  return page.evaluate(async () => {
    const shown = [...document.images].filter(
      (image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0 && !image.currentSrc.endsWith('.svg'),
    );
    const measured = await Promise.all(
      shown.map(async (image) => {
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        const rect = image.getBoundingClientRect();
        return {
          src: image.currentSrc,
          fetched: `${file.naturalWidth} x ${file.naturalHeight}`,
          drawn: `${Math.round(rect.width)} x ${Math.round(rect.height)} CSS px`,
          oversized: file.naturalWidth > rect.width * devicePixelRatio * 1.5 && file.naturalWidth > 480,
          undersized:
            getComputedStyle(image).objectFit === 'fill' &&
            (file.naturalWidth < Math.ceil(rect.width * 0.75 * 1.5) || file.naturalHeight < Math.ceil(rect.height * 0.75 * 1.5)),
        };
      }),
    );
    return measured.filter((image) => image.oversized || image.undersized);
  });
}

const duplicates = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);

test.describe('page budgets on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, as a phone loads the pages');

  for (const [mode, site] of [
    ['nginx', baseURL],
    ['node', nodeModeURL],
  ] as const) {
    test(`every public template loads at most 100 KB of JavaScript as production sends it (brotli), each file once, each picture at the size it is shown (${mode})`, async ({
      browser,
      playwright,
    }, testInfo) => {
      const api = await playwright.request.newContext({ baseURL: site, extraHTTPHeaders: { Connection: 'close' } });
      await signInForApi(api);
      const articles = [
        {
          label: 'article, picture 1400 px',
          ...(await createArticle(api, { title: uniqueTitle('Sun care after a peel'), cardImage: pngImage(1200, 800, teal, sand), contentImage: pngImage(1400, 800, sand, teal) })),
        },
        // A picture the clinic uploaded small (a photo forwarded from a phone): narrower than the
        // column is on a phone at its density, so drawn no wider than it stays sharp.
        { label: 'article, picture 400 px', ...(await createArticle(api, { title: uniqueTitle('Tinted sunscreen'), contentImage: pngImage(400, 300, teal, sand) })) },
      ];
      try {
        for (const [path, label] of [...templates.map((path) => [path, path]), ...articles.map((article) => [`/news/${article.slug}`, `/news/:slug (${article.label})`])]) {
          const { context, page, load } = await firstVisit(browser, `${site}${path}`);
          try {
            const asGzip = await fetchScripts(load.scripts.map((script) => script.url), 'gzip');
            const figures = `${total(load.scripts)} B brotli, ${total(asGzip)} B gzip, ${load.scripts.length} files`;
            console.log(`JavaScript (${mode}) ${label}: ${figures}`);
            testInfo.annotations.push({ type: `JavaScript (${mode})`, description: `${label}: ${figures}` });

            const notSent = (scripts: Script[], encoding: Encoding) => scripts.filter((script) => script.encoding !== encoding).map((script) => `${new URL(script.url).pathname}: ${script.encoding}`);
            expect(notSent(load.scripts, 'br'), `${path}: scripts not sent in brotli (nginx sends it with Debian's libnginx-mod-http-brotli-static)`).toEqual([]);
            expect(notSent(asGzip, 'gzip'), `${path}: scripts not sent in gzip to a browser without brotli`).toEqual([]);
            expect(total(load.scripts), `${path}: ${load.scripts.map((script) => new URL(script.url).pathname).join(', ')}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
            expect(duplicates(load.requested), `${path} asked for these twice`).toEqual([]);
            expect(await misfitImages(page), `${path}: pictures fetched larger than shown, or smaller`).toEqual([]);
          } finally {
            await context.close();
          }
        }
      } finally {
        await deleteArticles(api, articles.map((article) => article.slug));
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
