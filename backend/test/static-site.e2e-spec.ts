import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveBuiltSite } from '../src/site/static-site';
import { createTestApp, signIn, TestApp } from './setup/test-app';

/** A built site in miniature: the files the prerenderer writes, each saying which one it is. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-'));
  const page = (body: string, head = '<title>Aura Skin &amp; Hair Clinic</title>') =>
    `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home page'),
    'service/anti-aging/index.html': page('Anti-Ageing Treatment'),
    '404.html': page('Page not found'),
    '__spa-fallback.html': page(''),
    '__service-not-found.html': page('Service not found', '<meta name="robots" content="noindex">'),
    '__article-shell.html': page('', '<!--# include virtual="/api/api/news/${article_slug}/head" -->'),
    'assets/site-abc123.js': 'console.log("clinic")',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('the built site served by the API (make start without nginx)', () => {
  const csp = "default-src 'self'; script-src 'self'";
  let site: string;
  let sut: TestApp;

  beforeAll(async () => {
    site = builtSite();
    sut = await createTestApp({}, (app) => serveBuiltSite(app, site, csp));
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

  it('caches hashed assets for a year', async () => {
    const res = await request(sut.http).get('/assets/site-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
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
    const missing = await request(sut.http).get('/no-such-page').expect(404);
    expect(missing.text).toContain('Page not found');
  });

  it('leaves the API to the API', async () => {
    const res = await request(sut.http).get('/api/api/no-such-thing').expect(404);
    expect(res.body.success).toBe(false);
  });
});
