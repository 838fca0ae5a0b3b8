import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_ARTICLES } from '../src/seed/demo-articles';
import { DemoArticlesSeeder } from '../src/seed/demo-articles.seeder';
import { createTestApp, storedObjectKeys, TestApp } from './setup/test-app';

describe('demo articles (SEED_DEMO_CONTENT=true)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('fills an empty news table with realistic articles whose images are served', async () => {
    const res = await request(sut.http).get('/api/api/news').expect(200);
    expect(res.body.items).toHaveLength(DEMO_ARTICLES.length);
    for (const item of res.body.items) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.content.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(item.cardImageSet.srcSet).toMatch(/480w, .* 960w, .* 1600w$/);
      await request(sut.http).get(item.cardImage).expect(200).expect('Content-Type', 'image/webp');
      await request(sut.http).get(item.content.image).expect(200);
    }
    const dates = res.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('does not seed again into a table that has articles, even when two instances start at once', async () => {
    const db = sut.app.get(DataSource);
    const before = await db.query(`SELECT id FROM news_article ORDER BY id`);
    const keys = await storedObjectKeys(sut);
    const seeder = sut.app.get(DemoArticlesSeeder);
    await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty()]);
    expect(await db.query(`SELECT id FROM news_article ORDER BY id`)).toEqual(before);
    expect(await storedObjectKeys(sut)).toEqual(keys);
  });

  it('seeds once when two instances find the table empty at the same moment', async () => {
    const db = sut.app.get(DataSource);
    await db.query(`DELETE FROM news_article`);
    const seeder = sut.app.get(DemoArticlesSeeder);
    await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty()]);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM news_article`);
    expect(n).toBe(DEMO_ARTICLES.length);
  });
});

describe('demo articles (SEED_DEMO_CONTENT unset)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('leaves the news empty', async () => {
    expect((await request(sut.http).get('/api/api/news').expect(200)).body.items).toEqual([]);
  });

  it('serves the OpenAPI description of the news and admin API when docs are on', async () => {
    const docs = await createTestApp({ API_DOCS: 'true' });
    try {
      const res = await request(docs.http).get('/api/api/docs-json').expect(200);
      expect(Object.keys(res.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/api/news',
          '/api/api/news/latest',
          '/api/api/news/{slug}',
          '/api/api/news/{slug}/head',
          '/api/api/admin-login',
          '/api/api/admin-logout',
          '/api/api/admin/profile',
          '/api/api/admin/change-password',
          '/api/api/admin/change-username',
          '/api/api/media/{key}',
        ]),
      );
      expect(res.body.paths['/api/api/news'].post.requestBody.content).toHaveProperty('multipart/form-data');
    } finally {
      await docs.close();
    }
  });
});
