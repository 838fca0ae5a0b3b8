import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SiteHeaders } from '../src/site/static-site';
import { createTestApp, signIn, TestApp } from './setup/test-app';

/** A built site in miniature: the files the prerenderer writes, each saying which one it is. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-'));
  const page = (body: string, head = '<title>Aura Skin &amp; Hair Clinic</title>') =>
    `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home page'),
    'service/anti-aging/index.html': page('Anti-Ageing Treatment'),
    'appointment/index.html': page('Your appointment', '<meta name="referrer" content="no-referrer">'),
    '404.html': page('Page not found'),
    '__spa-fallback.html': page(''),
    '__service-not-found.html': page('Service not found', '<meta name="robots" content="noindex">'),
    '__article-shell.html': page('', '<!--# include virtual="/api/api/news/${article_slug}/head" -->'),
    'assets/site-abc123.js': `console.log(${JSON.stringify('clinic '.repeat(200))})`,
    'images/hero.webp': 'RIFF-not-really-an-image',
    'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
    '.vite/manifest.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  // As the build's precompress step writes them, each variant marked so the test sees which was sent.
  writeFileSync(join(dir, 'assets/site-abc123.js.br'), brotliCompressSync('/* br */'));
  writeFileSync(join(dir, 'assets/site-abc123.js.gz'), gzipSync('/* gzip */'));
  return dir;
}

const headers: SiteHeaders = {
  security: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY', 'Permissions-Policy': 'camera=()' },
  page: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': "default-src 'self'; script-src 'self'" },
  hsts: 'max-age=31536000; includeSubDomains',
  assets: { 'X-Content-Type-Options': 'nosniff' },
  assetsCacheControl: 'public, max-age=31536000, immutable',
  artworkCacheControl: 'public, max-age=604800',
  patientLink: { pattern: '^/appointment(/+(index\\.html)?)?$', referrerPolicy: 'no-referrer' },
};
const csp = headers.page['Content-Security-Policy'];

describe('the built site served by the API (make start without nginx)', () => {
  let site: string;
  let sut: TestApp;

  beforeAll(async () => {
    site = builtSite();
    sut = await createTestApp({ STATIC_SITE_DIR: site, SITE_HEADERS: JSON.stringify(headers) });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('serves a prerendered page with the page policy and no-cache', async () => {
    const res = await request(sut.http).get('/service/anti-aging').expect(200);
    expect(res.text).toContain('Anti-Ageing Treatment');
    expect(res.headers['content-security-policy']).toBe(csp);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, artwork for a week, and sends neither the page policy', async () => {
    const asset = await request(sut.http).get('/assets/site-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe(headers.assetsCacheControl);
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    // A script is no document: nosniff, and none of the headers only a document acts on.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
    const image = await request(sut.http).get('/images/hero.webp').expect(200);
    expect(image.headers['cache-control']).toBe(headers.artworkCacheControl);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-frame-options']).toBe('DENY');
    // None of the API's own headers on the site's files.
    expect(image.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends the compressed file the build wrote: brotli when accepted, else gzip, else the plain one', async () => {
    const brotli = await request(sut.http).get('/assets/site-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.text).toBe('/* br */');
    const gzip = await request(sut.http).get('/assets/site-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe('/* gzip */');
    const plain = await request(sut.http).get('/assets/site-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('clinic clinic');
  });

  it('answers an unknown file, a dot-file and the internal pages with the not-found page', async () => {
    for (const path of ['/assets/missing.js', '/.vite/manifest.json', '/__spa-fallback.html', '/404.html']) {
      const res = await request(sut.http).get(path).expect(404);
      expect(res.text).toContain('Page not found');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(csp);
    }
  });

  it('sends the sitemap with the page headers, as nginx does for files at the root', async () => {
    const res = await request(sut.http).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('adds HSTS only for visitors who came over https', async () => {
    const plain = await request(sut.http).get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(sut.http).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe(headers.hsts);
  });

  it("sends no Referer from the patient's appointment page, whose address may hold a link's token", async () => {
    for (const path of ['/appointment', '/appointment/', '/appointment?token=abc.def.ghi']) {
      const res = await request(sut.http).get(path).expect(200);
      expect(res.text).toContain('Your appointment');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await request(sut.http).get('/service/anti-aging').expect(200)).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives API answers the security headers nginx adds', async () => {
    const res = await request(sut.http).get('/api/api/health').expect(200);
    expect(res.headers['permissions-policy']).toBe('camera=()');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers.vary).toBeUndefined();
    const missing = await request(sut.http).get('/api/api/no-such-thing').set('Accept-Encoding', 'gzip').expect(404);
    expect(missing.body.success).toBe(false);
  });

  it("answers 404 with 'Service not found' for an unknown treatment", async () => {
    const res = await request(sut.http).get('/service/no-such-treatment').expect(404);
    expect(res.text).toContain('Service not found');
    expect(res.text).toContain('noindex');
  });

  it("fills an article's own title and description into the raw HTML of its page", async () => {
    const cookie = await signIn(sut.http);
    const created = await request(sut.http)
      .post('/api/api/news')
      .set('Cookie', cookie)
      .field('title', 'Sunscreen for Indian skin')
      .field('excerpt', 'How much to apply, and how often.')
      .field('heroIntro', 'A dermatologist explains.')
      .field('contentIntro', 'Sunscreen is the simplest daily habit.')
      .field('paragraphs', JSON.stringify(['Apply two finger lengths.']))
      .field('tags', JSON.stringify(['Sunscreen']))
      .field('popular', JSON.stringify([]))
      .expect(201);
    expect(created.body.success).toBe(true);
    const { body } = await request(sut.http).get('/api/api/news').expect(200);
    const slug = body.items[0].slug as string;

    const res = await request(sut.http).get(`/news/${slug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Sunscreen for Indian skin');
    expect(res.text).toContain('How much to apply, and how often.');
    expect(res.text).not.toContain('<!--#');
  });

  it('marks an unknown article noindex in the raw HTML', async () => {
    const res = await request(sut.http).get('/news/no-such-article').expect(200);
    expect(res.text).toContain('noindex');
    expect(res.text).not.toContain('<!--#');
  });

  it('sends the SPA shell for the admin pages and the not-found page elsewhere', async () => {
    const admin = await request(sut.http).get('/admin-login').expect(200);
    expect(admin.text).toContain('<div id="root"></div>');
    // Each of the dashboard's sections and items has an address a refresh or a colleague opens.
    for (const address of ['/admin-dashboard', '/admin-dashboard/agenda', '/admin-dashboard/content/treatments/anti-aging', '/admin-dashboard/enquiries/0b6f3c52-6f1e-4b8e-9d51-3c0d9a7e2f10/']) {
      const dashboard = await request(sut.http).get(address).expect(200);
      expect(dashboard.text).toContain('<div id="root"></div>');
    }
    await request(sut.http).get('/admin-dashboard/../.env').expect(404);
    await request(sut.http).get('/admin-dashboard/content/x.html').expect(404);
    const missing = await request(sut.http).get('/no-such-page').expect(404);
    expect(missing.text).toContain('Page not found');
  });

  it('leaves the API to the API', async () => {
    const res = await request(sut.http).get('/api/api/no-such-thing').expect(404);
    expect(res.body.success).toBe(false);
  });
});
