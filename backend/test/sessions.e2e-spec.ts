import { ACCOUNT_MESSAGES, type StaffSession } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, sessionCookieOf, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const API = '/api/api';
const SESSIONS = `${API}/admin/sessions`;
const PROFILE = `${API}/admin/profile`;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESK = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDITOR = { username: 'news-writer', password: 'Writes-News-Often-4' };

describe('staff sessions: listed, ended from elsewhere, ended when idle', () => {
  let sut: TestApp;
  let db: DataSource;
  let owner: string;

  beforeAll(async () => {
    sut = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ ...EDITOR, role: 'editor' }).expect(201);
  });
  afterAll(async () => {
    await sut.close();
  });

  const signInWith = async (userAgent: string, ip: string, credentials = EDITOR) => {
    const res = await request(sut.http).post(`${API}/admin-login`).set('User-Agent', userAgent).set('X-Forwarded-For', ip).send(credentials).expect(200);
    return sessionCookieOf(res.headers['set-cookie'])!;
  };
  const sessionsOf = async (cookie: string) => (await request(sut.http).get(SESSIONS).set('Cookie', cookie).expect(200)).body.items as StaffSession[];
  const lastSeenOf = async (id: string) =>
    ((await db.query(`SELECT last_seen_at FROM admin_session WHERE id = $1`, [id])) as { last_seen_at: Date }[])[0].last_seen_at.getTime();

  it("lists the account's own sessions with device, address and last use, this one marked", async () => {
    const phone = await signInWith(PHONE, '203.0.113.21');
    await signInWith(DESK, '198.51.100.7');
    const items = await sessionsOf(phone);
    expect(items).toHaveLength(2);
    const mine = items.find((item) => item.current)!;
    expect(mine).toMatchObject({ ip: '203.0.113.21', device: 'Chrome on Android', userAgent: PHONE });
    expect(items.find((item) => !item.current)).toMatchObject({ ip: '198.51.100.7', device: 'Firefox on Windows' });
    for (const item of items) {
      expect(new Date(item.lastSeenAt).getTime()).toBeGreaterThanOrEqual(new Date(item.createdAt).getTime());
    }
    // The owner's own sessions are not among them.
    expect((await sessionsOf(owner)).every((item) => item.ip !== '203.0.113.21')).toBe(true);
  });

  it('ends another of its sessions at once: that browser is signed out at its next request', async () => {
    const phone = await signInWith(PHONE, '203.0.113.22');
    const desk = await signInWith(DESK, '198.51.100.8');
    const deskSession = (await sessionsOf(desk)).find((item) => item.current)!;
    const ended = await request(sut.http).delete(`${SESSIONS}/${deskSession.id}`).set('Cookie', phone).expect(200);
    expect(ended.body).toEqual({ success: true, current: false, message: 'Session ended' });
    expect(ended.headers['set-cookie']).toBeUndefined();
    const next = await request(sut.http).get(PROFILE).set('Cookie', desk);
    expect(next.status).toBe(401);
    await request(sut.http).get(PROFILE).set('Cookie', phone).expect(200);
    expect((await sessionsOf(phone)).map((item) => item.id)).not.toContain(deskSession.id);

    // Another account's session, an ended one or no id at all: 404 in words, nothing ended.
    const ownerSession = (await sessionsOf(owner)).find((item) => item.current)!;
    for (const id of [ownerSession.id, deskSession.id, 'not-an-id']) {
      const refused = await request(sut.http).delete(`${SESSIONS}/${id}`).set('Cookie', phone);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    }
    await request(sut.http).get(PROFILE).set('Cookie', owner).expect(200);
    const entries = (await db.query(`SELECT actor, target, outcome FROM audit_log WHERE action = 'session.end' ORDER BY id`)) as unknown[];
    expect(entries[0]).toEqual({ actor: EDITOR.username, target: deskSession.id, outcome: 'success' });
  });

  it('ending this session signs out and clears the cookie', async () => {
    const phone = await signInWith(PHONE, '203.0.113.23');
    const mine = (await sessionsOf(phone)).find((item) => item.current)!;
    const ended = await request(sut.http).delete(`${SESSIONS}/${mine.id}`).set('Cookie', phone).expect(200);
    expect(ended.body.current).toBe(true);
    expect(String(ended.headers['set-cookie'])).toMatch(/clinic_admin_session=;.*Expires=Thu, 01 Jan 1970/);
    await request(sut.http).get(PROFILE).set('Cookie', phone).expect(401);
  });

  it("lets the owner sign a staff member out everywhere, and no one else", async () => {
    const phone = await signInWith(PHONE, '203.0.113.24');
    const desk = await signInWith(DESK, '198.51.100.9');
    const [{ id }] = (await db.query(`SELECT id FROM admin_account WHERE username = $1`, [EDITOR.username])) as { id: string }[];
    const refused = await request(sut.http).delete(`${API}/admin/staff/${id}/sessions`).set('Cookie', phone);
    expect(refused.status).toBe(403);
    const ended = await request(sut.http).delete(`${API}/admin/staff/${id}/sessions`).set('Cookie', owner).expect(200);
    expect(ended.body).toMatchObject({ success: true, username: EDITOR.username, message: `${EDITOR.username} is signed out everywhere` });
    expect(ended.body.ended).toBeGreaterThanOrEqual(2);
    await request(sut.http).get(PROFILE).set('Cookie', phone).expect(401);
    await request(sut.http).get(PROFILE).set('Cookie', desk).expect(401);
    await request(sut.http).get(PROFILE).set('Cookie', owner).expect(200);
    await request(sut.http).delete(`${API}/admin/staff/00000000-0000-4000-8000-000000000000/sessions`).set('Cookie', owner).expect(404);
    const entries = (await db.query(`SELECT actor, target, outcome FROM audit_log WHERE action = 'staff.sessions-end' ORDER BY id`)) as unknown[];
    expect(entries).toEqual([
      { actor: TEST_ADMIN.username, target: EDITOR.username, outcome: 'success' },
      { actor: TEST_ADMIN.username, target: '00000000-0000-4000-8000-000000000000', outcome: 'failure' },
    ]);
  });

  it('ends a session after SESSION_IDLE_MINUTES without a request the person made; the dashboard polling does not count', async () => {
    const phone = await signInWith(PHONE, '203.0.113.25');
    const { id } = (await sessionsOf(phone)).find((item) => item.current)!;
    const idleFor = (minutes: number) => db.query(`UPDATE admin_session SET last_seen_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);

    // 20 minutes quiet: the polling asks for new enquiries, the clock is not reset by it.
    await idleFor(20);
    const before = await lastSeenOf(id);
    await request(sut.http).get(PROFILE).set('Cookie', phone).set('X-Clinic-Background', 'poll').expect(200);
    expect(await lastSeenOf(id)).toBe(before);
    // A click of the person's own resets it.
    await request(sut.http).get(PROFILE).set('Cookie', phone).expect(200);
    expect(await lastSeenOf(id)).toBeGreaterThan(before + 19 * 60_000);

    // 31 minutes quiet: the session has ended, for the polling and the person alike.
    await idleFor(31);
    await request(sut.http).get(PROFILE).set('Cookie', phone).set('X-Clinic-Background', 'poll').expect(401);
    await request(sut.http).get(PROFILE).set('Cookie', phone).expect(401);
    expect((await sessionsOf(owner)).map((item) => item.id)).not.toContain(id);
  });
});

describe('the session cookie in production', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.example-clinic.in' });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('is __Host-clinic_session: always Secure, Path=/, no Domain, httpOnly, SameSite=Strict, even over plain HTTP', async () => {
    const res = await request(sut.http).post(`${API}/admin-login`).send(TEST_ADMIN).expect(200);
    const [header] = res.headers['set-cookie'] as unknown as string[];
    const [pair, ...attributes] = header.split(/;\s*/);
    expect(pair).toMatch(/^__Host-clinic_session=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=28800', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
    await request(sut.http).get(PROFILE).set('Cookie', pair).expect(200);
    // The name used outside production is not read here.
    await request(sut.http).get(PROFILE).set('Cookie', pair.replace('__Host-clinic_session', 'clinic_admin_session')).expect(401);

    const out = await request(sut.http).post(`${API}/admin-logout`).set('Cookie', pair).expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-clinic_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict$/);
  });
});
