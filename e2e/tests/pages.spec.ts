import { device, expect, test, type Page } from './fixtures';
import { experienceBlock } from '../../frontend/src/content/about';
import { forwarderURL } from '../playwright.config';

/** Console errors and warnings, and uncaught exceptions, collected while a test runs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const pages = [
  {
    path: '/about',
    title: 'About Us',
    heading: 'About Us',
    content: ['Dr. Meera Kulkarni', 'Expert Cosmetologists', 'Comfortable Environment', 'Personalized Consultation', 'Continuous Care and Follow-up', 'Year Experience'],
  },
  {
    path: '/wellness',
    title: 'Wellness',
    heading: 'Skin wellness that lasts beyond the clinic',
    content: ['Start Your Plan', 'Talk to an Expert →', 'Skin Nutrition', 'Maintenance Rituals', 'Progress Tracking', 'Active Programs', 'Clients Supported', 'GET STARTED FOR FREE'],
  },
  { path: '/gallery', title: 'Gallery', heading: 'Gallery', content: ['Reception and waiting lounge', 'View photo on Pexels'] },
  { path: '/reviews-demo', title: 'Customer Reviews', heading: 'Customer Reviews', content: ['Priya Deshmukh', 'Verified'] },
  { path: '/contact', title: 'Contact Us', heading: 'Contact Us', content: ['Get In Touch', 'Your Details', 'Visit Our Clinic', 'care@auraskinclinic.in', 'Show map'] },
  { path: '/privacy', title: 'Privacy Notice', heading: 'Privacy Notice', content: ['Last updated', 'Contents', 'Your rights', 'How long we keep it'] },
];

/** Every static public route, prerendered at build time. */
const staticRoutes = ['/', '/about', '/gallery', '/news', '/contact', '/wellness', '/reviews-demo', '/privacy', '/service/anti-aging'];

