import { AUDIT_ACTIONS, OUTSIDE_ROLE_MESSAGE } from '@aura/contract';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditService } from '../src/audit/audit.service';
import { createTestApp, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const API = '/api/api';
const STAFF = `${API}/admin/staff`;
const AUDIT = `${API}/admin/audit`;

const RECEPTION = { username: 'reception-desk', password: 'Front-Desk-Pune-7' };
const EDITOR = { username: 'news-writer', password: 'Writes-News-Often-4' };

/**
 * Each staff route, who may call it, and a body that gets past validation. Roles are checked
 * before the body is read, so a refused role never reaches the handler.
 */
const ROUTES: { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; area: string }[] = [
  { method: 'get', path: '/admin/enquiries', area: 'enquiries' },
  { method: 'get', path: '/admin/enquiries.csv', area: 'enquiries' },
  { method: 'patch', path: '/admin/enquiries/00000000-0000-4000-8000-000000000000', area: 'enquiries' },
  { method: 'post', path: '/admin/enquiries/00000000-0000-4000-8000-000000000000/not-spam', area: 'enquiries' },
  { method: 'delete', path: '/admin/enquiries/00000000-0000-4000-8000-000000000000', area: 'enquiries' },
  { method: 'get', path: '/admin/subscribers', area: 'subscribers' },
  { method: 'get', path: '/admin/subscribers.csv', area: 'subscribers' },
  { method: 'get', path: '/admin/appointments', area: 'appointments' },
  { method: 'post', path: '/admin/appointments/00000000-0000-4000-8000-000000000000/confirm', area: 'appointments' },
  { method: 'post', path: '/news', area: 'news' },
  { method: 'put', path: '/news/some-article', area: 'news' },
  { method: 'delete', path: '/news/some-article', area: 'news' },
  { method: 'get', path: '/admin/newsletters', area: 'newsletters' },
  { method: 'post', path: '/admin/newsletters', area: 'newsletters' },
  { method: 'post', path: '/admin/newsletters/preview', area: 'newsletters' },
  { method: 'post', path: '/admin/newsletters/test', area: 'newsletters' },
  { method: 'get', path: '/admin/content/clinic', area: 'content' },
  { method: 'put', path: '/admin/content/clinic', area: 'content' },
  { method: 'post', path: '/admin/content/clinic/preview', area: 'content' },
  { method: 'get', path: '/admin/content/clinic/revisions', area: 'content' },
  { method: 'get', path: '/admin/content/treatments', area: 'content' },
  { method: 'post', path: '/admin/content/treatments', area: 'content' },
  { method: 'post', path: '/admin/content/images', area: 'content' },
  { method: 'get', path: '/admin/staff', area: 'staff' },
  { method: 'post', path: '/admin/staff', area: 'staff' },
  { method: 'patch', path: '/admin/staff/00000000-0000-4000-8000-000000000000', area: 'staff' },
  { method: 'delete', path: '/admin/staff/00000000-0000-4000-8000-000000000000', area: 'staff' },
  { method: 'post', path: '/admin/staff/00000000-0000-4000-8000-000000000000/reset-password', area: 'staff' },
  { method: 'delete', path: '/admin/staff/00000000-0000-4000-8000-000000000000/sessions', area: 'staff' },
  { method: 'put', path: '/admin/staff/two-factor-required', area: 'staff' },
  { method: 'get', path: '/admin/audit', area: 'audit' },
  { method: 'get', path: '/admin/audit.csv', area: 'audit' },
];
const MAY_USE: Record<string, string[]> = {
  reception: ['enquiries', 'subscribers', 'appointments'],
  editor: ['news', 'newsletters', 'content'],
};

describe('staff accounts, roles and the audit log', () => {
  let sut: TestApp;
  let db: DataSource;
  let owner: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
  });

  const call = (method: (typeof ROUTES)[number]['method'], path: string, cookie?: string) => {
    const req = request(sut.http)[method](`${API}${path}`);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const auditRows = async () =>
    (await db.query(`SELECT actor, action, target, ip, outcome FROM audit_log ORDER BY id`)) as {
      actor: string;
      action: string;
      target: string | null;
      ip: string;
      outcome: string;
    }[];

  it.each(ROUTES)('answers 401 to $method $path without a session, before anything else', async ({ method, path }) => {
    const res = await call(method, path).send({});
    expect(res.status).toBe(401);
  });

  describe('the owner adds staff', () => {
    it.each([
      [{ username: 'ab', role: 'reception', password: RECEPTION.password }, 'Username must be at least 3 characters.'],
      [{ username: 'someone', role: 'doctor', password: RECEPTION.password }, 'Role must be one of: owner, reception, editor.'],
      [{ username: 'someone', role: 'reception', password: 'Short-7' }, 'Password must be at least 8 characters.'],
      [{ username: 'someone', role: 'reception', password: 'football1' }, 'This password is one of the most common ones. Choose one that is harder to guess.'],
      [{ username: 'someone', role: 'reception', password: 'x'.repeat(201) }, 'Password must be at most 200 characters.'],
      [{ username: 'someone', role: 'reception' }, 'Password is required'],
      [{ username: 'some\u0007one', role: 'reception', password: RECEPTION.password }, 'Username must not contain control characters.'],
    ])('refuses %j with its message and adds nobody', async (body, message) => {
      const res = await request(sut.http).post(STAFF).set('Cookie', owner).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
      expect((await db.query(`SELECT count(*)::int AS n FROM admin_account`))[0].n).toBe(1);
    });

    it('adds a receptionist and an editor, who sign in with the passwords given', async () => {
      for (const [role, account] of [['reception', RECEPTION], ['editor', EDITOR]] as const) {
        const res = await request(sut.http).post(STAFF).set('Cookie', owner).send({ ...account, role }).expect(201);
        expect(res.body).toEqual({
          success: true,
          item: { id: expect.any(String), username: account.username, role, twoFactor: false, lastSignInAt: null, disabled: false },
        });
        ids[role] = res.body.item.id;
      }
      const hash = (await db.query(`SELECT password_hash FROM admin_account WHERE id = $1`, [ids.reception]))[0].password_hash;
      expect(hash).toMatch(/^\$argon2id\$/);
      const profile = await request(sut.http).get(`${API}/admin/profile`).set('Cookie', await signIn(sut.http, RECEPTION)).expect(200);
      expect(profile.body).toMatchObject({ username: RECEPTION.username, role: 'reception', twoFactor: false, mustChangePassword: false });
    });

    it('refuses a username taken in any case', async () => {
      const res = await request(sut.http)
        .post(STAFF)
        .set('Cookie', owner)
        .send({ username: RECEPTION.username.toUpperCase(), role: 'editor', password: 'Another-Long-One-8' })
        .expect(409);
      expect(res.body).toEqual({ success: false, message: 'That username is already taken' });
    });

    it('lists every account with its role and last sign-in', async () => {
      const res = await request(sut.http).get(STAFF).set('Cookie', owner).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.items.map((item: { username: string; role: string }) => [item.username, item.role])).toEqual([
        [TEST_ADMIN.username, 'owner'],
        [RECEPTION.username, 'reception'],
        [EDITOR.username, 'editor'],
      ]);
      expect(res.body.items[1].lastSignInAt).toEqual(expect.any(String));
    });
  });

  describe('each role calls only what it needs', () => {
    for (const role of ['reception', 'editor'] as const) {
      it(`${role}: 403 outside its areas, recorded; through inside them`, async () => {
        const cookie = await signIn(sut.http, role === 'reception' ? RECEPTION : EDITOR);
        for (const { method, path, area } of ROUTES) {
          const res = await call(method, path, cookie).send({});
          if (MAY_USE[role].includes(area)) {
            expect([method, path, res.status]).not.toEqual([method, path, 403]);
            expect([method, path, res.status < 500]).toEqual([method, path, true]);
          } else {
            expect([method, path, res.status, res.body]).toEqual([method, path, 403, { success: false, message: OUTSIDE_ROLE_MESSAGE }]);
          }
        }
        const refused = (await auditRows()).filter((row) => row.action === 'access.refused' && row.actor === (role === 'reception' ? RECEPTION : EDITOR).username);
        expect(refused.length).toBe(ROUTES.filter(({ area }) => !MAY_USE[role].includes(area)).length);
        expect(refused[0]).toMatchObject({ outcome: 'refused', ip: expect.any(String) });
      });
    }

    it('the receptionist reads the enquiries; the editor cannot, and saves site content', async () => {
      await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', await signIn(sut.http, RECEPTION)).expect(200);
      const editor = await signIn(sut.http, EDITOR);
      await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', editor).expect(403);
      await request(sut.http).get(`${API}/admin/content/clinic`).set('Cookie', editor).expect(200);
    });

    it('a role changed by the owner applies to the sessions already open', async () => {
      const editor = await signIn(sut.http, EDITOR);
      await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ role: 'reception' }).expect(200);
      await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', editor).expect(200);
      await request(sut.http).get(`${API}/admin/content/clinic`).set('Cookie', editor).expect(403);
      await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ role: 'editor' }).expect(200);
    });
  });

  describe('disabling and removing', () => {
    it('a disabled account is signed out at once and cannot sign in; enabled again, it can', async () => {
      const session = await signIn(sut.http, EDITOR);
      const res = await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ disabled: true }).expect(200);
      expect(res.body.item).toMatchObject({ username: EDITOR.username, disabled: true });
      await request(sut.http).get(`${API}/admin/profile`).set('Cookie', session).expect(401);
      const refused = await request(sut.http).post(`${API}/admin-login`).send(EDITOR).expect(401);
      expect(refused.body.message).toBe('This account is disabled. Ask the clinic’s owner.');
      // A wrong password learns nothing of it.
      const wrong = await request(sut.http).post(`${API}/admin-login`).send({ ...EDITOR, password: 'Not-The-Password-1' }).expect(401);
      expect(wrong.body.message).toBe('Invalid username or password');
      await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ disabled: false }).expect(200);
      await signIn(sut.http, EDITOR);
    });

    it('keeps one owner who can sign in: the last one cannot be demoted, disabled or removed', async () => {
      const [{ id }] = await db.query(`SELECT id FROM admin_account WHERE role = 'owner'`);
      for (const [method, body] of [['patch', { role: 'reception' }], ['patch', { disabled: true }], ['delete', {}]] as const) {
        const res = await request(sut.http)[method](`${STAFF}/${id}`).set('Cookie', owner).send(body).expect(409);
        expect(res.body.message).toBe('The clinic needs at least one owner who can sign in: add or enable another owner first.');
      }
      expect((await db.query(`SELECT role, disabled_at FROM admin_account WHERE id = $1`, [id]))[0]).toEqual({ role: 'owner', disabled_at: null });
    });

    it('answers 400 for a bad change and 404 for an unknown account', async () => {
      await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ disabled: 'yes' }).expect(400);
      await request(sut.http).patch(`${STAFF}/${ids.editor}`).set('Cookie', owner).send({ role: 'boss' }).expect(400);
      await request(sut.http).patch(`${STAFF}/not-an-id`).set('Cookie', owner).send({}).expect(404);
      await request(sut.http).delete(`${STAFF}/00000000-0000-4000-8000-000000000000`).set('Cookie', owner).expect(404);
    });

    it('the owner gives a staff member who forgot their password a one-time one, shown once', async () => {
      const session = await signIn(sut.http, RECEPTION);
      const res = await request(sut.http).post(`${STAFF}/${ids.reception}/reset-password`).set('Cookie', owner).expect(200);
      expect(res.body).toEqual({
        success: true,
        username: RECEPTION.username,
        password: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/),
        message: `One-time password for ${RECEPTION.username}: it must be changed at the next sign-in`,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      await request(sut.http).get(`${API}/admin/profile`).set('Cookie', session).expect(401);
      await request(sut.http).post(`${API}/admin-login`).send(RECEPTION).expect(401);
      const once = await signIn(sut.http, { username: RECEPTION.username, password: res.body.password });
      expect((await request(sut.http).get(`${API}/admin/profile`).set('Cookie', once)).body.mustChangePassword).toBe(true);
      await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', once).expect(403);
      await request(sut.http)
        .post(`${API}/admin/change-password`)
        .set('Cookie', once)
        .send({ currentPassword: res.body.password, newPassword: RECEPTION.password })
        .expect(200);
      expect(await auditRows()).toContainEqual({
        actor: TEST_ADMIN.username,
        action: 'password.reset',
        target: RECEPTION.username,
        ip: expect.any(String),
        outcome: 'success',
      });
    });

    it('removes an account: its sessions end with it', async () => {
      const added = await request(sut.http)
        .post(STAFF)
        .set('Cookie', owner)
        .send({ username: 'temporary-help', role: 'reception', password: 'Only-For-A-Week-3' })
        .expect(201);
      const session = await signIn(sut.http, { username: 'temporary-help', password: 'Only-For-A-Week-3' });
      const res = await request(sut.http).delete(`${STAFF}/${added.body.item.id}`).set('Cookie', owner).expect(200);
      expect(res.body).toEqual({ success: true, username: 'temporary-help', message: 'Staff account removed' });
      await request(sut.http).get(`${API}/admin/profile`).set('Cookie', session).expect(401);
    });
  });

  describe('the audit log', () => {
    it('records sign-ins (the username tried when one fails), staff changes and exports, with who and from where', async () => {
      await request(sut.http).post(`${API}/admin-login`).send({ username: 'guessing-someone', password: 'Wrong-Password-1' }).expect(401);
      await request(sut.http).get(`${API}/admin/enquiries.csv?status=new`).set('Cookie', owner).expect(200);
      const rows = await auditRows();
      expect(rows).toContainEqual({ actor: 'guessing-someone', action: 'sign-in', target: null, ip: expect.any(String), outcome: 'failure' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'sign-in', target: null, ip: expect.any(String), outcome: 'success' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'staff.add', target: RECEPTION.username, ip: expect.any(String), outcome: 'success' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'staff.add', target: 'someone', ip: expect.any(String), outcome: 'failure' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'staff.change', target: EDITOR.username, ip: expect.any(String), outcome: 'success' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'staff.remove', target: 'temporary-help', ip: expect.any(String), outcome: 'success' });
      expect(rows).toContainEqual({ actor: TEST_ADMIN.username, action: 'enquiry.export', target: 'status=new', ip: expect.any(String), outcome: 'success' });
      expect(rows).toContainEqual({ actor: EDITOR.username, action: 'sign-in', target: null, ip: expect.any(String), outcome: 'refused' });
      for (const row of rows) expect(Object.keys(AUDIT_ACTIONS)).toContain(row.action);
    });

    it('lists newest first with filters, for the owner', async () => {
      const all = await request(sut.http).get(AUDIT).set('Cookie', owner).expect(200);
      expect(all.body.total).toBe((await auditRows()).length);
      const times = all.body.items.map((item: { at: string }) => Date.parse(item.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const failures = await request(sut.http).get(`${AUDIT}?action=sign-in&actor=GUESSING-someone`).set('Cookie', owner).expect(200);
      expect(failures.body.items).toEqual([
        { at: expect.any(String), actor: 'guessing-someone', action: 'sign-in', target: null, ip: expect.any(String), outcome: 'failure' },
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const later = await request(sut.http).get(`${AUDIT}?from=2999-01-01`).set('Cookie', owner).expect(200);
      expect(later.body).toMatchObject({ items: [], total: 0 });
      const around = await request(sut.http).get(`${AUDIT}?from=2000-01-01&to=2999-12-31&page=1`).set('Cookie', owner).expect(200);
      expect(around.body.total).toBe(all.body.total);
      expect(today).toMatch(/^\d{4}-/);
    });

    it.each([['action=drop-table'], ['from=2026-02-31'], ['to=yesterday'], ['page=0'], [`actor=${'a'.repeat(65)}`]])(
      'answers 400 to ?%s',
      async (query) => {
        await request(sut.http).get(`${AUDIT}?${query}`).set('Cookie', owner).expect(400);
      },
    );

    it('exports CSV, itself recorded', async () => {
      const res = await request(sut.http).get(`${AUDIT}.csv?action=staff.add`).set('Cookie', owner).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const rows = parse(res.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(rows[0])).toEqual(['When (Asia/Kolkata)', 'Who', 'Action', 'Target', 'Address', 'Outcome']);
      expect(rows.every((row) => row.Action === 'staff.add')).toBe(true);
      expect((await auditRows()).at(-1)).toMatchObject({ action: 'audit.export', outcome: 'success' });
    });

    it('keeps entries a year at least: the purge removes only older ones', async () => {
      await db.query(
        `INSERT INTO audit_log (at, actor, action, ip, outcome) VALUES (now() - interval '400 days', 'old', 'sign-in', '127.0.0.1', 'success'),
                                                                     (now() - interval '300 days', 'recent', 'sign-in', '127.0.0.1', 'success')`,
      );
      expect(await sut.app.get(AuditService).purgeExpired()).toBe(1);
      const actors = (await auditRows()).map((row) => row.actor);
      expect(actors).toContain('recent');
      expect(actors).not.toContain('old');
    });
  });
});
