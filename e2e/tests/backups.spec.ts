import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { replicasStackEnv, replicasURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { blush, createArticle, pngImage, signInForApi, teal, uniqueTitle } from './news-admin-helpers';

/**
 * The backup drill on the stack `make start` runs (its two-process variant): data in, `make
 * backup`, a backup with one byte changed refused, the article deleted, `make restore` with a
 * patient's write answered 503 while it runs, and the site showing the article and its image
 * again by itself. The same drill runs on compose inside the Compose test.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const PASSPHRASE = 'drill-passphrase-for-the-clinic';

test.describe('make backup and make restore on the make start stack', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'an operator’s commands: once is enough');

  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-drill-'));
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const operatorEnv = () => ({ ...process.env, ...replicasStackEnv, BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: folder });
  const make = (...args: string[]) => promisify(execFile)('make', ['--no-print-directory', ...args], { cwd: repo, env: operatorEnv(), maxBuffer: 16 * 1024 * 1024 });
  const refused = (...args: string[]) =>
    make(...args).then(
      () => {
        throw new Error(`make ${args.join(' ')} passed`);
      },
      (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
    );

  test('a backup brings back a deleted article and its image; a changed one is refused; writes wait for the restore', async ({ playwright, page }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: replicasURL, extraHTTPHeaders: { Connection: 'close' } });
    await signInForApi(api);
    const article = await createArticle(api, {
      title: uniqueTitle('Monsoon care kept in a backup'),
      cardImage: pngImage(1200, 800, teal, blush),
      contentImage: pngImage(900, 600, blush, teal),
    });
    const form = (path: string, data: Record<string, unknown>) => api.post(`/api/api/enquiries/${path}`, { data: { startedAt: Date.now() - 10_000, ...data } });
    expect((await form('callback', { name: 'Asha Kulkarni', phone: '9822012345' })).status()).toBe(201);
    expect((await form('newsletter', { email: `drill-${Date.now()}@example.in` })).status()).toBe(201);

    await page.goto(`${replicasURL}/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const imageUrl = await page.locator('main img[src*="/api/api/media/"]').first().getAttribute('src');
    const imageBefore = await (await api.get(imageUrl!)).body();

    const db = new Client({ connectionString: `postgres://clinic:clinic-local@127.0.0.1:${replicasStackEnv.PG_PORT}/clinic` });
    await db.connect();
    try {
      const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      const tables = ['news_article', 'enquiry', 'content_revision', 'admin_account', 'outgoing_mail'];
      const counts = async () => {
        const rows: Record<string, number> = {};
        for (const table of tables) rows[table] = await count(table);
        return rows;
      };
      const before = await counts();

      const taken = await make('backup');
      expect(`${taken.stdout}${taken.stderr}`).toMatch(/Backup clinic-\d{8}T\d{6}Z\.backup\.age: \d+ tables, \d+ rows, \d+ images/);
      const [name] = readdirSync(folder).filter((file) => file.endsWith('.backup.age'));
      const file = join(folder, name);
      const bytes = readFileSync(file);
      for (const clear of ['INSERT', '"title"', article.title, 'Asha Kulkarni']) expect(bytes.includes(Buffer.from(clear)), clear).toBe(false);
      expect((await make('backup-check', `FILE=${file}`)).stdout).toContain('The backup is whole');
      const changed = join(folder, 'changed.age');
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(flipped.length * 0.7)] ^= 0x20;
      writeFileSync(changed, flipped);
      expect(await refused('backup-check', `FILE=${changed}`)).toContain('The backup is damaged or incomplete');

      expect((await api.delete(`/api/api/news/${article.slug}`)).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toHaveCount(0);

      // A reader holding the articles keeps the restore inside its transaction a moment: a
      // patient's request sent then is refused in words, not accepted and lost.
      const reader = new Client({ connectionString: `postgres://clinic:clinic-local@127.0.0.1:${replicasStackEnv.PG_PORT}/clinic` });
      await reader.connect();
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM news_article');
      const restore = new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn('make', ['--no-print-directory', 'restore', `FILE=${file}`], { cwd: repo, env: operatorEnv() });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      });
      try {
        await expect
          .poll(async () => {
            const res = await form('callback', { name: 'During Restore', phone: '9822055557' });
            return res.status() === 503 ? (await res.json()).message : res.status();
          }, { timeout: 30_000 })
          .toMatch(/^The clinic’s data is being restored from a backup/);
      } finally {
        await reader.query('COMMIT');
        await reader.end();
      }
      const restored = await restore;
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toMatch(/Restored the backup taken .* in [\d.]+ s:/);

      // The site shows the article again by itself (the API republishes it), and its image.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      expect((await (await api.get(imageUrl!)).body()).equals(imageBefore)).toBe(true);
      expect(await counts()).toEqual(before);
    } finally {
      await db.end();
      await api.dispose();
    }
  });
});
