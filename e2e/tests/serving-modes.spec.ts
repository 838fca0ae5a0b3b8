import { expect, test } from './fixtures';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { baseURL, nodeModeURL } from '../playwright.config';

// The same site served by nginx (SITE_SERVER=nginx) and by the API itself (SITE_SERVER=node, the
// default on a machine without nginx) must answer alike: same status, type, compression, security
// headers and caching, so a visitor cannot tell them apart.

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** A plain HTTP GET, headers and bytes exactly as sent (no client-side decompression). */
function get(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(response.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers a visitor's browser and any cache between act on. */
const COMPARED = [
  'content-type',
  'content-encoding',
  'vary',
  'cache-control',
  'expires',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const decoded = (answer: Answer) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body);

test.describe('the site served by nginx and by the API itself', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers do not depend on the screen');

  test('answer every kind of address alike, compressed from the files the build wrote', async () => {
    const home = (await get(baseURL, '/', {})).body.toString('utf8');
    const script = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    const stylesheet = home.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    const image = home.match(/(\/images\/[^"' ,]+\.webp)/)?.[1];
    expect(script && stylesheet && image, 'the home page links a script, a stylesheet and an image').toBeTruthy();

    const paths = [
      '/',
      '/about',
      '/service/anti-aging',
      '/service/no-such-treatment',
      '/news',
      '/news/no-such-article',
      '/admin-login',
      script!,
      stylesheet!,
      image!,
      '/brand/logo.svg',
      '/sitemap.xml',
      '/sitemap-news.xml',
      '/robots.txt',
      '/api/api/news',
      '/api/api/news/latest?limit=2',
      '/api/api/news/no-such-article',
      '/api/api/health',
      '/no-such-page',
      '/assets/no-such-file.js',
      '/.vite/manifest.json',
      '/api/api/no-such-thing',
    ];
    for (const [label, extra] of [
      ['plain', {}],
      ['behind a TLS proxy', { 'X-Forwarded-Proto': 'https' }],
    ] as const) {
      for (const path of paths) {
        const headers = { 'Accept-Encoding': 'gzip', ...extra };
        const [nginx, node] = await Promise.all([get(baseURL, path, headers), get(nodeModeURL, path, headers)]);
        const what = `${path} (${label})`;
        expect(node.status, `${what}: status`).toBe(nginx.status);
        // The articles' sitemap lists each stack's own articles: with none or one it is too short to
        // be worth compressing, so whether it comes compressed depends on the stack, not the server.
        const compared = path === '/sitemap-news.xml' ? COMPARED.filter((name) => name !== 'content-encoding' && name !== 'vary') : COMPARED;
        for (const name of compared) expect(node.headers[name], `${what}: ${name}`).toBe(nginx.headers[name]);
        expect(Boolean(node.headers.etag), `${what}: etag`).toBe(Boolean(nginx.headers.etag));
        // The news page and the articles' sitemap list each stack's own articles.
        if (!path.startsWith('/api/') && path !== '/news' && path !== '/sitemap-news.xml') expect(decoded(node).equals(decoded(nginx)), `${what}: the same bytes`).toBe(true);
      }
    }
  });

  test('send every text file compressed, brotli when the browser takes it', async () => {
    const home = (await get(nodeModeURL, '/', {})).body.toString('utf8');
    const scripts = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of ['/', ...scripts, '/sitemap.xml']) {
      const brotli = await get(nodeModeURL, path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toBe('Accept-Encoding');
      const plain = await get(nodeModeURL, path, {});
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(brotli.body.length, path).toBeLessThan(plain.body.length);
    }
  });
});
