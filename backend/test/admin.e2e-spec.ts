import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../src/auth/password-hasher';
import { createTestApp, sessionCookieOf, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const PROFILE = '/api/api/admin/profile';
const CHANGE_PASSWORD = '/api/api/admin/change-password';
const CHANGE_USERNAME = '/api/api/admin/change-username';
const LOGIN = '/api/api/admin-login';

describe('admin account', () => {
  let sut: TestApp;
  let db: DataSource;
  /** The admin's credentials as the tests change them. */
  const current = { ...TEST_ADMIN };

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
  });

  const passwordHash = async () => (await db.query(`SELECT password_hash FROM admin_account`))[0].password_hash as string;

  describe('GET /admin/profile', () => {
    it('should require authentication', async () => {
      const res = await request(sut.http).get(PROFILE).expect(401);
      expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
    });

    it("answers the admin's username, never cached", async () => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http).get(PROFILE).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({
        success: true,
        username: TEST_ADMIN.username,
        role: 'owner',
        twoFactor: false,
        mustChangePassword: false,
        mustSetUpTwoFactor: false,
        recoveryCodesLeft: 0,
        message: 'Profile loaded',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('is not refused for a cross-site read (only state-changing calls are)', async () => {
      const cookie = await signIn(sut.http, current);
      await request(sut.http).get(PROFILE).set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(200);
    });
  });

  describe('POST /admin/change-password', () => {
    it('should require authentication', async () => {
      const before = await passwordHash();
      const res = await request(sut.http)
        .post(CHANGE_PASSWORD)
        .send({ currentPassword: current.password, newPassword: 'Another-Password-2' })
        .expect(401);
      expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
      expect(await passwordHash()).toBe(before);
    });

    it.each([
      [{ newPassword: 'abcdef' }, 'All fields are required.'],
      [{ currentPassword: 'x', newPassword: '' }, 'All fields are required.'],
      [{ currentPassword: 'x' }, 'All fields are required.'],
      [{ currentPassword: 'x', newPassword: 'abc' }, 'New password must be at least 6 characters.'],
      [{ currentPassword: 'x', newPassword: 'Abc-123' }, 'New password must be at least 8 characters.'],
      [{ currentPassword: 'x', newPassword: 'sunshine1' }, 'This password is one of the most common ones. Choose one that is harder to guess.'],
      [{ currentPassword: 'x', newPassword: 'Password123' }, 'This password is one of the most common ones. Choose one that is harder to guess.'],
      [{ currentPassword: 'x', newPassword: 'n'.repeat(201) }, 'New password must be at most 200 characters.'],
      [{ currentPassword: 'x', newPassword: 'Abcdef-12', confirmPassword: 'Abcdef-13' }, 'New password and confirm password must match.'],
      [{ currentPassword: 'x', newPassword: 'abcdef', extra: 1 }, 'Unknown field: extra'],
    ])('answers 400 for %j', async (body, message) => {
      const cookie = await signIn(sut.http, current);
      const before = await passwordHash();
      const res = await request(sut.http).post(CHANGE_PASSWORD).set('Cookie', cookie).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
      expect(await passwordHash()).toBe(before);
    });

    it('refuses a wrong current password', async () => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_PASSWORD)
        .set('Cookie', cookie)
        .send({ currentPassword: 'not-it', newPassword: 'Another-Password-2' })
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'Current password is incorrect' });
    });

    it('changes the password, ends every older session and keeps the changer signed in', async () => {
      const changer = await signIn(sut.http, current);
      const otherDevice = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_PASSWORD)
        .set('Cookie', changer)
        .send({ currentPassword: current.password, newPassword: 'Another-Password-2', confirmPassword: 'Another-Password-2' })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: 'Password updated successfully' });
      const fresh = sessionCookieOf(res.headers['set-cookie']);
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(changer);

      await request(sut.http).get(PROFILE).set('Cookie', changer).expect(401);
      await request(sut.http).get(PROFILE).set('Cookie', otherDevice).expect(401);
      await request(sut.http).get(PROFILE).set('Cookie', fresh!).expect(200);

      expect(await passwordHash()).toMatch(/^\$argon2id\$/);
      await request(sut.http).post(LOGIN).send(current).expect(401);
      current.password = 'Another-Password-2';
      await request(sut.http).post(LOGIN).send(current).expect(200);
    });
    it('refuses a token issued before the change even if its session row was somehow left open', async () => {
      const cookie = await signIn(sut.http, current);
      const { sub } = sut.app.get(JwtService).decode(cookie.split('=')[1]) as { sub: string };
      const jti = randomUUID();
      await db.query(`INSERT INTO admin_session (id, admin_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [jti, sub]);
      const issuedBefore = Math.floor(Date.now() / 1000) - 60;
      const token = new JwtService({ secret: sut.env.JWT_SECRET }).sign({ sub, jti, iat: issuedBefore, exp: issuedBefore + 3600 });
      await request(sut.http).get(PROFILE).set('Cookie', `clinic_admin_session=${token}`).expect(401);
    });
  });

  describe('POST /admin/change-username', () => {
    it('should require authentication', async () => {
      const res = await request(sut.http)
        .post(CHANGE_USERNAME)
        .send({ password: current.password, newUsername: 'someone' })
        .expect(401);
      expect(res.body.success).toBe(false);
      const [{ username }] = await db.query(`SELECT username FROM admin_account`);
      expect(username).toBe(current.username);
    });

    it.each([
      [{ newUsername: 'newname' }, 'All fields are required.'],
      [{ password: 'x', newUsername: '   ' }, 'All fields are required.'],
      [{ password: 'x', newUsername: '  ab  ' }, 'Username must be at least 3 characters.'],
      [{ password: 'x', newUsername: 'u'.repeat(65) }, 'Username must be at most 64 characters.'],
      [{ password: 'x', newUsername: 'bad\u0000name' }, 'Username must not contain control characters.'],
      [{ password: 'x', newUsername: 'newname', confirmUsername: 'newnam' }, 'Username and confirm username must match.'],
    ])('answers 400 for %j', async (body, message) => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http).post(CHANGE_USERNAME).set('Cookie', cookie).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('refuses, with 400 not 500, a username of 64 emoji with variation selectors (128 characters)', async () => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_USERNAME)
        .set('Cookie', cookie)
        .send({ password: current.password, newUsername: '\u263A\uFE0F'.repeat(64) })
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'Username must be at most 64 characters.' });
    });

    it('refuses a wrong password', async () => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_USERNAME)
        .set('Cookie', cookie)
        .send({ password: 'not-it', newUsername: 'newname' })
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'Password is incorrect' });
    });

    it('refuses a username another account has, in any case', async () => {
      await db.query(`INSERT INTO admin_account (username, password_hash, role) VALUES ('DrMehta', $1, 'reception')`, [
        await hashPassword('irrelevant-password'),
      ]);
      try {
        const cookie = await signIn(sut.http, current);
        const res = await request(sut.http)
          .post(CHANGE_USERNAME)
          .set('Cookie', cookie)
          .send({ password: current.password, newUsername: 'drmehta' })
          .expect(409);
        expect(res.body).toEqual({ success: false, message: 'That username is already taken' });
      } finally {
        await db.query(`DELETE FROM admin_account WHERE username = 'DrMehta'`);
      }
    });

    it('changes the trimmed username, ends older sessions and keeps the changer signed in', async () => {
      const changer = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_USERNAME)
        .set('Cookie', changer)
        .send({ password: current.password, newUsername: '  dr.kulkarni  ', confirmUsername: 'dr.kulkarni' })
        .expect(200);
      expect(res.body).toEqual({ success: true, username: 'dr.kulkarni', message: 'Username updated successfully' });
      const fresh = sessionCookieOf(res.headers['set-cookie'])!;
      await request(sut.http).get(PROFILE).set('Cookie', changer).expect(401);
      const profile = await request(sut.http).get(PROFILE).set('Cookie', fresh).expect(200);
      expect(profile.body.username).toBe('dr.kulkarni');

      await request(sut.http).post(LOGIN).send(current).expect(401);
      current.username = 'dr.kulkarni';
      await request(sut.http).post(LOGIN).send(current).expect(200);
    });

    it('lets the admin change only the case of the own username', async () => {
      const cookie = await signIn(sut.http, current);
      const res = await request(sut.http)
        .post(CHANGE_USERNAME)
        .set('Cookie', cookie)
        .send({ password: current.password, newUsername: 'Dr.Kulkarni' })
        .expect(200);
      expect(res.body.username).toBe('Dr.Kulkarni');
      current.username = 'Dr.Kulkarni';
    });
  });

  describe('cross-site protection of state-changing admin calls', () => {
    // A wrong current password proves the request got past the guard without changing anything.
    const attempt = (cookie: string) =>
      request(sut.http).post(CHANGE_PASSWORD).set('Cookie', cookie).send({ currentPassword: 'not-it', newPassword: 'Whatever-Long-1' });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
      ['an Origin of another host', { Origin: 'https://evil.example' }],
      ['a malformed Origin', { Origin: 'null' }],
    ])('refuses %s with 403', async (_label, headers) => {
      const cookie = await signIn(sut.http, current);
      const res = await attempt(cookie).set(headers).expect(403);
      expect(res.body).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
    });

    it('answers 401, not 403, to a cross-site call without a session', async () => {
      await request(sut.http).post(CHANGE_PASSWORD).set('Sec-Fetch-Site', 'cross-site').send({}).expect(401);
    });

    it.each([
      ['no fetch-metadata or Origin header (a script or curl)', {}],
      ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ])('lets through %s', async (_label, headers) => {
      const cookie = await signIn(sut.http, current);
      const res = await attempt(cookie).set(headers).expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
    });

    it('lets through an Origin that names the host the request was sent to', async () => {
      const cookie = await signIn(sut.http, current);
      const res = await attempt(cookie).set('Host', 'clinic.example:8080').set('Origin', 'http://clinic.example:8080').expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
    });
  });
});
