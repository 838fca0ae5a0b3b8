import request from 'supertest';
import { Client } from 'pg';
import { liftSignInLockout } from '../src/auth/lift-lockout';
import { migrations } from '../src/database/migrations';
import { createReplica, createTestApp, sessionCookieOf, TestApp, TEST_ADMIN } from './setup/test-app';

const LOGIN = '/api/api/admin-login';
const LOGOUT = '/api/api/admin-logout';
const PROFILE = '/api/api/admin/profile';

/**
 * Two API instances on one database, as `API_REPLICAS=2` runs them: they share nothing but
 * Postgres and the object store, so every limit and every session must hold across both.
 */
describe('two API instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;
  /** Each request of a series goes to the other instance than the one before. */
  const either = (i: number) => (i % 2 === 0 ? first : second).http;

  beforeAll(async () => {
    first = await createTestApp({
      AUTH_REQUESTS_PER_HOUR: '8',
      ENQUIRIES_PER_TEN_MINUTES: '4',
      SIGN_IN_SLOWDOWN_AFTER: '1000',
    });
    second = await createReplica(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answer health as two different instances', async () => {
    const [a, b] = await Promise.all([first, second].map((sut) => request(sut.http).get('/api/api/health').expect(200)));
    expect(a.body.instance).toMatch(/^[a-z0-9-]{6,}$/);
    expect(b.body.instance).toMatch(/^[a-z0-9-]{6,}$/);
    expect(a.body.instance).not.toBe(b.body.instance);
  });

  it('lock out 30 parallel wrong sign-ins spread over both: at most 5 reach the password check', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(either(i)).post(LOGIN).set('X-Forwarded-For', ip).send({ username: 'parallel-admin', password: 'wrong-password' }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('count sign-in requests per address together (AUTH_REQUESTS_PER_HOUR=8 over both)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) {
      // A different username each time, so the lockout (per username and address) stays out of it.
      await request(either(i)).post(LOGIN).set('X-Forwarded-For', ip).send({ username: `someone-${i}`, password: 'wrong' }).expect(401);
    }
    const refused = await request(either(8)).post(LOGIN).set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await request(either(9)).post(LOGIN).set('X-Forwarded-For', freshIp()).send(TEST_ADMIN).expect(200);
  });

  it('count enquiries per address together (ENQUIRIES_PER_TEN_MINUTES=4 over both), and after a restart', async () => {
    const ip = freshIp();
    const send = (http: TestApp['http'], name: string) =>
      request(http)
        .post('/api/api/enquiries/callback')
        .set('X-Forwarded-For', ip)
        .send({ name, phone: '9876543210', startedAt: Date.now() - 10_000 });
    for (let i = 0; i < 3; i += 1) await send(either(i), `Visitor ${i}`).expect(201);
    const restarted = await createReplica(first);
    try {
      await send(restarted.http, 'Visitor 3').expect(201);
      const refused = await send(either(0), 'Visitor 4').expect(429);
      expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please try again in a few minutes.' });
      await send(restarted.http, 'Visitor 5').expect(429);
    } finally {
      await restarted.close();
    }
  });

  it('accept a session made on one instance on the other, and end it on both when signed out on one', async () => {
    const login = await request(first.http).post(LOGIN).set('X-Forwarded-For', freshIp()).send(TEST_ADMIN).expect(200);
    const cookie = sessionCookieOf(login.headers['set-cookie'])!;
    await request(second.http).get(PROFILE).set('Cookie', cookie).expect(200);
    await request(second.http).post(LOGOUT).set('Cookie', cookie).expect(200);
    await request(first.http).get(PROFILE).set('Cookie', cookie).expect(401);
    await request(second.http).get(PROFILE).set('Cookie', cookie).expect(401);
  });
});

describe('API instances starting together on a freshly set-up database', () => {
  it('all answer, on the migrations the set-up ran once', async () => {
    const first = await createTestApp({}, undefined, 2);
    try {
      for (const sut of [first, ...first.others]) await request(sut.http).get('/api/api/health').expect(200);
      const client = new Client({ connectionString: first.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
        expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => new migration().name));
      } finally {
        await client.end();
      }
    } finally {
      await first.close();
    }
  });
});

describe('the account-wide slow-down and lifting a lockout', () => {
  let sut: TestApp;
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${++ipCounter}`;
  const SLOWDOWN_MS = 1500;

  beforeAll(async () => {
    sut = await createTestApp({ SIGN_IN_SLOWDOWN_AFTER: '4', SIGN_IN_SLOWDOWN_MS: String(SLOWDOWN_MS) });
  });
  afterAll(async () => {
    await sut.close();
  });

  const attempt = (ip: string, password: string, username = TEST_ADMIN.username) =>
    request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send({ username, password });

  it('slows every password check of a username that failed from many addresses, and still lets the right password in', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(freshIp(), 'wrong-password').expect(401);

    let started = Date.now();
    await attempt(freshIp(), 'wrong-password').expect(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);

    started = Date.now();
    const rightOne = await attempt(freshIp(), TEST_ADMIN.password).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    expect(sessionCookieOf(rightOne.headers['set-cookie'])).toBeDefined();
  });

  it('lets the operator lift a lockout: every address of the username, and its slow-down', async () => {
    const username = 'locked-admin';
    const ips = [freshIp(), freshIp()];
    for (const ip of ips) for (let i = 0; i < 5; i += 1) await attempt(ip, 'wrong-password', username).expect(401);
    for (const ip of ips) await attempt(ip, 'wrong-password', username).expect(429);

    // What `make lift-lockout USERNAME=…` runs, on its own connection to the database as the API's role.
    const client = new Client({ connectionString: sut.apiDatabaseUrl });
    await client.connect();
    try {
      const lifted = await liftSignInLockout((sql, params) => client.query(sql, params), 'Locked-Admin');
      expect(lifted).toEqual({ addresses: 2, slowDown: true });
    } finally {
      await client.end();
    }

    for (const ip of ips) await attempt(ip, 'wrong-password', username).expect(401);
  });
});

describe('client addresses the API believes', () => {
  it.each([
    ['no proxy (the API faces visitors itself)', ''],
    ['a proxy elsewhere', '203.0.113.0/24'],
  ])('ignores X-Forwarded-For from an address that is not a trusted proxy: %s', async (_, trusted) => {
    const sut = await createTestApp({ API_TRUSTED_PROXIES: trusted });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 10; i += 1) {
        const res = await request(sut.http)
          .post(LOGIN)
          .set('X-Forwarded-For', `192.0.2.${i}`)
          .send({ username: TEST_ADMIN.username, password: 'wrong-password' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    } finally {
      await sut.close();
    }
  });
});
