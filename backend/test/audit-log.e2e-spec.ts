import { AUDIT_ACTIONS, type AuditAction } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, sessionCookieOf, signIn, TestApp, TEST_ADMIN } from './setup/test-app';

const API = '/api/api';

/**
 * Each action staff take, done once through the API as the dashboard does it, and the audit entry
 * it leaves: who, what, which target (an id or a slug, never a patient's details), from where.
 */
describe('the audit log records each action', () => {
  let sut: TestApp;
  let db: DataSource;
  let cookie: string;
  let lastId = 0;

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
  });

  /** The entries written since the last call. */
  const newEntries = async () => {
    const rows = (await db.query(`SELECT id, actor, action, target, outcome, ip FROM audit_log WHERE id > $1 ORDER BY id`, [lastId])) as Array<{
      id: string;
      actor: string;
      action: AuditAction;
      target: string | null;
      outcome: string;
      ip: string;
    }>;
    if (rows.length) lastId = Number(rows.at(-1)!.id);
    return rows.map(({ id: _id, ...row }) => row);
  };
  const entry = (action: AuditAction, target: string | null, outcome = 'success') => ({
    actor: TEST_ADMIN.username,
    action,
    target,
    outcome,
    ip: expect.stringMatching(/\d/),
  });
  const as = <T extends request.Test>(req: T) => req.set('Cookie', cookie);

  it('an article added, changed and deleted', async () => {
    await newEntries();
    const added = await as(request(sut.http).post(`${API}/news`)).field('title', 'Monsoon hair care').expect(201);
    const slug = added.body.item.slug as string;
    await as(request(sut.http).put(`${API}/news/${slug}`)).field('excerpt', 'Short and kind.').expect(200);
    await as(request(sut.http).delete(`${API}/news/${slug}`)).expect(200);
    expect(await newEntries()).toEqual([entry('article.create', slug), entry('article.update', slug), entry('article.delete', slug)]);
  });

  it('site content saved and restored', async () => {
    const current = (await as(request(sut.http).get(`${API}/admin/content/clinic`)).expect(200)).body;
    await as(request(sut.http).put(`${API}/admin/content/clinic`)).send({ ...current.item, phone: '+91 98765 43210', version: current.version }).expect(200);
    await as(request(sut.http).post(`${API}/admin/content/clinic/revisions/built-in/restore`)).expect(200);
    expect(await newEntries()).toEqual([entry('content.save', 'clinic'), entry('content.restore', 'clinic revision built-in')]);
  });

  it('an enquiry’s status changed, marked not spam, deleted, and the exports; never the patient’s name or phone', async () => {
    await request(sut.http)
      .post(`${API}/enquiries/contact`)
      .send({ name: 'Priya Deshpande', email: 'priya@example.in', subject: 'Acne', message: 'Please call me on 9822012345.', startedAt: Date.now() - 10_000 })
      .expect(201);
    const [{ id }] = await db.query(`SELECT id FROM enquiry WHERE name = 'Priya Deshpande'`);
    await db.query(`UPDATE enquiry SET spam = true WHERE id = $1`, [id]);
    await as(request(sut.http).post(`${API}/admin/enquiries/${id}/not-spam`)).expect(200);
    await as(request(sut.http).patch(`${API}/admin/enquiries/${id}`)).send({ status: 'contacted' }).expect(200);
    await as(request(sut.http).get(`${API}/admin/enquiries.csv?type=contact&spam=false`)).expect(200);
    await as(request(sut.http).get(`${API}/admin/subscribers.csv`)).expect(200);
    await as(request(sut.http).delete(`${API}/admin/enquiries/${id}`)).expect(200);
    const entries = await newEntries();
    expect(entries).toEqual([
      entry('enquiry.not-spam', id),
      entry('enquiry.status', `${id} → contacted`),
      entry('enquiry.export', 'type=contact spam=false'),
      entry('subscribers.export', null),
      entry('enquiry.delete', id),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Priya|Deshpande|9822012345|priya@example/);
  });

  it('an appointment answered', async () => {
    const { times } = (await request(sut.http).get(`${API}/appointments/open-times?days=14`).expect(200)).body;
    await request(sut.http)
      .post(`${API}/enquiries/appointment`)
      .send({ name: 'Rahul Joshi', phone: '9822054321', concern: 'Facials', date: times[0].date, time: times[0].time, startedAt: Date.now() - 10_000 })
      .expect(201);
    const [{ id }] = await db.query(`SELECT id FROM enquiry WHERE name = 'Rahul Joshi'`);
    await as(request(sut.http).post(`${API}/admin/appointments/${id}/confirm`)).send({}).expect(200);
    expect(await newEntries()).toEqual([entry('appointment.change', `${id} confirm`)]);
  });

  it('a wrong current password, a password and a username changed, and signing out', async () => {
    await as(request(sut.http).post(`${API}/admin/change-password`)).send({ currentPassword: 'not-it', newPassword: 'Another-Long-Password-3' }).expect(400);
    const changed = await as(request(sut.http).post(`${API}/admin/change-password`))
      .send({ currentPassword: TEST_ADMIN.password, newPassword: 'Another-Long-Password-3' })
      .expect(200);
    cookie = sessionCookieOf(changed.headers['set-cookie'])!;
    const renamed = await as(request(sut.http).post(`${API}/admin/change-username`))
      .send({ password: 'Another-Long-Password-3', newUsername: 'dr-kulkarni' })
      .expect(200);
    cookie = sessionCookieOf(renamed.headers['set-cookie'])!;
    await as(request(sut.http).post(`${API}/admin-logout`)).expect(200);
    expect(await newEntries()).toEqual([
      entry('password.change', null, 'failure'),
      entry('password.change', null),
      entry('username.change', null),
      { ...entry('sign-out', null), actor: 'dr-kulkarni' },
    ]);
  });

  it('names only actions the audit page knows', async () => {
    const actions = (await db.query(`SELECT DISTINCT action FROM audit_log`)) as Array<{ action: string }>;
    for (const { action } of actions) expect(Object.keys(AUDIT_ACTIONS)).toContain(action);
  });
});
