import request from 'supertest';
import { DataSource } from 'typeorm';
import { SeedService } from '../src/seed/seed.service';
import { createTestApp, TestApp, TEST_ADMIN } from './setup/test-app';

describe('admin account seeding', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD in an empty database, hashed with argon2id', async () => {
    const rows = await db.query(`SELECT username, password_hash FROM admin_account`);
    expect(rows).toHaveLength(1);
    expect(rows[0].username).toBe(TEST_ADMIN.username);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(TEST_ADMIN.password);
    await request(sut.http).post('/api/api/admin-login').send(TEST_ADMIN).expect(200);
  });

  it('never overwrites an existing account, even with other settings', async () => {
    const before = await db.query(`SELECT id, username, password_hash FROM admin_account`);
    const seed = sut.app.get(SeedService);
    // The app reads the very Env object the test built, so changing it is changing the settings.
    const original = { username: sut.env.ADMIN_USERNAME, password: sut.env.ADMIN_PASSWORD };
    sut.env.ADMIN_USERNAME = 'someone-else';
    sut.env.ADMIN_PASSWORD = 'Another-Password-9';
    try {
      await Promise.all([seed.seedAdmin(), seed.seedAdmin()]);
    } finally {
      sut.env.ADMIN_USERNAME = original.username;
      sut.env.ADMIN_PASSWORD = original.password;
    }
    expect(await db.query(`SELECT id, username, password_hash FROM admin_account`)).toEqual(before);
  });

  it('seeds exactly one admin when two instances start on an empty table at once', async () => {
    await db.query(`DELETE FROM admin_account`);
    const seed = sut.app.get(SeedService);
    await Promise.all([seed.seedAdmin(), seed.seedAdmin(), seed.seedAdmin()]);
    expect(await db.query(`SELECT username FROM admin_account`)).toEqual([{ username: TEST_ADMIN.username }]);
  });
});
