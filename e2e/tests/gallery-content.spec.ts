import { expect, test, type APIRequestContext } from './fixtures';
import { adminApi, blush, pngImage, sand, shareSession, teal } from './news-admin-helpers';

// The clinic shows its own rooms: in Site content → Gallery it puts its photos in place of the
// site's pictures, takes the stock-photo links away, and the Gallery page and the home page's
// gallery section show them (in their raw HTML too) within seconds.

const GALLERY = '/api/api/admin/content/gallery';
const RECEPTION = { caption: 'Our reception on a Monday morning', alt: 'The clinic’s reception desk with two patients waiting in soft daylight' };
const LASER = { caption: 'Laser room two, ready for a session', alt: 'A laser treatment bed under a ring light beside the diode laser' };

async function untilRawHtml(api: APIRequestContext, paths: string[], check: (html: string) => boolean) {
  await expect
    .poll(
      async () => {
        for (const path of paths) if (!check(await (await api.get(path, { headers: { Accept: 'text/html' } })).text())) return `${path} not yet`;
        return 'all';
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe('all');
}

test.describe('the clinic’s own gallery', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'one edit of the gallery, at desktop width');

  test('two photos of the clinic replace the site’s, the stock links go, and / and /gallery show them', async ({ page, playwright, request }) => {
    const api = await adminApi(playwright);
    await shareSession(api, page.context());
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Site content' }).click();
    await page.getByRole('navigation', { name: 'Site content' }).getByRole('button', { name: 'Gallery' }).click();
    await expect(page.getByRole('group', { name: 'Gallery item 5: Stock photo link' })).toBeVisible();

    try {
      // The first photo: the site's reception picture gives way to the clinic's own.
      const first = page.getByRole('group', { name: 'Gallery item 1: Photo' });
      await first.getByLabel('Upload a photo: Photo').setInputFiles({ name: 'reception.png', mimeType: 'image/png', buffer: pngImage(1200, 900, teal, blush) });
      await expect(first.getByLabel('Photo', { exact: true })).toHaveValue('uploaded');
      await first.getByLabel('Caption').fill(RECEPTION.caption);
      await first.getByLabel('Description for screen readers').fill(RECEPTION.alt);

      // The laser room (item 4) too.
      const laser = page.getByRole('group', { name: 'Gallery item 4: Photo' });
      await laser.getByLabel('Upload a photo: Photo').setInputFiles({ name: 'laser.png', mimeType: 'image/png', buffer: pngImage(1000, 750, sand, teal) });
      await expect(laser.getByLabel('Photo', { exact: true })).toHaveValue('uploaded');
      await laser.getByLabel('Caption').fill(LASER.caption);
      await laser.getByLabel('Description for screen readers').fill(LASER.alt);

      // Both stock photo links go (items 5 and 11; after the first, the second is item 10).
      await page.getByRole('button', { name: 'Remove Gallery item 5' }).click();
      await expect(page.getByRole('group', { name: 'Gallery item 10: Stock photo link' })).toBeVisible();
      await page.getByRole('button', { name: 'Remove Gallery item 10' }).click();
      await expect(page.getByRole('group', { name: /Stock photo link$/ })).toHaveCount(0);

      // With the keyboard, the laser room moves up to third place; focus stays with it.
      await page.getByRole('button', { name: 'Move Gallery item 4 up' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Move Gallery item 3 up' })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Gallery item 3: Photo' }).getByLabel('Caption')).toHaveValue(LASER.caption);

      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Saved. The site shows it within a few seconds.')).toBeVisible();
      const { item } = (await (await api.get(GALLERY)).json()) as { item: { items: Array<{ caption: string; url: { key: string; variants: Array<{ key: string }> } }> } };
      const reception = item.items[0].url;
      const laserPhoto = item.items[2].url;
      expect(item.items[2].caption).toBe(LASER.caption);

      // In the raw HTML of both pages, over plain HTTP, with no script run.
      await untilRawHtml(request, ['/gallery', '/'], (html) => html.includes(RECEPTION.caption) && html.includes(LASER.caption) && html.includes(`/api/api/media/${reception.key}`));
      const galleryHtml = await (await request.get('/gallery')).text();
      expect(galleryHtml).toContain(`/api/api/media/${laserPhoto.variants[0].key}`);
      expect(galleryHtml).not.toContain('View photo on Pexels');

      const visitor = await page.context().browser()!.newPage();
      await visitor.goto('/gallery');
      const grid = visitor.getByRole('main');
      await expect(grid.getByText(RECEPTION.caption)).toBeVisible();
      await expect(grid.getByText(/Pexels/)).toHaveCount(0);
      const picture = grid.getByRole('img', { name: RECEPTION.alt });
      await expect(picture).toHaveAttribute('srcset', new RegExp(`/api/api/media/${reception.variants[0].key} \\d+w`));
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // The overlay opens on the clinic's photo, and × closes it.
      await grid.getByRole('button', { name: `View larger photo: ${LASER.caption}` }).click();
      const overlay = visitor.getByRole('dialog', { name: LASER.caption });
      await expect(overlay.getByRole('img', { name: LASER.alt })).toBeVisible();
      await overlay.getByRole('button', { name: 'Close' }).click();
      await expect(overlay).toBeHidden();

      // The home page's section: the clinic's photos first; moving on to the full gallery in the browser shows them too.
      await visitor.goto('/');
      const section = visitor.getByRole('region', { name: 'Inside our clinic' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('img', { name: RECEPTION.alt })).toBeVisible();
      await expect(section.getByText(LASER.caption)).toBeVisible();
      await expect(section.getByRole('img')).toHaveCount(5);
      await section.getByRole('link', { name: 'View All Gallery' }).click();
      await expect(visitor).toHaveURL(/\/gallery$/);
      await expect(visitor.getByRole('main').getByText(LASER.caption)).toBeVisible();
      await expect(visitor.getByRole('main').getByText(/Pexels/)).toHaveCount(0);

      // A patient who opens another page first and then the gallery sees the clinic's photos too.
      const reader = await page.context().browser()!.newPage();
      await reader.goto('/about');
      await reader.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
      await expect(reader).toHaveURL(/\/gallery$/);
      await expect(reader.getByRole('main').getByText(LASER.caption)).toBeVisible();
      await expect(reader.getByRole('main').getByText(/Pexels/)).toHaveCount(0);
      await reader.close();
      await visitor.close();
    } finally {
      await page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Restore the content as the site came' }).click();
      await expect(page.getByText('Restored. The site shows it within a few seconds.')).toBeVisible();
      await api.dispose();
    }
    await untilRawHtml(request, ['/gallery'], (html) => html.includes('View photo on Pexels') && !html.includes(RECEPTION.caption));
  });
});
