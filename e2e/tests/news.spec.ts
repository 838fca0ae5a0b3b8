import { device, expect, test, type APIRequestContext } from './fixtures';
import { adminApi, blush, createArticle, deleteArticles, pngImage, teal, uniqueTitle } from './news-admin-helpers';
import { confirmSubscription } from './kept-mail';

// Articles this file creates, removed after each test so every test sees only what it made (plus
// whatever else is on the stack, which the assertions allow for).
let created: string[] = [];
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await adminApi(playwright);
});

test.afterEach(async () => {
  await deleteArticles(api, created);
  created = [];
});

test.afterAll(async () => {
  await api.dispose();
});

test.describe('news list', () => {
  test('the page’s HTML has every article as a card, shown without asking the API', async ({ page, request }) => {
    const title = uniqueTitle('Monsoon skin care in Pune');
    const article = await createArticle(api, { title, cardImage: pngImage(640, 400, teal, blush) });
    const withoutImage = await createArticle(api, { title: uniqueTitle('Sunscreen myths') });
    created.push(article.slug, withoutImage.slug);

    const html = await (await request.get('/news')).text();
    expect(html).toContain('All News');
    expect(html).toContain(`>${title}</h3>`);
    expect(html).toContain(`>${withoutImage.title}</h3>`);
    expect(html).not.toContain('Loading news…');

    const newsReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/api/news')) newsReads.push(sent.url());
    });

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'All News' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(card.getByText(`${title}: what our dermatologists want you to know.`)).toBeVisible();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/api\/media\/[a-f0-9]{64}\.webp$/);
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBeGreaterThan(0);
    // No image of its own: the clinic's logo stands in.
    await expect(page.getByRole('article').filter({ hasText: withoutImage.title }).locator('img')).toHaveAttribute('src', '/brand/logo.svg');

    // Hydrated without warnings, from what the page carries.
    expect(problems).toEqual([]);
    expect(newsReads).toEqual([]);

    await card.getByRole('link', { name: 'Read More →' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('moving to the news in the browser says it is loading, then shows the cards', async ({ page }) => {
    const title = uniqueTitle('Choosing a chemical peel');
    created.push((await createArticle(api, { title })).slug);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/api/news', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading news…' })).toBeVisible();
    answer();
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    await expect(page.getByText('Loading news…')).toHaveCount(0);
  });

  test('Book an Appointment opens the appointment form', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('main').getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
  });

  test('two columns on a wide screen, one on a phone', async ({ page }, testInfo) => {
    for (const name of ['Hair fall after dengue', 'Choosing a chemical peel']) created.push((await createArticle(api, { title: uniqueTitle(name) })).slug);
    await page.goto('/news');
    const cards = page.getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (device(testInfo) === 'phone') expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);
  });
});

