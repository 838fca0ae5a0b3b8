import { clinic } from '../../frontend/src/content/clinic';
import { expect, test, type Page } from './fixtures';

/**
 * A patient on a 390 × 844 phone: the first screen of the home page books, the Book / Call /
 * WhatsApp bar stays in reach on every page, and it never hides text for good: whatever the page
 * scrolls into view stops above it, and the page's end clears it.
 */
test.describe('a phone’s first screen and its action bar', () => {
  test.skip(({ isMobile }) => !isMobile, 'the action bar and the phone hero are for small screens (desktop has the header button and the chat button)');

  const pages = ['/', '/about', '/service/anti-aging', '/news', '/contact', '/gallery', '/wellness', '/privacy'];
  const bar = (page: Page) => page.getByRole('navigation', { name: 'Book or contact the clinic' });

  /** The box of `locator` lies wholly inside the first screen (above the bar, unless it is in it), and nothing covers its middle. */
  async function fullyShown(page: Page, name: string, locator: ReturnType<Page['locator']>, { inBar = false } = {}) {
    const box = (await locator.boundingBox())!;
    const end = inBar ? page.viewportSize()!.height : (await bar(page).boundingBox())!.y;
    expect(box.y, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} ends ${inBar ? 'on screen' : 'above the bar'}`).toBeLessThanOrEqual(end);
    const onTop = await locator.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(onTop, `${name} is not covered`).toBe(true);
  }

  test('the home page’s first screen asks for a call back and books, with no empty band', async ({ page }) => {
    await page.goto('/');
    // Before the scripts run, as a slow phone shows it.
    const hero = page.getByRole('region', { name: 'Welcome to the clinic' });
    const firstSlide = hero.getByRole('group', { name: '1 of 6' });
    await fullyShown(page, 'Call Me Back', firstSlide.getByRole('button', { name: 'Call Me Back' }));
    await fullyShown(page, 'the phone number field', firstSlide.getByRole('textbox', { name: 'Phone' }));
    await fullyShown(page, 'the bar’s Book', bar(page).getByRole('button', { name: 'Book' }), { inBar: true });

    // The picture starts under the header and the caption follows it without a gap; the slide ends above the bar.
    const header = (await page.getByRole('banner').boundingBox())!;
    const picture = (await firstSlide.locator('picture').boundingBox())!;
    const caption = (await firstSlide.getByText(/^Skin, Hair & Cosmetology Clinic in /).boundingBox())!;
    expect(Math.abs(picture.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(picture.height).toBeGreaterThanOrEqual(150);
    expect(caption.y - (picture.y + picture.height)).toBeLessThanOrEqual(24);
    expect((await hero.boundingBox())!.y + (await hero.boundingBox())!.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y);

    // Every other slide has its booking button on the first screen too.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    for (const slide of [2, 3, 4, 5, 6]) {
      await hero.getByRole('button', { name: `Show slide ${slide}` }).click();
      const shown = hero.getByRole('group', { name: `${slide} of 6` });
      await expect(shown).toHaveAttribute('aria-hidden', 'false');
      await expect(shown.locator('picture img').first()).toBeVisible();
      await fullyShown(page, `slide ${slide}’s booking button`, shown.getByRole('button', { name: 'Book an Appointment' }));
    }
  });

  test('Book, tapped the moment the bar shows, opens the appointment form; Call and WhatsApp reach the clinic', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await bar(page).getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar(page).getByRole('link', { name: `Call the clinic, ${clinic.phone.display}` })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
    const whatsApp = bar(page).getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(clinic.whatsapp.bookingMessage)}`);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    // The floating chat button gives way to the bar on a phone.
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(1);
  });

  for (const path of pages) {
    test(`on ${path} the bar is in reach all the way down and covers no text`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(bar(page)).toBeInViewport();
      // Each piece of text, scrolled into view as a link or a field would be, stops above the bar.
      const hidden = await page.evaluate(async () => {
        const barTop = () => document.querySelector('[data-phone-bar]')!.getBoundingClientRect().top;
        const texts = [...document.querySelectorAll('main h1, main h2, main h3, main p, main li, main dd, main label, main a, main button, footer p, footer a')].filter(
          (element) => element.getClientRects().length > 0 && (element as HTMLElement).offsetParent !== null && element.textContent!.trim() !== '',
        );
        const covered: string[] = [];
        for (const element of texts) {
          element.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
          const { top, bottom, height } = element.getBoundingClientRect();
          // Taller than the screen above the bar: its end can never show above it at once.
          if (height > barTop() - 80) continue;
          if (bottom > barTop() + 0.5 && top < window.innerHeight) covered.push(`${element.tagName} “${element.textContent!.trim().slice(0, 40)}” ends at ${Math.round(bottom)}, the bar starts at ${Math.round(barTop())}`);
        }
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const last = [...document.querySelectorAll('footer p, footer a')].filter((element) => element.getClientRects().length > 0).at(-1)!;
        if (last.getBoundingClientRect().bottom > barTop()) covered.push('the end of the page');
        return covered;
      });
      expect(hidden).toEqual([]);
      await expect(bar(page)).toBeInViewport();
    });
  }
});
