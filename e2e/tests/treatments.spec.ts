import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { treatments } from '../../frontend/src/content/treatments/catalogue';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Console errors and warnings (a hydration mismatch among them) and uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Every /service/<id> a page links to, read from its raw HTML. */
async function serviceLinksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/href="\/service\/([^"#?/]+)"/g)].map((match) => match[1]);
}

function jsonLdOf(html: string): Array<Record<string, any>> {
  const block = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
  expect(block, 'a JSON-LD block').toBeTruthy();
  return JSON.parse(block![1]);
}

test.describe('treatment pages without JavaScript', () => {
  test('every treatment linked from the menus, the home grid and the footer has a prerendered page', async ({ request }) => {
    const catalogueIds = new Set(treatments.map((treatment) => treatment.id));
    const linked = new Set([...(await serviceLinksOf(request, '/')), ...(await serviceLinksOf(request, '/about'))]);
    expect(linked.size).toBeGreaterThan(0);
    expect([...linked].filter((id) => !catalogueIds.has(id))).toEqual([]);

    // The catalogue is the source of every link, so its every page is checked.
    for (const treatment of treatments) {
      const response = await request.get(`/service/${treatment.id}`);
      expect(response.status(), treatment.id).toBe(200);
      const html = await response.text();
      const title = escapeHtml(treatment.title);
      expect(html, treatment.id).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(title)}</h1>`));
      expect(html).toContain(`<title>${title} in Pune | Aura Skin &amp; Hair Clinic</title>`);
      expect(html).toContain('Professional skincare treatments for radiant and healthy skin');
      const price = treatment.price;
      const priceText = !price ? 'Price on consultation' : price.note === 'starting' ? `Starting from ${rupees(price.amount)}` : `${rupees(price.amount)} ${price.note}`;
      expect(html, treatment.id).toContain(priceText);
      expect(html).toMatch(new RegExp(`<meta name="description" content="${escapeRegExp(escapeHtml(treatment.short))} [^"]+"`));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/service/${treatment.id}"`));
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${escapeRegExp(title)} in Pune`));
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/images/treatments/${treatment.image}-\\d+\\.webp"`));
      expect(html).not.toContain('name="robots"');

      const [entity, breadcrumb] = jsonLdOf(html);
      expect(['MedicalProcedure', 'Service']).toContain(entity['@type']);
      expect(entity.name).toBe(treatment.title);
      expect(entity.provider).toMatchObject({ '@type': 'MedicalClinic', name: 'Aura Skin & Hair Clinic' });
      if (price) expect(entity.offers).toMatchObject({ '@type': 'Offer', price: price.amount, priceCurrency: 'INR' });
      else expect(entity.offers).toBeUndefined();
      expect(breadcrumb['@type']).toBe('BreadcrumbList');
    }
  });

  test('a treatment page’s share image exists', async ({ request }) => {
    const html = await (await request.get('/service/hydrafacial')).text();
    const image = html.match(/<meta property="og:image" content="https?:\/\/[^/"]+(\/[^"]+)"/)![1];
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  });

  test('/service is the anti-ageing page, with /service/anti-aging as its canonical address', async ({ request }) => {
    const html = await (await request.get('/service')).text();
    expect(html).toMatch(/<h1[^>]*>Anti-Ageing Treatment<\/h1>/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/service\/anti-aging"/);
  });

  test('the sitemap lists every treatment page once, by its canonical address, and robots.txt points to it', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(new Set(urls).size).toBe(urls.length);
    for (const treatment of treatments) expect(urls).toContain(`/service/${treatment.id}`);
    expect(urls).toContain('/');
    expect(urls).not.toContain('/service');
    expect(urls.filter((path) => path.startsWith('/admin'))).toEqual([]);

    const robots = await (await request.get('/robots.txt')).text();
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /admin-login', 'Disallow: /admin-dashboard', 'Disallow: /appointment', 'Disallow: /api/']) {
      expect(robots.split('\n')).toContain(line);
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

test.describe('treatment pages in the browser', () => {
  test('the anti-ageing page hydrates cleanly and shows its title, price and lists', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/service/anti-aging');
    await expect(page.getByRole('heading', { level: 1, name: 'Anti-Ageing Treatment' })).toBeVisible();
    await expect(page.getByText('Professional skincare treatments for radiant and healthy skin')).toBeVisible();
    await expect(page.getByText('₹2,500 per session')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Skin', 'Anti-Ageing', 'Anti-Ageing Treatment']);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a starting price reads "Starting from ₹60,000"', async ({ page }) => {
    await page.goto('/service/hair-transplant');
    await expect(page.getByText('Starting from ₹60,000').first()).toBeVisible();
  });

  test('the FAQ opens one answer at a time, and a second click closes it', async ({ page }) => {
    await page.goto('/service/hydrafacial');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(questions).toHaveCount(3);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  for (const [id, concern] of [
    ['hair-prp', 'Hair PRP'],
    ['hydrafacial', 'HydraFacial'],
  ]) {
    test(`Book Appointment on /service/${id} opens the appointment dialog with "${concern}" chosen`, async ({ page }) => {
      await page.goto(`/service/${id}`);
      await page.getByRole('main').getByRole('button', { name: 'Book Appointment', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Concern')).toHaveValue(concern);
    });
  }

  test('the stats strip counts up to its figures when scrolled into view', async ({ page }) => {
    await page.goto('/service/anti-aging');
    const strip = page.getByRole('region', { name: 'Our clinic in numbers' });
    await strip.scrollIntoViewIfNeeded();
    for (const figure of ['25+', '125+', '50+', '30+']) await expect(strip.locator('[aria-hidden="true"]', { hasText: new RegExp(`^${escapeRegExp(figure)}$`) })).toBeVisible();
  });

  test('a before/after illustration carries its labels and says it is an illustration', async ({ page }) => {
    await page.goto('/service/hair-transplant');
    const figure = page.locator('figure', { has: page.getByRole('img', { name: /before and after/ }) });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByText('Before', { exact: true })).toBeVisible();
    await expect(figure.getByText('After', { exact: true })).toBeVisible();
    await expect(figure.getByText(/not a photograph of a patient/)).toBeVisible();
    await expect(figure.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await figure.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a related treatment opens at the top of its page', async ({ page }) => {
    await page.goto('/service/hydrafacial');
    const related = page.getByRole('region', { name: 'Related treatments' });
    await related.scrollIntoViewIfNeeded();
    await related.getByRole('link', { name: 'Korean Glass Skin Facial' }).click();
    await expect(page).toHaveURL(/\/service\/korean-facial$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Korean Glass Skin Facial' })).toBeInViewport();
    await expect(page).toHaveTitle('Korean Glass Skin Facial in Pune | Aura Skin & Hair Clinic');
  });

  test('an unknown treatment shows "Service not found" and is kept out of search engines', async ({ page, request }) => {
    // Crawlers that run no JavaScript get the same answer, with status 404.
    const raw = await request.get('/service/no-such-treatment');
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain('<h1>Service not found</h1>');
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);

    const problems = watchConsole(page);
    const response = await page.goto('/service/no-such-treatment');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
