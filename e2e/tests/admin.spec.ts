import { device, expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { baseURL, e2eAdmin } from '../playwright.config';
import { adminApi, blush, createArticle, deleteArticles, pngImage, sand, shareSession, signInInBrowser, teal, uniqueTitle } from './news-admin-helpers';
import { solvedBotCheck } from './bot-check';
import { confirmSubscription } from './kept-mail';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

// One admin session for the file's set-up calls and for the tests that only need to be signed in:
// sign-ins are limited per address. The sign-in page itself is tested below with real sign-ins.
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await adminApi(playwright);
});

/** Opens the dashboard already signed in (with the file's session). */
async function openDashboard(page: Page, context: BrowserContext) {
  await shareSession(api, context);
  await page.goto('/admin-dashboard');
  await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();
}

test.describe('admin sign-in', () => {
  test('the dashboard without a session sends the visitor to the sign-in page', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // Its own layout: no public header or footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Back to Home', exact: true });
    await expect(back).toHaveAttribute('href', '/');
    await expect(back).toHaveText('Back to Home');
  });

  test('field messages, a refused password, then success and the dashboard', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await page.getByLabel('Password').fill('not-the-password');
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a locked-out sign-in is told so plainly', async ({ page }, testInfo) => {
    test.skip(device(testInfo) === 'phone', 'Sign-ins are limited per address: the lockout is checked once, at desktop width.');
    // Its own username, so the lockout of this (username, address) pair touches no other test.
    const username = `intruder-${device(testInfo)}`;
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(username);
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await page.getByLabel('Password').fill(`guess-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(alert).toHaveText(/Invalid username or password|Too many/);
      if (/Too many/.test((await alert.textContent()) ?? '')) break;
    }
    await expect(alert).toHaveText(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  test('a session that has ended sends the admin back to sign in', async ({ page, context }) => {
    await openDashboard(page, context);
    await context.clearCookies();
    await page.getByRole('tab', { name: /Enquiries/ }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  });

  test('Logout ends the session on the server', async ({ page }) => {
    await signInInBrowser(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect((await page.request.get('/api/api/admin/profile')).status()).toBe(401);
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test.describe('managing news', () => {
  test('add an article with two images, see it on the site, edit it and delete it', async ({ page }, testInfo) => {
    test.skip(device(testInfo) === 'phone', 'The long flow runs at desktop width; the phone layout is covered by the other tests.');
    test.setTimeout(120_000);
    const title = uniqueTitle('Monsoon skin care in Pune');
    let slug: string | undefined;
    try {
      await signInInBrowser(page);
      const add = page.getByRole('button', { name: 'Add New News', exact: true });
      await expect(add).toHaveText('Add New News');
      await add.click();
      await expect(page.getByRole('heading', { name: 'Add New News' })).toBeVisible();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Summary on the news cards').fill('Humidity, fungal infections and breakouts: what to do this season.');
      await page.getByLabel('Introduction under the title').fill('A dermatologist’s guide to the rainy months.');
      await page.getByLabel('Picture on the news cards').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: pngImage(1200, 750, teal, blush) });
      await expect(page.getByRole('img', { name: 'Preview of the new picture on the news cards' })).toBeVisible();
      await page.getByLabel('Opening paragraph').fill('Pune’s monsoon brings relief from the heat, and new problems for the skin.');
      await page.getByLabel('Picture in the article').setInputFiles({ name: 'content.png', mimeType: 'image/png', buffer: pngImage(1400, 800, sand, teal) });
      await expect(page.getByRole('img', { name: 'Preview of the new picture in the article' })).toBeVisible();
      const paragraphs = page.getByRole('group', { name: 'Article text' });
      await paragraphs.getByRole('textbox', { name: 'Paragraph 1' }).fill('Keep skin folds dry and wear breathable cotton.');
      await paragraphs.getByRole('button', { name: '+ Add paragraph' }).click();
      await paragraphs.getByRole('button', { name: '+ Add paragraph' }).click();
      await paragraphs.getByRole('textbox', { name: 'Paragraph 3' }).fill('Switch to a light, gel-based moisturiser.');
      await page.getByRole('group', { name: 'Tags' }).getByRole('textbox', { name: 'Tag 1' }).fill('Monsoon');
      const preview = page.getByRole('complementary', { name: 'Live preview' });
      await expect(preview.getByText('Switch to a light, gel-based moisturiser.')).toBeVisible();

      await page.getByRole('button', { name: 'Save News' }).click();
      await expect(page.getByText('News article added successfully')).toBeVisible();
      const listed = page.getByRole('listitem').filter({ hasText: title });
      await expect(listed).toBeVisible();
      await expect(listed.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();

      const { items } = await (await page.request.get('/api/api/news')).json();
      const saved = items.find((item: { title: string }) => item.title === title);
      slug = saved.slug as string;
      // Blank rows were dropped.
      expect(saved.content.paragraphs).toEqual(['Keep skin folds dry and wear breathable cotton.', 'Switch to a light, gel-based moisturiser.']);

      await page.goto('/news');
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.locator('img')).toHaveAttribute('src', /\/api\/api\/media\/[a-f0-9]{64}\.webp/);
      await card.getByRole('link', { name: 'Read More →' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Switch to a light, gel-based moisturiser.')).toBeVisible();
      const contentImage = page.getByRole('img', { name: title });
      await expect.poll(() => contentImage.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBeGreaterThan(0);

      // The home page's latest news is read when a visitor scrolls near it.
      await page.goto('/');
      const latest = page.getByRole('region', { name: 'Latest News' });
      await latest.scrollIntoViewIfNeeded();
      await expect(latest.getByText(title)).toBeVisible();

      await page.goto('/admin-dashboard');
      await page.getByRole('button', { name: `Edit "${title}"` }).click();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
      await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
      await page.getByRole('button', { name: 'Update News' }).click();
      await expect(page.getByText('News article updated successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: `${title} (updated)` })).toBeVisible();
      await page.goto(`/news/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
      const mediaUrl = await page.getByRole('img', { name: `${title} (updated)` }).getAttribute('src');

      await page.goto('/admin-dashboard');
      await page.getByRole('button', { name: `Delete "${title} (updated)"` }).click();
      await expect(page.getByText(`Delete "${title} (updated)"? This cannot be undone.`)).toBeVisible();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('News article deleted successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: `${title} (updated)` })).toHaveCount(0);
      await page.goto(`/news/${slug}`);
      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
      expect((await page.request.get(mediaUrl!)).status()).toBe(404);
      slug = undefined;
    } finally {
      if (slug) await deleteArticles(page.request, [slug]);
    }
  });

  test('pagination: five articles a page, with Previous, Next and page numbers', async ({ page, context }) => {
    const existing = ((await (await api.get('/api/api/news')).json()).items as unknown[]).length;
    const slugs: string[] = [];
    try {
      for (let index = Math.max(0, 6 - existing); index > 0; index -= 1) {
        slugs.push((await createArticle(api, { title: uniqueTitle(`Pagination article ${index}`) })).slug);
      }
      const total = existing + slugs.length;
      await openDashboard(page, context);
      await expect(page.getByText(`Showing 1 to 5 of ${total} articles`)).toBeVisible();
      const articles = page.getByRole('region', { name: 'News Articles' }).getByRole('heading', { level: 3 });
      await expect(articles).toHaveCount(5);
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Showing 6 to ${Math.min(10, total)} of ${total} articles`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(page.getByText(`Showing 1 to 5 of ${total} articles`)).toBeVisible();
    } finally {
      await deleteArticles(api, slugs);
    }
  });
});

test.describe('enquiries inbox', () => {
  test('a visitor’s call-back request appears in the inbox; its status is changed; the CSV has it', async ({ page, context, browser }) => {
    const name = uniqueTitle('Priya Deshmukh');
    const visitor = await browser.newPage();
    await visitor.goto('/');
    const form = visitor.getByRole('form', { name: 'Request A Call Back' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('+91 98220 11111');
    // People take a few seconds to fill a form; faster counts as a bot.
    await visitor.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Call Me Back' }).click();
    await expect(visitor.getByText('Thanks! We\'ll call you soon.')).toBeVisible();
    await visitor.close();

    await openDashboard(page, context);
    await expect(page.getByRole('button', { name: /^Waiting: [1-9]\d* waiting: .*enquir/ })).toBeVisible();
    await page.getByRole('tab', { name: /Enquiries/ }).click();
    const enquiry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(enquiry).toBeVisible();
    await expect(enquiry.getByText('Call back')).toBeVisible();
    await expect(enquiry.getByRole('link', { name: `Call ${name} on +91 98220 11111` })).toHaveAttribute('href', 'tel:+919822011111');
    await expect(enquiry.getByText(/^Received \d{1,2} [A-Z][a-z]{2} \d{4}, /)).toBeVisible();
    await expect(enquiry.getByText(/^A copy (went to|is on its way to) the clinic’s mailbox/)).toBeVisible();

    await enquiry.getByRole('combobox', { name: `Status of the enquiry from ${name}` }).selectOption('contacted');
    await expect(page.getByText('Marked as contacted')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expect(enquiry).toBeVisible();
    // The filter is in the address: a refresh keeps it.
    await expect(page).toHaveURL(/\/admin-dashboard\/enquiries\?status=contacted$/);
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted');
    await expect(enquiry.getByRole('combobox', { name: `Status of the enquiry from ${name}` })).toHaveValue('contacted');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain('contacted');

    // The patient's erasure request.
    await enquiry.getByRole('button', { name: `Delete the enquiry from ${name}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Enquiry deleted')).toBeVisible();
    await expect(enquiry).toHaveCount(0);
  });

  test('the newsletter subscribers have their own list and CSV', async ({ page, context, request }) => {
    const email = `${uniqueTitle('reader').replace(/\s+/g, '-')}@example.in`;
    const signUp = await request.post('/api/api/enquiries/newsletter', {
      data: { email, startedAt: Date.now() - 10_000, botCheck: await solvedBotCheck(request) },
    });
    expect(signUp.status()).toBe(201);
    // Listed once the address confirms through the link mailed to it (double opt-in).
    await confirmSubscription(page, email);
    await openDashboard(page, context);
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(page.getByRole('link', { name: email })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain(email);

    const { items } = await (await page.request.get('/api/api/admin/subscribers?pageSize=100')).json();
    const subscriber = (items as Array<{ id: string; email: string }>).find((item) => item.email === email);
    expect((await page.request.delete(`/api/api/admin/enquiries/${subscriber!.id}`)).status()).toBe(200);
  });
});

// Last in the file: changing the password ends every other session, the file's own included.
test.describe('Manage Account', () => {
  async function openAccount(page: Page) {
    await page.getByRole('button', { name: 'Manage Account' }).click();
    return page.getByRole('dialog', { name: 'Manage Account' });
  }

  test('the password and username rules, checked before anything is sent', async ({ page, context }) => {
    await openDashboard(page, context);
    let dialog = await openAccount(page);
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required.');
    await dialog.getByLabel('Current password').fill(e2eAdmin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('short');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('New password must be at least 6 characters.');
    await dialog.getByLabel('New password', { exact: true }).fill('Another-Password-2');
    await dialog.getByLabel('Confirm new password').fill('Another-Password-3');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('New password and confirm password must match.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Manage Account' })).toBeFocused();

    dialog = await openAccount(page);
    await dialog.getByRole('tab', { name: 'Change Username' }).click();
    await dialog.getByRole('button', { name: 'Update Username' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required.');
    await dialog.getByLabel('New username', { exact: true }).fill('ab');
    await dialog.getByLabel('Confirm new username').fill('ab');
    await dialog.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await dialog.getByRole('button', { name: 'Update Username' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Username must be at least 3 characters.');
    await dialog.getByLabel('New username', { exact: true }).fill('clinic-admin');
    await dialog.getByLabel('Confirm new username').fill('clinic-admim');
    await dialog.getByRole('button', { name: 'Update Username' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Username and confirm username must match.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the server's refusal, then real changes that keep the admin signed in", { tag: '@site-wide' }, async ({ page, context, playwright }, testInfo) => {
    test.skip(device(testInfo) === 'phone', 'Sign-ins are limited per address: the changes are made once, at desktop width.');
    await openDashboard(page, context);
    let dialog = await openAccount(page);
    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('Another-Password-2');
    await dialog.getByLabel('Confirm new password').fill('Another-Password-2');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
    await page.keyboard.press('Escape');

    // Each change is undone at once, so the other tests still sign in as e2eAdmin.
    try {
      dialog = await openAccount(page);
      await dialog.getByRole('tab', { name: 'Change Username' }).click();
      await dialog.getByLabel('New username', { exact: true }).fill('clinic-admin');
      await dialog.getByLabel('Confirm new username').fill('clinic-admin');
      await dialog.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
      await dialog.getByRole('button', { name: 'Update Username' }).click();
      await expect(page.getByText('Username updated successfully')).toBeVisible();
      await expect(page.getByText('Signed in as clinic-admin')).toBeVisible();
    } finally {
      await page.request.post('/api/api/admin/change-username', { data: { password: e2eAdmin.password, newUsername: e2eAdmin.username } });
    }
    await page.reload();
    await expect(page.getByText(`Signed in as ${e2eAdmin.username}`)).toBeVisible();

    try {
      dialog = await openAccount(page);
      await dialog.getByLabel('Current password').fill(e2eAdmin.password);
      await dialog.getByLabel('New password', { exact: true }).fill('Another-Password-2');
      await dialog.getByLabel('Confirm new password').fill('Another-Password-2');
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password updated successfully')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      // Still signed in: the change renewed this session's cookie.
      expect((await page.request.get('/api/api/admin/profile')).status()).toBe(200);
    } finally {
      await page.request.post('/api/api/admin/change-password', { data: { currentPassword: 'Another-Password-2', newPassword: e2eAdmin.password } });
      // The change ended the file's own session: take over this page's fresh one.
      await api.dispose();
      api = await playwright.request.newContext({ baseURL, storageState: await context.storageState() });
    }
  });
});

test.afterAll(async () => {
  // Leave no article behind if a test stopped half-way.
  try {
    const { items } = await (await api.get('/api/api/news')).json();
    const leftovers = (items as Array<{ slug: string; title: string }>).filter((item) => /^(Monsoon skin care in Pune|Pagination article) /.test(item.title));
    await deleteArticles(api, leftovers.map((item) => item.slug));
  } finally {
    await api.dispose();
  }
});