test.describe('news reads through nginx', () => {
  test.skip(({ isMobile }) => isMobile, 'the same answers on every device');

  test('an added, edited or deleted article reads as such, and its page and the list show it, as soon as the admin’s request is answered', async ({ request }) => {
    const title = uniqueTitle('Laser hair removal before a wedding');
    const article = await createArticle(api, { title });
    created.push(article.slug);
    const read = async (path: string) => {
      const response = await request.get(path);
      return { status: response.status(), body: await response.json() };
    };
    const pageOf = async (path: string) => (await request.get(path)).text();
    expect(await read(`/api/api/news/${article.slug}`)).toMatchObject({ status: 200, body: { success: true, item: { title } } });
    expect((await read('/api/api/news')).body.items[0].title).toBe(title);
    expect(await pageOf(`/news/${article.slug}`)).toContain(`>${title}</h1>`);
    expect(await pageOf('/news')).toContain(`>${title}</h3>`);
    expect((await read('/api/api/news/latest?limit=1')).body.items.map((item: { slug: string }) => item.slug)).toEqual([article.slug]);
    // Search engines find it in the articles' sitemap, which robots.txt names.
    const sitemapURLs = async () => [...(await pageOf('/sitemap-news.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(await sitemapURLs()).toContain(`/news/${article.slug}`);
    expect(await pageOf('/robots.txt')).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-news\.xml$/m);

    const edited = `${title}: plan it early`;
    expect((await api.put(`/api/api/news/${article.slug}`, { multipart: { title: edited } })).status()).toBe(200);
    expect((await read(`/api/api/news/${article.slug}`)).body.item.title).toBe(edited);
    expect(await pageOf(`/news/${article.slug}`)).toContain(`>${edited}</h1>`);

    await deleteArticles(api, [article.slug]);
    expect(await read(`/api/api/news/${article.slug}`)).toEqual({ status: 404, body: { success: false, message: 'Article not found' } });
    expect((await read('/api/api/news')).body.items.map((item: { slug: string }) => item.slug)).not.toContain(article.slug);
    // The page of an article taken away is the shell, which says it is not found.
    const gone = await pageOf(`/news/${article.slug}`);
    expect(gone).toContain('<meta name="robots" content="noindex">');
    expect(gone).not.toContain(edited);
    expect(await pageOf('/news')).not.toContain(edited);
    expect(await sitemapURLs()).not.toContain(`/news/${article.slug}`);
  });
});

test.describe('article page', () => {
  test('a plain GET of an article carries its title, description and image for link previews', async ({ request }) => {
    const title = uniqueTitle('Sunscreen <myths> & "facts"');
    const article = await createArticle(api, { title, excerpt: 'SPF, PA ratings and how much to use.', cardImage: pngImage(800, 420, teal, blush) });
    created.push(article.slug);

    const response = await request.get(`/news/${article.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} | Aura Skin &amp; Hair Clinic</title>`);
    expect(html).toMatch(/<meta name="description" content="SPF, PA ratings and how much to use\."/);
    expect(html).toContain(`<meta property="og:title" content="${escaped}`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/news/${article.slug}"`));
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/api\/media\/[a-f0-9]{64}\.webp"/);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).not.toContain('<!--#');
    expect(html).not.toContain('noindex');
  });

  test('a plain GET of an unknown article tells search engines not to index it', async ({ request }) => {
    const response = await request.get(`/news/${uniqueTitle('no-such-article').replace(/\s+/g, '-')}`);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Article not found | Aura Skin &amp; Hair Clinic</title>');
    expect(html).not.toContain('<!--#');
    expect(html).not.toContain('"success"');
  });

  test('shows the article with its parts, the popular news and the newsletter sign-up', async ({ page }) => {
    // The admin's pick is the oldest of the others: it comes first all the same.
    const picked = await createArticle(api, { title: uniqueTitle('Acne scars and their treatment') });
    const other = await createArticle(api, { title: uniqueTitle('Choosing a chemical peel') });
    const title = uniqueTitle('Hair fall after dengue');
    const article = await createArticle(api, {
      title,
      popular: [picked.title, 'An article nobody wrote'],
      heroIntro: 'Why hair falls months after a fever, and why it grows back.',
      contentIntro: 'Telogen effluvium is common after dengue and typhoid.',
      paragraphs: ['It starts two to three months after the illness.', 'Most people recover fully within six months.'],
      tags: ['Hair fall', 'Dengue'],
      cardImage: pngImage(640, 400, blush, teal),
    });
    created.push(picked.slug, other.slug, article.slug);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Why hair falls months after a fever, and why it grows back.')).toBeVisible();
    await expect(page.getByText('Telogen effluvium is common after dengue and typhoid.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('Most people recover fully within six months.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Hair fall', 'Dengue']);
    await expect(page).toHaveTitle(`${title} | Aura Skin & Hair Clinic`);
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

    const popular = page.getByRole('region', { name: 'Popular News' });
    await expect(popular.getByRole('link').first()).toHaveText(picked.title);
    await expect(popular.getByRole('link', { name: other.title })).toBeVisible();
    expect(await popular.getByRole('link').count()).toBeLessThanOrEqual(5);
    await expect(popular.getByRole('link', { name: title })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('textbox', { name: 'Email address' })).toBeVisible();

    await popular.getByRole('link', { name: other.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('Copy link puts the article’s address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const article = await createArticle(api, { title: uniqueTitle('Copy me') });
    created.push(article.slug);
    await page.goto(`/news/${article.slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/news/${article.slug}$`));
  });

  test('the sidebar newsletter form subscribes the reader: Submitting..., then thanks, and the admin sees them', async ({ page }) => {
    const article = await createArticle(api, { title: uniqueTitle('Winter dryness') });
    created.push(article.slug);
    const email = `${uniqueTitle('reader').replace(/\s+/g, '-')}@example.in`;
    await page.goto(`/news/${article.slug}`);
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(email);
    // People take a few seconds to fill a form; faster counts as a bot.
    await page.waitForTimeout(3200);

    // Hold the sign-up on its way to the server, long enough to see the form waiting for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/api/enquiries/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(newsletter.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(newsletter.getByText('Please confirm by e-mail: we have sent you a link.')).toBeVisible();

    await confirmSubscription(page, email);
    const { items } = await (await api.get('/api/api/admin/subscribers?pageSize=100')).json();
    const subscriber = (items as Array<{ id: string; email: string }>).find((item) => item.email === email);
    expect(subscriber, `${email} among the subscribers`).toBeDefined();
    expect((await api.delete(`/api/api/admin/enquiries/${subscriber!.id}`)).status()).toBe(200);
  });

  test('an unknown article and /newstemplate show the not-found state', async ({ page }) => {
    await page.goto('/news/no-such-article-anywhere');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByText('Please check the link or go back to the news page.')).toBeVisible();
    await expect(page).toHaveTitle(/Article not found/);

    await page.goto('/newstemplate');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('the admin area stays out of public pages', () => {
  // Words only the admin area's code contains.
  const adminMarkers = ['Login successful! Redirecting...', 'Failed to load profile', 'New password must be at least 6 characters.'];

  test('public pages never download the admin code; the admin pages do', async ({ page, request }) => {
    const article = await createArticle(api, { title: uniqueTitle('Chunk check') });
    created.push(article.slug);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.add(response.url());
    });

    for (const path of ['/', '/news', `/news/${article.slug}`, '/newstemplate', '/about', '/contact', '/gallery', '/service/anti-aging']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/admin-(login|dashboard)-[\w-]+\.js/);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter((url) => /\/assets\/admin-/.test(url))).toEqual([]);
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      for (const marker of adminMarkers) expect(code, `${url} contains admin code`).not.toContain(marker);
    }

    // The same check finds the admin code where it belongs, so it can fail.
    scripts.clear();
    await page.goto('/admin-login');
    await page.waitForLoadState('networkidle');
    const adminCode = await Promise.all([...scripts].map(async (url) => (await request.get(url)).text()));
    expect(adminCode.some((code) => code.includes('Login successful! Redirecting...'))).toBe(true);
  });
});
