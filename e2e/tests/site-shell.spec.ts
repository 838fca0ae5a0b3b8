import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

test.describe('the site through nginx', () => {
  test('home page is prerendered: its content is in the raw HTML', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Aura Skin &amp; Hair Clinic</h1>');
    expect(html).toMatch(/<title>[^<]*Aura Skin &amp; Hair Clinic[^<]*<\/title>/);
    expect(html).toContain('rel="canonical"');
    // One inline executable script, the tap holder, allowed by its hash; everything else runs under
    // script-src 'self'. Data blocks (JSON-LD, the page's content as JSON) are never run.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[2]);
    expect(inline).toHaveLength(1);
    expect(html).toMatch(/<script type="application\/json" id="site-data">/);
    const csp = response.headers()['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(inline[0]).digest('base64')}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['server']).toBe('nginx');
  });

  test('the API answers through nginx, each security header once', async ({ request }) => {
    const response = await request.get('/api/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, instance: expect.stringMatching(/^[0-9a-f]{12}$/), database: 'up', objectStore: 'up' });
    const headers = response.headersArray();
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(headers.filter((header) => header.name.toLowerCase() === name), name).toHaveLength(1);
    }
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });

  test('a request body too large for nginx gets the API’s JSON shape and the image message', async ({ request }) => {
    const response = await request.post('/api/api/news', {
      headers: { 'content-type': 'application/octet-stream' },
      data: Buffer.alloc(13 * 1024 * 1024, 1),
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ success: false, message: 'Image size should be less than 5MB' });
  });

  test('a 1 MB body to a visitor form or the sign-in is refused by nginx as JSON, before the API reads it', async ({ request }) => {
    for (const path of ['/api/api/enquiries/newsletter', '/api/api/admin-login']) {
      const response = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ email: 'asha@example.in', padding: 'x'.repeat(1024 * 1024) }),
      });
      expect(response.status(), path).toBe(413);
      expect(response.headers()['content-type'], path).toContain('application/json');
      expect(response.headers()['server'], path).toBe('nginx');
      expect(await response.json(), path).toEqual({ success: false, message: 'The request is too large.' });
    }
  });

  test('home page hydrates without errors and navigates on the client', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Skin & Hair Clinic' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('an unknown address shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('hashed assets are cached for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});
