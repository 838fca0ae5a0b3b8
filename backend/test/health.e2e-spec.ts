import { DATABASE_DOWN_MESSAGE } from '../src/backup/data-restore';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, TestApp } from './setup/test-app';

describe('GET /api/api/health', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('answers 200 when the database and the object store are up', async () => {
    const res = await request(sut.http).get('/api/api/health').expect(200);
    expect(res.body).toEqual({ success: true, instance: expect.stringMatching(/^[0-9a-f]{12}$/), database: 'up', objectStore: 'up' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('has created its bucket at start-up', async () => {
    await expect(sut.app.get(require('../src/storage/object-store.service').ObjectStoreService).ping()).resolves.toBeUndefined();
  });

  it('has run the migrations on the empty database', async () => {
    const res = await request(sut.http).get('/api/api/health').expect(200);
    expect(res.body.database).toBe('up');
    const { DataSource } = require('typeorm');
    const rows = await sut.app.get(DataSource).query(`SELECT name FROM migrations ORDER BY id`);
    expect(rows.map((row: { name: string }) => row.name)).toContain('CreateAdminAndNews1763800000000');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await request(sut.http).get('/api/api/no-such-thing').expect(404);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await request(sut.http)
      .post('/api/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });
});

describe('GET /api/api/health with the object store down', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('answers 503 naming the object store', async () => {
    const store = sut.app.get(require('../src/storage/object-store.service').ObjectStoreService);
    // Point the client at a port nobody listens on: the store is unreachable.
    const original = store.client.config.endpoint;
    store.client.config.endpoint = async () => ({ protocol: 'http:', hostname: '127.0.0.1', port: 9, path: '/' });
    try {
      const res = await request(sut.http).get('/api/api/health').expect(503);
      expect(res.body).toMatchObject({ success: false, database: 'up', objectStore: 'down' });
      expect(res.body.message).toMatch(/object store/);
    } finally {
      store.client.config.endpoint = original;
    }
  });
});

describe('GET /api/api/health with the database down', () => {
  let sut: TestApp;
  let database: string;

  /** Runs SQL on the server's maintenance database, outside the suite's own. */
  const asServerAdmin = async (sql: string) => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    sut = await createTestApp();
    database = new URL(sut.databaseUrl).pathname.slice(1);
  });
  afterAll(async () => {
    await asServerAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    await sut.close();
  });

  it('answers 503 naming the database, and 200 again once it is back', async () => {
    // Only this suite's database goes away: no new connections, and the open ones are cut.
    await asServerAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await asServerAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);

    const res = await request(sut.http).get('/api/api/health').expect(503);
    expect(res.body).toEqual({
      success: false,
      message: 'Unavailable: database down',
      instance: expect.stringMatching(/^[0-9a-f]{12}$/),
      database: 'down',
      objectStore: 'up',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // A patient's request cannot be kept: said in words, not as a server error.
    const refused = await request(sut.http).post('/api/api/enquiries/callback').send({ name: 'Asha', phone: '9822012345', startedAt: Date.now() - 10_000 }).expect(503);
    expect(refused.body).toEqual({ success: false, message: DATABASE_DOWN_MESSAGE });

    await asServerAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    await request(sut.http).get('/api/api/health').expect(200);
  });
});
