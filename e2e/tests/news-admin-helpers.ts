// Shared by news.spec.ts and admin.spec.ts: real PNG files made in the test, and the admin's API
// calls used to set up and clean up articles around what the browser does.
import { expect, type APIRequestContext, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { baseURL, e2eAdmin } from '../playwright.config';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG: a diagonal gradient between two colours (e.g. the clinic's teal and sand). */
export function pngImage(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const teal: [number, number, number] = [31, 78, 74];
export const sand: [number, number, number] = [246, 239, 231];
export const blush: [number, number, number] = [233, 201, 189];

/**
 * An API client signed in as the admin, for a whole spec file. Sign-ins are limited per address
 * (about 100 an hour, shared by every spec of a run), so each file signs in once and reuses it.
 */
export async function adminApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  // One connection per call: this client lives across tests, and a kept-alive connection left idle
  // as long as nginx keeps it (keepalive_timeout) can be closed by nginx just as the next call is sent.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
  await signInForApi(api);
  return api;
}

/** Gives a browser context the admin session of an API client, so a page opens the dashboard signed in. */
export async function shareSession(api: APIRequestContext, context: BrowserContext) {
  await context.addCookies((await api.storageState()).cookies);
}

/** Signs the admin in for API calls made with this request context (it keeps the cookie). */
export async function signInForApi(request: APIRequestContext) {
  const response = await request.post('/api/api/admin-login', { data: e2eAdmin });
  expect(response.status(), await response.text()).toBe(200);
}

export interface ArticleFields {
  title: string;
  excerpt?: string;
  heroIntro?: string;
  contentIntro?: string;
  paragraphs?: string[];
  tags?: string[];
  /** Titles of other articles the admin picks for this one's 'Popular News'. */
  popular?: string[];
  cardImage?: Buffer;
  /** The picture shown on the article's own page. */
  contentImage?: Buffer;
}

/** Adds an article through the API and returns it as the API shows it. */
export async function createArticle(request: APIRequestContext, fields: ArticleFields) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: fields.title,
    excerpt: fields.excerpt ?? `${fields.title}: what our dermatologists want you to know.`,
    heroIntro: fields.heroIntro ?? 'Advice from the clinic.',
    contentIntro: fields.contentIntro ?? 'An introduction.',
    paragraphs: JSON.stringify(fields.paragraphs ?? ['A first paragraph.']),
    tags: JSON.stringify(fields.tags ?? ['Skin care']),
    popular: JSON.stringify(fields.popular ?? []),
  };
  if (fields.cardImage) multipart.cardImage = { name: 'card.png', mimeType: 'image/png', buffer: fields.cardImage };
  if (fields.contentImage) multipart.contentImage = { name: 'content.png', mimeType: 'image/png', buffer: fields.contentImage };
  const response = await request.post('/api/api/news', { multipart });
  expect(response.status(), await response.text()).toBe(201);
  const { item } = await response.json();
  return item as { slug: string; title: string; cardImage: string | null; date: string };
}

/** Deletes articles, ignoring ones already gone. */
export async function deleteArticles(request: APIRequestContext, slugs: string[]) {
  for (const slug of slugs) await request.delete(`/api/api/news/${encodeURIComponent(slug)}`);
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signInInBrowser(page: Page, credentials = e2eAdmin) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText(`Signed in as ${credentials.username}`)).toBeVisible();
}

/** A title no other test (or earlier run on the same stack) uses. */
export const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
