import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SessionService } from '../src/auth/session.service';
import { createTestApp, sessionCookieOf, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const LOGIN = '/api/api/admin-login';
const LOGOUT = '/api/api/admin-logout';
const PROFILE = '/api/api/admin/profile';

describe('admin sign-in and sessions', () => {
  let sut: TestApp;
  let db: DataSource;
  let ipCounter = 0;
  /** A client IP of its own (through X-Forwarded-For, trusted one hop) so lockouts do not leak between tests. */
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('POST /admin-login', () => {
    it('signs in with the seeded admin and sets a strict, httpOnly 8-hour cookie scoped to the API', async () => {
      const res = await request(sut.http).post(LOGIN).send(TEST_ADMIN).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Login successful' });
      const header = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('clinic_admin_session='))!;
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Strict/);
      expect(header).toMatch(/; Path=\/api\/api/);
      expect(header).toMatch(/Max-Age=28800/);
      expect(header).not.toMatch(/; Secure/);
    });

    it('marks the cookie Secure when the request came over https through the proxy', async () => {
      const res = await request(sut.http).post(LOGIN).set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
      expect(sessionCookieOf(res.headers['set-cookie'])).toBeDefined();
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    });

    it('holds an HS256 JWT that expires in 8 hours and names a session row', async () => {
      const cookie = await signIn(sut.http);
      const token = cookie.split('=')[1];
      const [header] = token.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      const payload = sut.app.get(JwtService).decode(token) as { exp: number; iat: number; jti: string; sub: string };
      expect(payload.exp - payload.iat).toBe(8 * 60 * 60);
      const rows = await db.query(`SELECT admin_id FROM admin_session WHERE id = $1`, [payload.jti]);
      expect(rows).toEqual([{ admin_id: payload.sub }]);
    });

    it('accepts the username in any case and with spaces around it', async () => {
      await request(sut.http)
        .post(LOGIN)
        .send({ username: `  ${TEST_ADMIN.username.toUpperCase()} `, password: TEST_ADMIN.password })
        .expect(200);
    });

    it.each([
      [{ password: 'x' }, 'Username is required'],
      [{ username: '   ', password: 'x' }, 'Username is required'],
      [{ username: 'admin' }, 'Password is required'],
      [{ username: 'admin', password: '' }, 'Password is required'],
      [{}, 'Username is required'],
      [{ username: 42, password: 'x' }, 'Username is required'],
      [{ username: 'a'.repeat(65), password: 'x' }, 'Username must be at most 64 characters.'],
      [{ username: 'admin', password: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
      [{ username: 'admin', password: 'x', remember: true }, 'Unknown field: remember'],
      [{ username: 'admin\u0000', password: 'x' }, 'Text must not contain NUL characters'],
      [{ username: 'admin', password: 'pass\u0000word' }, 'Text must not contain NUL characters'],
      [{ username: 'admin\ud800', password: 'x' }, 'Text must be valid Unicode'],
    ])('answers 400 for %j', async (body, message) => {
      const res = await request(sut.http).post(LOGIN).set('X-Forwarded-For', freshIp()).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers the same 401 for a wrong password and for an unknown username', async () => {
      const ip = freshIp();
      const wrongPassword = await request(sut.http)
        .post(LOGIN)
        .set('X-Forwarded-For', ip)
        .send({ username: TEST_ADMIN.username, password: 'not-the-password' })
        .expect(401);
      const unknownUser = await request(sut.http)
        .post(LOGIN)
        .set('X-Forwarded-For', ip)
        .send({ username: 'nobody-here', password: 'not-the-password' })
        .expect(401);
      expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid username or password' });
      expect(unknownUser.body).toEqual(wrongPassword.body);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('answers 400, not 500, to a username of 64 emoji with variation selectors (128 characters)', async () => {
      const res = await request(sut.http)
        .post(LOGIN)
        .set('X-Forwarded-For', freshIp())
        .send({ username: '\u263A\uFE0F'.repeat(64), password: 'x' })
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'Username must be at most 64 characters.' });
    });

    it('answers 401, not 500, to a proxy header that names no IP address', async () => {
      for (const forwardedFor of ['x'.repeat(100), 'fe80::1%eth0', 'unknown']) {
        const res = await request(sut.http)
          .post(LOGIN)
          .set('X-Forwarded-For', forwardedFor)
          .send({ username: 'nobody-here', password: 'not-the-password' })
          .expect(401);
        expect(res.body).toEqual({ success: false, message: 'Invalid username or password' });
      }
    });

    it('refuses a cross-site sign-in', async () => {
      const res = await request(sut.http).post(LOGIN).set('Sec-Fetch-Site', 'cross-site').send(TEST_ADMIN).expect(403);
      expect(res.body.success).toBe(false);
    });
  });

  describe('sign-in lockout', () => {
    const fail = (ip: string, username = TEST_ADMIN.username) =>
      request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send({ username, password: 'wrong-password' });

    it('locks a username and IP pair for 10 minutes after 5 failures, even for the right password', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await fail(ip).expect(401);
      const locked = await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(429);
      expect(locked.body).toEqual({
        success: false,
        message: 'Too many sign-in attempts. Please try again in 10 minutes.',
      });
      expect(locked.headers['set-cookie']).toBeUndefined();
    });

    it('does not lock another username from the same IP, nor the same username from another IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await fail(ip).expect(401);
      await fail(ip, 'someone-else').expect(401);
      await request(sut.http).post(LOGIN).set('X-Forwarded-For', freshIp()).send(TEST_ADMIN).expect(200);
    });

    it('lets at most 5 of 30 parallel wrong sign-ins reach the password check; the lockout refuses the rest', async () => {
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 30 }, () => fail(ip)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      // The pair is locked afterwards, for the right password too.
      await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(429);
      const [row] = await db.query(`SELECT lockouts FROM admin_login_failure WHERE client_ip = $1`, [ip]);
      expect(row).toEqual({ lockouts: 1 });
    });

    it('locks unknown usernames the same way', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await fail(ip, 'ghost-user').expect(401);
      await fail(ip, 'GHOST-USER').expect(429);
    });

    it('counts a 64-character username that lower-casing lengthens, and locks it like any other', async () => {
      // "İ" lower-cases to two characters: 64 of them no longer fit the 64-character key as they are.
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await fail(ip, 'İ'.repeat(64)).expect(401);
      await fail(ip, 'İ'.repeat(64)).expect(429);
      await fail(ip, `${'İ'.repeat(63)}J`).expect(401);
    });

    it('keeps its counters in Postgres and doubles the lock on a repeat lockout', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await fail(ip).expect(401);
      const [row] = await db.query(
        `SELECT lockouts, locked_until > now() + interval '9 minutes' AS long_enough FROM admin_login_failure
          WHERE username_key = $1 AND client_ip = $2`,
        [TEST_ADMIN.username, ip],
      );
      expect(row).toEqual({ lockouts: 1, long_enough: true });
      // Let the first lock run out, as ten minutes would.
      await db.query(`UPDATE admin_login_failure SET locked_until = now() - interval '1 second' WHERE client_ip = $1`, [ip]);
      for (let i = 0; i < 5; i += 1) await fail(ip).expect(401);
      const res = await fail(ip).expect(429);
      expect(res.body.message).toBe('Too many sign-in attempts. Please try again in 20 minutes.');
    });

    it('forgets the failures after a successful sign-in', async () => {
      const ip = freshIp();
      for (let i = 0; i < 4; i += 1) await fail(ip).expect(401);
      await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(200);
      for (let i = 0; i < 4; i += 1) await fail(ip).expect(401);
      await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(200);
    });
  });

  describe('per-IP limit on auth requests', () => {
    it('answers 429 after about 100 sign-in requests an hour from one IP', async () => {
      const ip = '198.51.100.77';
      for (let i = 0; i < 100; i += 1) {
        await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send({}).expect(400);
      }
      const res = await request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(429);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await request(sut.http).post(LOGIN).set('X-Forwarded-For', '198.51.100.78').send(TEST_ADMIN).expect(200);
    });
  });

  describe('POST /admin-logout', () => {
    it('revokes the session on the server and clears the cookie', async () => {
      const cookie = await signIn(sut.http);
      await request(sut.http).get(PROFILE).set('Cookie', cookie).expect(200);
      const res = await request(sut.http).post(LOGOUT).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out' });
      expect(String(res.headers['set-cookie'])).toMatch(/clinic_admin_session=;.*Expires=Thu, 01 Jan 1970/);
      // The token itself is now useless, not only the cookie gone from the browser.
      const after = await request(sut.http).get(PROFILE).set('Cookie', cookie).expect(401);
      expect(after.body).toEqual({ success: false, message: 'Please sign in to continue.' });
    });

    it('ends only its own session', async () => {
      const first = await signIn(sut.http);
      const second = await signIn(sut.http);
      await request(sut.http).post(LOGOUT).set('Cookie', first).expect(200);
      await request(sut.http).get(PROFILE).set('Cookie', second).expect(200);
    });

    it('answers 200 without a session', async () => {
      await request(sut.http).post(LOGOUT).expect(200);
    });
  });

  describe('session tokens', () => {
    const profileWith = (token: string) => request(sut.http).get(PROFILE).set('Cookie', `clinic_admin_session=${token}`);

    it('refuses a token signed with another secret', async () => {
      const cookie = await signIn(sut.http);
      const payload = sut.app.get(JwtService).decode(cookie.split('=')[1]);
      const forged = new JwtService({ secret: 'x'.repeat(40) }).sign(payload);
      await profileWith(forged).expect(401);
    });

    it('refuses another algorithm even with the right secret, and an unsigned token', async () => {
      const cookie = await signIn(sut.http);
      const { sub, jti } = sut.app.get(JwtService).decode(cookie.split('=')[1]) as { sub: string; jti: string };
      const hs512 = new JwtService({ secret: sut.env.JWT_SECRET }).sign({ sub }, { algorithm: 'HS512', jwtid: jti, expiresIn: 600 });
      await profileWith(hs512).expect(401);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub, jti, iat: Math.floor(Date.now() / 1000) }),
      ).toString('base64url')}.`;
      await profileWith(unsigned).expect(401);
    });

    it('refuses an expired token and a token whose session row does not exist', async () => {
      const cookie = await signIn(sut.http);
      const { sub, jti } = sut.app.get(JwtService).decode(cookie.split('=')[1]) as { sub: string; jti: string };
      const signer = new JwtService({ secret: sut.env.JWT_SECRET });
      const past = Math.floor(Date.now() / 1000) - 9 * 60 * 60;
      await profileWith(signer.sign({ sub, jti, iat: past, exp: past + 8 * 60 * 60 })).expect(401);
      await profileWith(signer.sign({ sub }, { jwtid: randomUUID(), expiresIn: 600 })).expect(401);
      await profileWith(signer.sign({ sub: 'not-a-uuid' }, { jwtid: 'nope', expiresIn: 600 })).expect(401);
      await profileWith('garbage').expect(401);
      await profileWith('x'.repeat(5000)).expect(401);
    });

    it('deletes expired and revoked sessions in the periodic clean-up', async () => {
      const kept = await signIn(sut.http);
      const revoked = await signIn(sut.http);
      await request(sut.http).post(LOGOUT).set('Cookie', revoked).expect(200);
      await sut.app.get(SessionService).cleanUp();
      const [{ revoked_left }] = await db.query(`SELECT count(*)::int AS revoked_left FROM admin_session WHERE revoked_at IS NOT NULL`);
      expect(revoked_left).toBe(0);
      await request(sut.http).get(PROFILE).set('Cookie', kept).expect(200);
    });
  });
});
