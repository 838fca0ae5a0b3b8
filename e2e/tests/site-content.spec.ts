import { expect, test, type APIRequestContext } from './fixtures';
import { baseURL, e2eAdmin, nodeModeURL, replicasURL } from '../playwright.config';
import { adminApi, blush, pngImage, shareSession, signInForApi, teal } from './news-admin-helpers';

// The clinic edits its own site: a change saved by the admin reaches the raw HTML of every page
// that shows it (no JavaScript needed) within 10 s, with no restart, whichever way the site is
// served, and a restore brings the old values back the same way.

const CLINIC = '/api/api/admin/content/clinic';
const HYDRAFACIAL = '/api/api/admin/content/treatments/hydrafacial';
const NEW_PHONE = '+91 20 4000 5678';
const NEW_TEL = 'href="tel:+912040005678"';
const OLD_TEL = 'href="tel:+919822012345"';
const NEW_INCLUDED = 'A take-home hydrating serum matched to your skin';

/** Asks for the raw HTML of `paths` until every one passes `check`; returns how long it took. */
async function untilRawHtml(api: APIRequestContext, paths: string[], check: (html: string, path: string) => boolean): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        for (const path of paths) {
          const html = await (await api.get(path, { headers: { Accept: 'text/html' } })).text();
          if (!check(html, path)) return `${path} not yet`;
        }
        return 'all';
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe('all');
  return Date.now() - started;
}

async function readItem(api: APIRequestContext, path: string) {
  const response = await api.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as { item: Record<string, unknown>; version: number };
}

