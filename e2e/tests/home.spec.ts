import { expect, test, type Page } from './fixtures';
import { experienceBlock } from '../../frontend/src/content/about';
import { concernForTreatment } from '../../frontend/src/content/appointment';
import { clinic } from '../../frontend/src/content/clinic';
import { homeFaq } from '../../frontend/src/content/faq';
import { figures } from '../../frontend/src/content/figures';
import { builtInReviewSummaries } from '../../frontend/src/content/review-summaries';
import { homeGallery } from '../../frontend/src/content/gallery';
import { aboutTeaser, careBand, consultationBanner, founderMessage, latestNews, newsletterBlock, serviceGrid, whyChoose } from '../../frontend/src/content/home';
import { searchReviewsSection, testimonialCarousels } from '../../frontend/src/content/reviews';
import { reelsSection, shortVideosSection } from '../../frontend/src/content/videos';
import { findTreatment, treatmentMenu } from '../../frontend/src/content/treatments';

/** The home page's section headings, in the spec's order (the hero's is the call-back form's). */
const sectionHeadings = [
  'Request A Call Back',
  careBand.heading,
  serviceGrid.heading,
  aboutTeaser.heading,
  founderMessage.heading,
  whyChoose.heading,
  searchReviewsSection.heading,
  `${builtInReviewSummaries.directory.source} reviews`,
  'Year Experience',
  homeGallery.heading,
  consultationBanner.heading,
  reelsSection.heading,
  shortVideosSection.heading,
  ...testimonialCarousels.map((carousel) => carousel.heading),
  homeFaq.heading,
  latestNews.heading,
  newsletterBlock.heading,
];

/** Console errors and warnings (a hydration mismatch among them) and uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('home page', () => {
  test('loads and hydrates with no console errors or hydration warnings', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Request A Call Back' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Interact once, so a page that hydrated wrongly would show it.
    await page.getByRole('button', { name: 'Show slide 2' }).click();
    await expect(page.getByRole('group', { name: '2 of 6' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('ships its sections, title and meta tags in the raw HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<title>[^<]*Aura Skin &amp; Hair Clinic[^<]*<\/title>/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"MedicalClinic"');
    for (const heading of [serviceGrid.heading, whyChoose.heading, homeFaq.heading]) expect(html).toContain(`>${heading.replace(/&/g, '&amp;')}</h2>`);
    // The first slide's artwork is the largest paint: loaded at once, with high priority.
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  test('shows every section in the spec’s order', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    let previousTop = -1;
    for (const name of sectionHeadings) {
      const heading = main.getByRole('heading', { name, exact: true }).first();
      await heading.scrollIntoViewIfNeeded();
      await expect(heading, name).toBeVisible();
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top, `${name} comes after the section before it`).toBeGreaterThan(previousTop);
      previousTop = top;
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('counts the About Us figures up when they come into view', async ({ page }) => {
    await page.goto('/');
    const counters = page.locator('dl').filter({ hasText: figures.aboutTeaser.years.label });
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.getByText(`${figures.aboutTeaser.years.value}+`, { exact: true }).first()).toBeVisible();
    await expect(counters.getByText(`${figures.aboutTeaser.clients.value}+`, { exact: true }).first()).toBeVisible();
  });

  test('Learn More opens the treatment page and Book Now opens the appointment dialog with its concern', async ({ page }) => {
    await page.goto('/');
    const first = findTreatment(serviceGrid.ids[0])!;
    const book = page.getByRole('button', { name: `${serviceGrid.bookNowLabel}: ${first.title}` });
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Concern')).toHaveValue(concernForTreatment(first.id));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
    await page.getByRole('link', { name: `${serviceGrid.learnMoreLabel} about ${first.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${first.id}$`));
  });

  test('the care band and both buttons of the consultation banner open the appointment dialog', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    const band = page.getByRole('region', { name: careBand.heading });
    const banner = page.getByRole('region', { name: consultationBanner.heading });
    const buttons = [
      band.getByRole('button', { name: careBand.buttonLabel }),
      banner.getByRole('button', { name: consultationBanner.primaryButtonLabel }),
      banner.getByRole('button', { name: consultationBanner.secondaryButtonLabel }),
    ];
    for (const button of buttons) {
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('shows the final figures of its counters in the raw HTML, for readers without JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const { years, clients } = figures.aboutTeaser;
    expect(html).toContain(`<span aria-hidden="true">${years.value}+</span>`);
    expect(html).toContain(`<span aria-hidden="true">${clients.value}+</span>`);
    expect(html).toContain(`<span aria-hidden="true">${experienceBlock.value} +</span>`);
  });

  test('the chat button opens WhatsApp in a new tab with the booking message', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(clinic.whatsapp.bookingMessage)}`);
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('the footer links the admin sign-in without a visible label', async ({ page }) => {
    await page.goto('/');
    const admin = page.getByRole('contentinfo').getByRole('link', { name: 'Admin sign-in' });
    await expect(admin).toHaveAttribute('href', '/admin-login');
    await expect(admin).toHaveText('');
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the dropdowns are for wide screens');

  test('a dropdown opens on hover, shows a flyout of treatments and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const skin = nav.getByRole('button', { name: 'Skin', exact: true });
    const group = treatmentMenu.find((menu) => menu.category === 'skin')!.groups[1];
    await skin.hover();
    await expect(skin).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: group.label }).hover();
    const link = nav.getByRole('link', { name: group.treatments[0].title });
    await expect(link).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(skin).toHaveAttribute('aria-expanded', 'false');
    await skin.hover();
    await nav.getByRole('button', { name: group.label }).hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/service/${group.treatments[0].id}$`));
    await expect(skin).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hair = nav.getByRole('button', { name: 'Hair', exact: true });
    const group = treatmentMenu.find((menu) => menu.category === 'hair')!.groups[0];
    await hair.focus();
    await page.keyboard.press('Enter');
    await expect(hair).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: group.label })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: group.treatments[0].title })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(hair).toHaveAttribute('aria-expanded', 'false');
    await expect(hair).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(hair).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu is for small screens');

  test('opens from the hamburger, locks the page and closes on X, backdrop and Escape', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const scrollLocked = () => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

    await open.click();
    await expect(menu).toBeVisible();
    expect(await scrollLocked()).toBe(true);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await scrollLocked()).toBe(false);
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('expands the treatment groups and navigates, closing itself', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const group = treatmentMenu.find((entry) => entry.category === 'homeopathic')!.groups[0];
    await menu.getByRole('button', { name: 'Homeopathic' }).click();
    await menu.getByRole('button', { name: group.label }).click();
    await menu.getByRole('link', { name: group.treatments[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${group.treatments[0].id}$`));
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Wellness' }).click();
    await expect(page).toHaveURL(/\/wellness$/);
  });
});
