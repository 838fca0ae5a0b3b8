import { CHOOSE_NEW_PASSWORD_MESSAGE } from '@aura/contract';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const API = '/api/api';
/** The built command the operator runs (`make reset-password` runs it, here or in the compose stack). */
const COMMAND = join(__dirname, '../dist/cli/reset-password.js');

describe('make reset-password: the way back in for a locked-out owner', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await createTestApp({ SIGN_IN_SLOWDOWN_MS: '0' });
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
  });

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [COMMAND, ...args], { env: { PATH: process.env.PATH, DATABASE_URL: sut.apiDatabaseUrl } });

  it('gives a one-time password to an owner locked out by failed sign-ins; the owner must choose a new one', async () => {
    const oldSession = await signIn(sut.http);
    for (let i = 0; i < 12; i++) {
      await request(sut.http).post(`${API}/admin-login`).send({ ...TEST_ADMIN, password: `Wrong-Guess-${i}` });
    }
    await request(sut.http).post(`${API}/admin-login`).send(TEST_ADMIN).expect(429);

    const { stdout } = await run(TEST_ADMIN.username.toUpperCase());
    const password = /password: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    await request(sut.http).get(`${API}/admin/profile`).set('Cookie', oldSession).expect(401);

    const cookie = await signIn(sut.http, { username: TEST_ADMIN.username, password: password! });
    const profile = await request(sut.http).get(`${API}/admin/profile`).set('Cookie', cookie).expect(200);
    expect(profile.body).toMatchObject({ username: TEST_ADMIN.username, mustChangePassword: true });
    const blocked = await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', cookie).expect(403);
    expect(blocked.body.message).toBe(CHOOSE_NEW_PASSWORD_MESSAGE);

    const changed = await request(sut.http)
      .post(`${API}/admin/change-password`)
      .set('Cookie', cookie)
      .send({ currentPassword: password, newPassword: 'Owner-Is-Back-2026' })
      .expect(200);
    const fresh = changed.headers['set-cookie'][0].split(';')[0];
    await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', fresh).expect(200);
    expect((await request(sut.http).get(`${API}/admin/profile`).set('Cookie', fresh)).body.mustChangePassword).toBe(false);
    // The one-time password is gone with the change.
    await request(sut.http).post(`${API}/admin-login`).send({ username: TEST_ADMIN.username, password }).expect(401);

    const rows = await db.query(`SELECT actor, action, target, outcome FROM audit_log WHERE action = 'password.reset'`);
    expect(rows).toEqual([{ actor: 'operator', action: 'password.reset', target: TEST_ADMIN.username, outcome: 'success' }]);
  });

  it('says which accounts exist when the name matches none, and changes nothing', async () => {
    const before = await db.query(`SELECT password_hash FROM admin_account`);
    const failed = await run('nobody-here').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(3);
    expect(failed?.stderr).toContain('No account is called "nobody-here". The accounts are: ');
    expect(await db.query(`SELECT password_hash FROM admin_account`)).toEqual(before);
  });
});