async function save(api: APIRequestContext, path: string, item: Record<string, unknown>, version: number) {
  const response = await api.put(path, { data: { ...item, version } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Makes the revision before the current one current again, as the dashboard's Restore does. */
async function restorePrevious(api: APIRequestContext, path: string) {
  const revisions = (await (await api.get(`${path}/revisions`)).json()).items as Array<{ id: string }>;
  const response = await api.post(`${path}/revisions/${revisions[1].id}/restore`);
  expect(response.status(), await response.text()).toBe(200);
}

const stacks = [
  ['nginx', baseURL],
  ['the API itself', nodeModeURL],
  ['nginx in front of two API processes', replicasURL],
] as const;

for (const [serving, url] of stacks) {
  test.describe(`content the admin edits, served by ${serving}`, { tag: '@site-wide' }, () => {
    test.skip(({ isMobile }) => isMobile, 'one admin change per stack; what visitors see is checked at desktop width');

    test('a new phone number, HydraFacial price and included list reach the raw HTML and the screen within 10 s, and a restore undoes them', async ({
      playwright,
      page,
    }) => {
      const api = await playwright.request.newContext({ baseURL: url });
      await signInForApi(api);
      const clinic = await readItem(api, CLINIC);
      const hydrafacial = await readItem(api, HYDRAFACIAL);
      const included = [NEW_INCLUDED, ...(hydrafacial.item.included as string[]).slice(1)];
      try {
        await save(api, CLINIC, { ...clinic.item, phone: NEW_PHONE }, clinic.version);
        await save(api, HYDRAFACIAL, { ...hydrafacial.item, price: { amount: 6500, note: 'per session' }, included }, hydrafacial.version);

        const took = await untilRawHtml(api, ['/', '/contact', '/service/hydrafacial'], (html, path) =>
          html.includes(NEW_TEL) && !html.includes(OLD_TEL) && (path !== '/service/hydrafacial' || (html.includes('₹6,500') && html.includes(NEW_INCLUDED))),
        );
        console.log(`[site content, ${serving}] a save reached the raw HTML in ${took} ms`);

        // What a visitor's browser shows, hydrated from the page's own content.
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(`${url}/service/hydrafacial`);
        await expect(page.getByText('₹6,500 per session').first()).toBeVisible();
        await expect(page.getByText(NEW_INCLUDED)).toBeVisible();
        await expect(page.getByRole('link', { name: NEW_PHONE }).first()).toBeVisible();
        await page.goto(`${url}/contact`);
        await expect(page.getByRole('link', { name: NEW_PHONE }).first()).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await restorePrevious(api, CLINIC);
        await restorePrevious(api, HYDRAFACIAL);
      }
      await untilRawHtml(api, ['/', '/contact', '/service/hydrafacial'], (html, path) =>
        html.includes(OLD_TEL) && !html.includes(NEW_TEL) && (path !== '/service/hydrafacial' || (!html.includes('₹6,500') && !html.includes(NEW_INCLUDED))),
      );
      await page.goto(`${url}/service/hydrafacial`);
      await expect(page.getByText('Price on consultation').first()).toBeVisible();
      await api.dispose();
    });
  });
}

test.describe('the dashboard’s Site content', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'sign-ins are limited per address: the admin flow runs once, at desktop width');

  test('the admin changes the phone number, the HydraFacial price and its included list, and restores them; visitors see each', async ({ page, browser, request }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.getByRole('tab', { name: 'Site content' }).click();

    // The clinic's phone number.
    await page.getByLabel('Phone number').fill('+91 20 4000 7777');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The site shows it within a few seconds.')).toBeVisible();

    // HydraFacial: a price in whole rupees and a new first line of what is included.
    await page.getByRole('navigation', { name: 'Site content' }).getByRole('button', { name: 'Treatments' }).click();
    await page.getByLabel('Search by name').fill('hydra');
    await page.getByRole('button', { name: 'Edit HydraFacial' }).click();
    await page.getByLabel('In whole rupees').check();
    await page.getByLabel('Amount (₹)').fill('7500');
    await expect(page.getByText('The page shows: ₹7,500 per session')).toBeVisible();
    await page.getByLabel('Included 1', { exact: true }).fill('A take-home serum chosen for your skin');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The site shows it within a few seconds.').first()).toBeVisible();

    const took = await untilRawHtml(request, ['/', '/contact', '/service/hydrafacial'], (html, path) =>
      html.includes('href="tel:+912040007777"') &&
      (path !== '/service/hydrafacial' || (html.includes('₹7,500 per session') && html.includes('A take-home serum chosen for your skin'))),
    );
    console.log(`[site content, dashboard] the admin's saves reached the raw HTML in ${took} ms`);
    const visitor = await browser.newPage();
    await visitor.goto('/service/hydrafacial');
    await expect(visitor.getByText('₹7,500 per session').first()).toBeVisible();
    await expect(visitor.getByText('A take-home serum chosen for your skin')).toBeVisible();
    await expect(visitor.getByRole('link', { name: '+91 20 4000 7777' }).first()).toBeVisible();

    // The treatment's history: restore the version before, in one click.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Version 1')).toBeVisible();
    await history.getByRole('button', { name: 'Restore the content as the site came' }).click();
    await expect(page.getByText('Restored. The site shows it within a few seconds.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Site content' }).getByRole('button', { name: 'Clinic details' }).click();
    await page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Restore the content as the site came' }).click();
    await expect(page.getByLabel('Phone number')).toHaveValue('+91 98220 12345');

    await untilRawHtml(request, ['/', '/contact', '/service/hydrafacial'], (html, path) =>
      html.includes(OLD_TEL) && !html.includes('tel:+912040007777') && (path !== '/service/hydrafacial' || !html.includes('₹7,500')),
    );
    await visitor.reload();
    await expect(visitor.getByText('Price on consultation').first()).toBeVisible();
    await visitor.close();
  });
});

test.describe('the clinic’s own figures, review summaries and doctors', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'one admin flow, at desktop width');

  test('set in the dashboard, they reach the raw HTML and the screen: the treatment pages’ figures, the Google summary with its link, a second doctor', async ({
    page,
    playwright,
    request,
  }) => {
    const api = await adminApi(playwright);
    await shareSession(api, page.context());
    const kinds = ['/api/api/admin/content/figures', '/api/api/admin/content/review-summaries', '/api/api/admin/content/team'];
    // Each form's status line: the first save of an item makes its version 1.
    const saved = page.getByText('Saved · version 1', { exact: true });
    try {
      await page.goto('/admin-dashboard');
      await page.getByRole('tab', { name: 'Site content' }).click();
      const sections = page.getByRole('navigation', { name: 'Site content' });

      // The treatment pages' first figure: its number and its label, on every treatment page.
      await sections.getByRole('button', { name: 'Figures and counters' }).click();
      const figure = page.getByRole('group', { name: 'Treatment pages, figure 1' });
      await figure.getByLabel('Number').fill('4');
      await figure.getByLabel('Label').fill('Dermatologists');
      await expect(figure.getByText('The page shows: 4+ Dermatologists')).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(saved).toBeVisible();
      const tookFigures = await untilRawHtml(request, ['/service/hydrafacial', '/service/anti-aging'], (html) => html.includes('<span aria-hidden="true">4+</span>') && html.includes('Dermatologists'));

      // The summary above the reviews: the clinic's Google reviews page, its rating and how many.
      await sections.getByRole('button', { name: 'Review summaries' }).click();
      const google = page.getByRole('group', { name: 'Above the reviews carousel' });
      await google.getByLabel('Link to the reviews').fill('http://g.page/r/aura-e2e/review');
      await google.getByLabel('Rating').fill('4.8');
      await google.getByLabel('Number of reviews').fill('212');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(google.getByLabel('Link to the reviews')).toHaveAccessibleDescription(/must be a web address starting with https:\/\//);
      await google.getByLabel('Link to the reviews').fill('https://g.page/r/aura-e2e/review');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(saved).toBeVisible();
      const tookSummary = await untilRawHtml(
        request,
        ['/'],
        (html) => html.includes('Based on 212+ reviews') && /href="https:\/\/g\.page\/r\/aura-e2e\/review"[^>]*>Google reviews</.test(html),
      );

      // A second doctor besides the homeopath the site came with.
      await sections.getByRole('button', { name: 'Other doctors' }).click();
      await page.getByRole('button', { name: 'Add a doctor' }).click();
      const added = page.getByRole('group', { name: /^Doctor 3/ });
      await added.getByLabel('Name').fill('Dr. Sana Mirza');
      await added.getByLabel('Title or speciality').fill('Consultant Trichologist');
      await added.getByLabel('Paragraph 1').fill('Dr. Sana Mirza sees patients with hair fall and scalp conditions.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(saved).toBeVisible();
      const tookDoctor = await untilRawHtml(request, ['/about'], (html) => html.includes('>Dr. Sana Mirza</h2>') && html.includes('"@type":"Physician","name":"Dr. Sana Mirza"'));
      console.log(`[site content] figures, review summary and doctor reached the raw HTML in ${tookFigures}, ${tookSummary} and ${tookDoctor} ms`);

      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/service/hydrafacial');
      const stats = visitor.getByRole('region', { name: 'Our clinic in numbers' });
      await stats.scrollIntoViewIfNeeded();
      await expect(stats.getByText('Dermatologists')).toBeVisible();
      await expect(stats.getByText('4+', { exact: true }).first()).toBeVisible();
      await visitor.goto('/');
      const reviews = visitor.getByRole('link', { name: 'Google reviews' });
      await reviews.scrollIntoViewIfNeeded();
      await expect(reviews).toBeVisible();
      await expect(reviews).toHaveAttribute('href', 'https://g.page/r/aura-e2e/review');
      await expect(visitor.getByText('Based on 212+ reviews')).toBeVisible();
      await visitor.goto('/about');
      await expect(visitor.getByRole('heading', { level: 2, name: 'Dr. Sana Mirza' })).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 2, name: 'Dr. Anil Deshpande' })).toBeVisible();
      await expect(visitor.getByText('Consultant Trichologist')).toBeVisible();
      await visitor.close();
    } finally {
      for (const kind of kinds) {
        const response = await api.post(`${kind}/revisions/built-in/restore`);
        expect(response.status(), await response.text()).toBe(200);
      }
      await api.dispose();
    }
    // Three restores in a row: the site as it came is back once the last publication is done.
    await expect
      .poll(
        async () => {
          const pages = await Promise.all(['/service/hydrafacial', '/', '/about'].map(async (path) => (await request.get(path)).text()));
          return pages.some((html) => html.includes('Dermatologists') || html.includes('aura-e2e') || html.includes('Dr. Sana Mirza'));
        },
        { timeout: 30_000 },
      )
      .toBe(false);
  });
});