/** The content of the `<meta property="…">` tag in raw HTML, or undefined when there is none. */
function metaProperty(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*property="${property}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

for (const path of staticRoutes) {
  test(`${path} carries its Open Graph tags in the raw HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(metaProperty(html, 'og:title'), 'og:title').toBe(title);
    expect(metaProperty(html, 'og:description')?.length ?? 0, 'og:description').toBeGreaterThanOrEqual(50);
    const url = metaProperty(html, 'og:url');
    expect(url, 'og:url').toMatch(/^https?:\/\/[^/]+\//);
    expect(new URL(url!).pathname, 'og:url names this page').toBe(path);
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(metaProperty(html, 'og:image'), 'og:image').toMatch(/^https?:\/\/[^/]+\/\S+\.(jpe?g|png|webp|avif)$/);
  });
}

for (const expected of pages) {
  test(`${expected.path} is prerendered with its content, title and canonical link`, async ({ request }) => {
    const response = await request.get(expected.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<title>${expected.title} \\| Aura Skin &amp; Hair Clinic</title>`));
    expect(html).toContain(`rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${expected.path}"`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const text of expected.content) expect(html).toContain(text.replace(/&/g, '&amp;'));
  });

  test(`${expected.path} shows its heading and key content without console errors`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(expected.path);
    await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
    for (const text of expected.content) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test.describe('about page', () => {
  test('the experience counter counts up to its figure when scrolled into view', async ({ page }) => {
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'Year Experience' });
    await block.scrollIntoViewIfNeeded();
    // The animated figure (the real one is also there as hidden text for screen readers).
    await expect(block.locator('[aria-hidden="true"]')).toHaveText(`${experienceBlock.value} +`);
  });

  test('the experience figure is in the raw HTML, for readers without JavaScript', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    expect(html).toContain(`<span aria-hidden="true">${experienceBlock.value} +</span>`);
    expect(html).not.toContain('<span aria-hidden="true">0 +</span>');
  });

  test('How We Work has the clinic phone link, and Book an Appointment opens the appointment form', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: '+91 98220 12345' }).first()).toHaveAttribute('href', 'tel:+919822012345');
    await page.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('wellness page', () => {
  test('Start Your Plan opens the appointment form and Talk to an Expert goes to the contact page', async ({ page }) => {
    await page.goto('/wellness');
    await page.getByRole('button', { name: 'Start Your Plan' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Talk to an Expert →' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('the counters reach 25+ and 1200+', async ({ page }) => {
    await page.goto('/wellness');
    const counters = page.getByRole('region', { name: 'Our wellness programmes in numbers' });
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.locator('[aria-hidden="true"]')).toHaveText(['25+', '1200+']);
  });

  test('the counters read 25+ and 1200+ in the raw HTML, for readers without JavaScript', async ({ request }) => {
    const html = await (await request.get('/wellness')).text();
    expect(html).toContain('<span aria-hidden="true">25+</span>');
    expect(html).toContain('<span aria-hidden="true">1200+</span>');
    expect(html).not.toContain('<span aria-hidden="true">0+</span>');
  });
});

test.describe('gallery page', () => {
  test('a photo opens in a full-screen overlay that Escape, × and a click outside close', async ({ page }) => {
    await page.goto('/gallery');
    const tile = page.getByRole('button', { name: 'View larger photo: Reception and waiting lounge' });
    await tile.click();
    const overlay = page.getByRole('dialog', { name: 'Reception and waiting lounge' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('img')).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
    // Tab stays inside the overlay.
    await page.keyboard.press('Tab');
    await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.click();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();

    await tile.click();
    await expect(overlay).toBeVisible();
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(overlay).toBeHidden();
  });

  test('the overlay opens from the keyboard, and a video opens with its controls', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Play video: A calm, unhurried facial session' }).focus();
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'A calm, unhurried facial session' });
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('video')).toHaveAttribute('controls', '');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });

  test('stock photos are links to Pexels that open in a new tab', async ({ page }) => {
    await page.goto('/gallery');
    const link = page.getByRole('link', { name: /^View photo on Pexels/ }).first();
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/photo\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('reviews demo page', () => {
  test('shows one review on a phone and three on a desktop, and the controls move it', async ({ page }, testInfo) => {
    await page.goto('/reviews-demo');
    const slider = page.getByRole('region', { name: 'Customer Reviews' });
    const perPage = device(testInfo) === 'phone' ? 1 : 3;
    await expect(slider.getByRole('group')).toHaveCount(perPage);
    const firstShown = await slider.getByRole('group').first().getAttribute('aria-label');
    expect(firstShown).toBe(`1 of 8`);
    await slider.getByRole('button', { name: 'Next reviews' }).click();
    await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', `${perPage + 1} of 8`);
    await slider.getByRole('button', { name: 'Previous reviews' }).click();
    await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', '1 of 8');
  });

  for (const width of [768, 900, 1023]) {
    test(`shows two reviews side by side on a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/reviews-demo');
      const slider = page.getByRole('region', { name: 'Customer Reviews' });
      await expect(slider.getByRole('group')).toHaveCount(2);
      await expect(slider.getByRole('group')).toHaveText([/.+/, /.+/]);
      await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', '1 of 8');
      // Both are on screen, next to each other.
      const [first, second] = await Promise.all([0, 1].map((index) => slider.getByRole('group').nth(index).boundingBox()));
      expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
      expect(second!.x + second!.width).toBeLessThanOrEqual(width);
      await slider.getByRole('button', { name: 'Next reviews' }).click();
      await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', '3 of 8');
      await expect(slider.getByRole('group')).toHaveCount(2);
    });
  }
});

test.describe('contact page', () => {
  test('Show map puts the Google Maps frame in place, and the plain link stays', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    const frame = page.locator('iframe[title^="Map showing"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
  });

  test('phone and e-mail are tel: and mailto: links', async ({ page }) => {
    await page.goto('/contact');
    const details = page.locator('main address').first();
    await expect(details.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
    await expect(details.getByRole('link', { name: 'care@auraskinclinic.in' })).toHaveAttribute('href', 'mailto:care@auraskinclinic.in');
  });

  test('the contact form sends a message through the API to the clinic inbox', async ({ page, request }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Your Details' });
    const subject = `Question about acne scars ${Date.now()}`;
    await form.getByLabel('Name', { exact: true }).fill('Sneha Patil');
    await form.getByLabel('Email', { exact: true }).fill('sneha.patil@example.com');
    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill('Hello, I would like to know how many MNRF sessions acne scars usually need.');
    // A form sent within 3 s of being shown is held as suspected spam; a person takes longer.
    await page.waitForTimeout(3100);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('');

    await expect
      .poll(async () => {
        const received = (await (await request.get(`${forwarderURL}/received`)).json()) as Array<{ fields: Record<string, string> }>;
        return received.find((entry) => entry.fields.subject === subject)?.fields;
      }, { timeout: 20_000 })
      .toMatchObject({ name: 'Sneha Patil', email: 'sneha.patil@example.com', _subject: 'New Contact Message' });
  });

  test('an incomplete contact form says what to fix', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Your Details' });
    await form.getByLabel('Name', { exact: true }).fill('Sneha Patil');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please fill in all required fields correctly.')).toBeVisible();
  });

  test("the form's privacy notice links to the privacy page", async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('form', { name: 'Your Details' }).getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });
});

test.describe('privacy page', () => {
  test('the contents link to each section by its anchor', async ({ page }) => {
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Your rights' }).click();
    await expect(page).toHaveURL(/\/privacy#your-rights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
  });
});
