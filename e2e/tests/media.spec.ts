import { expect, test } from './fixtures';
import { reelsSection, shortVideosSection } from '../../frontend/src/content/videos';

test.describe('videos on the home page', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium plays the H.264 reels');

  test('the four reels play muted and in a loop, each with its own sound toggle', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: reelsSection.heading });
    await section.scrollIntoViewIfNeeded();
    for (const reel of reelsSection.reels) {
      // On a phone the reels stand in a row that scrolls sideways: each plays once it is in view.
      await section.getByText(reel.caption, { exact: true }).scrollIntoViewIfNeeded();
      const video = section.getByLabel(reel.caption, { exact: true });
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0 && !element.paused)).toBe(true);
    }
    await expect(section.locator('video')).toHaveCount(4);
    const first = reelsSection.reels[0];
    await section.getByText(first.caption, { exact: true }).scrollIntoViewIfNeeded();
    const toggle = section.getByRole('button', { name: `${reelsSection.unmuteLabel}: ${first.caption}` });
    await toggle.click();
    await expect(section.getByLabel(first.caption, { exact: true })).toHaveJSProperty('muted', false);
    await expect(section.getByRole('button', { name: `${reelsSection.muteLabel}: ${first.caption}` })).toBeVisible();
    // The others keep quiet.
    await expect(section.getByLabel(reelsSection.reels[1].caption, { exact: true })).toHaveJSProperty('muted', true);
  });

  test('the reel files are served with a video type and a week of caching', async ({ request }) => {
    const response = await request.get(reelsSection.reels[0].src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('video/mp4');
    expect(response.headers()['cache-control']).toContain('max-age=604800');
  });

  test('nothing is requested from the video service until a visitor presses play', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== 'localhost' && hostname !== '127.0.0.1') thirdParty.push(request.url());
    });
    await page.goto('/');
    const section = page.getByRole('region', { name: shortVideosSection.heading });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: /^Play video/ })).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    await section.getByRole('button', { name: /^Play video/ }).first().click();
    await expect(section.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(section.getByRole('link', { name: 'Not playing? Watch on YouTube' })).toHaveAttribute('href', shortVideosSection.links[0]);
  });
});