test.describe('photos the admin uploads', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'one upload flow, at desktop width');

  test('a new HydraFacial photo from the dashboard stands on its page and its card, at the sizes each needs', async ({ page, playwright, request }) => {
    const api = await adminApi(playwright);
    await shareSession(api, page.context());
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Site content' }).click();
    await page.getByRole('navigation', { name: 'Site content' }).getByRole('button', { name: 'Treatments' }).click();
    await page.getByLabel('Search by name').fill('hydra');
    await page.getByRole('button', { name: 'Edit HydraFacial' }).click();

    await page.getByLabel('Upload a photo: Image').setInputFiles({ name: 'hydrafacial.png', mimeType: 'image/png', buffer: pngImage(1400, 1050, teal, blush) });
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue('uploaded');
    await expect(page.getByRole('option', { name: 'Uploaded photo (1400 × 1050)' })).toBeAttached();
    await page.getByLabel('Description of the photo').fill('A HydraFacial session in the clinic’s facial room');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The site shows it within a few seconds.')).toBeVisible();
    const { item } = (await (await api.get(HYDRAFACIAL)).json()) as { item: { image: { key: string; variants: Array<{ key: string }> } } };
    const photo = `/api/api/media/${item.image.key}`;

    try {
      await untilRawHtml(request, ['/service/hydrafacial', '/'], (html) => html.includes(photo));
      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/service/hydrafacial');
      // At the top of its page and beside its key benefits, described alike.
      const pictures = visitor.getByRole('img', { name: 'A HydraFacial session in the clinic’s facial room', exact: true });
      await expect(pictures).toHaveCount(2);
      const picture = pictures.first();
      await expect(picture).toHaveAttribute('srcset', new RegExp(`/api/api/media/${item.image.variants[0].key} \\d+w`));
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await visitor.close();
    } finally {
      await page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Restore the content as the site came' }).click();
      await expect(page.getByText('Restored. The site shows it within a few seconds.')).toBeVisible();
      await api.dispose();
    }
    await untilRawHtml(request, ['/service/hydrafacial'], (html) => !html.includes(photo));
  });
});

test.describe('moving between treatments in the browser', () => {
  test('reads the next treatment’s copy from its published page, not from the code', async ({ page }) => {
    const copyRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/service/')) copyRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/service/hydrafacial');
    await expect(page.getByRole('heading', { level: 1, name: 'HydraFacial' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related treatments' }).getByRole('link').first();
    const next = (await related.getAttribute('href'))!;
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    // The address changes at once; HydraFacial's page stays until the next one's copy is read.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('HydraFacial');
    await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible();
    expect(copyRequests).toEqual(['/service/hydrafacial', next]);
  });
});
