import request from 'supertest';
import { ObjectStoreService } from '../src/storage/object-store.service';
import { createTestApp, pngImage, signIn, TestApp } from './setup/test-app';

describe('GET /media/:key', () => {
  let sut: TestApp;
  let imageUrl: string;
  let variantUrl: string;

  beforeAll(async () => {
    sut = await createTestApp();
    const cookie = await signIn(sut.http);
    const res = await request(sut.http)
      .post('/api/api/news')
      .set('Cookie', cookie)
      .field('title', 'Choosing a chemical peel')
      .attach('cardImage', await pngImage(1200, 800), { filename: 'card.png', contentType: 'image/png' })
      .expect(201);
    imageUrl = res.body.item.cardImage;
    variantUrl = res.body.item.cardImageSet.srcSet.split(', ')[0].split(' ')[0];
  });
  afterAll(async () => {
    await sut.close();
  });

  it('streams the image with its type, a year of immutable caching, an ETag and nosniff', async () => {
    const res = await request(sut.http).get(imageUrl).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const key = imageUrl.split('/').pop()!;
    expect(res.headers.etag).toBe(`"${key.slice(0, 64)}"`);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    await request(sut.http).get(variantUrl).expect(200).expect('Content-Type', 'image/webp');
  });

  it('answers 304 without a body when the browser already has it', async () => {
    const { headers } = await request(sut.http).get(imageUrl).expect(200);
    const res = await request(sut.http).get(imageUrl).set('If-None-Match', headers.etag).expect(304);
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text ?? '').toBe('');
    await request(sut.http).get(imageUrl).set('If-None-Match', `W/"${'0'.repeat(64)}", ${headers.etag}`).expect(304);
    await request(sut.http).get(imageUrl).set('If-None-Match', `"${'0'.repeat(64)}"`).expect(200);
  });

  it.each([
    'not-a-key',
    `${'a'.repeat(64)}.svg`,
    `${'A'.repeat(64)}.webp`,
    `${'a'.repeat(63)}.webp`,
    '..%2F..%2Fetc%2Fpasswd',
  ])('answers 404 JSON for a malformed key %s', async (key) => {
    const res = await request(sut.http).get(`/api/api/media/${key}`).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Image not found' });
  });

  it('answers 404 JSON for a key that is not stored', async () => {
    const res = await request(sut.http).get(`/api/api/media/${'b'.repeat(64)}.webp`).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Image not found' });
    await request(sut.http).get(`/api/api/media/${'b'.repeat(64)}.webp`).set('If-None-Match', '*').expect(404);
  });

  it('answers 503 when the object store is down', async () => {
    const store = sut.app.get(ObjectStoreService);
    const original = store.client.config.endpoint;
    store.client.config.endpoint = async () => ({ protocol: 'http:', hostname: '127.0.0.1', port: 9, path: '/' });
    try {
      const res = await request(sut.http).get(imageUrl).expect(503);
      expect(res.body).toEqual({ success: false, message: 'Image storage is unavailable. Please try again.' });
      expect(res.headers['cache-control']).toBeUndefined();
    } finally {
      store.client.config.endpoint = original;
    }
  });
});
