import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const CLINIC = '/api/api/admin/content/clinic';

/** The clinic's facts in the dashboard's "Site content": read, save, history and restore. */
describe('clinic content the admin edits', () => {
  let sut: TestApp;
  let cookie: string;
  /** The facts the site build ships (read once, checked against what the site shows). */
  let builtInClinicFacts: Record<string, unknown>;

  beforeAll(async () => {
    sut = await createTestApp();
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
  });

  const read = () => request(sut.http).get(CLINIC).set('Cookie', cookie);
  const save = (body: object) => request(sut.http).put(CLINIC).set('Cookie', cookie).send(body);

  it('asks for a session on every route, before anything else', async () => {
    await request(sut.http).get(CLINIC).expect(401, { success: false, message: 'Please sign in to continue.' });
    await request(sut.http).put(CLINIC).send({ name: 'Aura', version: 0 }).expect(401);
    await request(sut.http).get(`${CLINIC}/revisions`).expect(401);
    await request(sut.http).post(`${CLINIC}/revisions/built-in/restore`).expect(401);
    await request(sut.http).get('/api/api/admin/content/unknown-kind').expect(401);
  });

  it('shows the built-in facts at version 0 until the admin saves something', async () => {
    const res = await read().expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      version: 0,
      item: { name: 'Aura Skin & Hair Clinic', phone: '+91 98220 12345', hours: { sun: { open: '10:00', close: '13:00' } } },
    });
    builtInClinicFacts = res.body.item;
    await request(sut.http).get('/api/api/admin/content/unknown-kind').set('Cookie', cookie).expect(404, { success: false, message: 'Content not found' });
  });

  it('saves a change as version 1 and refuses a save made from a stale version with 409', async () => {
    const { body } = await read();
    const saved = await save({ ...body.item, phone: '+91 98765 43210', version: body.version }).expect(200);
    expect(saved.body).toEqual({ success: true, item: { ...builtInClinicFacts, phone: '+91 98765 43210' }, version: 1 });
    expect((await read()).body.item.phone).toBe('+91 98765 43210');

    const stale = await save({ ...body.item, name: 'Another Tab', version: 0 }).expect(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'Someone saved this content after you opened it. Reload to see their version, then make your change again.',
    });
    expect((await read()).body).toMatchObject({ version: 1, item: { name: builtInClinicFacts.name } });
  });

  it('lets only one of two saves from the same version through', async () => {
    const { body } = await read();
    const answers = await Promise.all(
      ['First Tab Clinic', 'Second Tab Clinic'].map((name) => save({ ...body.item, name, version: body.version })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await read()).body.version).toBe(body.version + 1);
  });

  it('answers bad input with each field’s message and saves nothing', async () => {
    const before = (await read()).body;
    const res = await save({ ...before.item, phone: 'call reception', email: 'not-an-address', version: before.version }).expect(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Enter a phone number that can be dialled, e.g. +91 98220 12345',
      fields: {
        phone: 'Enter a phone number that can be dialled, e.g. +91 98220 12345',
        email: 'Enter a valid e-mail address',
      },
    });
    await save({ ...before.item }).expect(400, { success: false, message: 'Send the version you are changing (as read with the content)' });
    const unknown = await save({ ...before.item, isAdmin: true, version: before.version }).expect(400);
    expect(unknown.body.message).toBe('Unknown field: isAdmin');
    await save({ ...before.item, hours: 'always', version: before.version }).expect(400);
    await request(sut.http).put(CLINIC).set('Cookie', cookie).set('Content-Type', 'application/json').send('[1,2]').expect(400);
    expect((await read()).body).toEqual(before);
  });

  it('keeps every save as a revision, newest first, with who, when and what changed, the built-in content last', async () => {
    const res = await request(sut.http).get(`${CLINIC}/revisions`).set('Cookie', cookie).expect(200);
    const items = res.body.items as Array<{ id: string; version: number; createdBy: string | null; createdAt: string | null; changed: string[] }>;
    expect(items.map((revision) => revision.version)).toEqual([2, 1, 0]);
    expect(items[0]).toMatchObject({ createdBy: 'clinicadmin', changed: ['name'] });
    expect(items[1]).toMatchObject({ createdBy: 'clinicadmin', changed: ['phone'] });
    expect(Date.parse(items[1].createdAt!)).toBeLessThanOrEqual(Date.now());
    expect(items[2]).toEqual({ id: 'built-in', version: 0, createdAt: null, createdBy: null, changed: [], restoredFrom: null });
  });

  it('restores an earlier revision in one call, as a new revision, and the built-in content the same way', async () => {
    const { body } = await request(sut.http).get(`${CLINIC}/revisions`).set('Cookie', cookie);
    const phoneChange = body.items.find((revision: { version: number }) => revision.version === 1);
    const restored = await request(sut.http).post(`${CLINIC}/revisions/${phoneChange.id}/restore`).set('Cookie', cookie).expect(200);
    expect(restored.body).toEqual({ success: true, item: { ...builtInClinicFacts, phone: '+91 98765 43210' }, version: 3 });

    const original = await request(sut.http).post(`${CLINIC}/revisions/built-in/restore`).set('Cookie', cookie).expect(200);
    expect(original.body).toEqual({ success: true, item: builtInClinicFacts, version: 4 });
    expect((await read()).body).toEqual({ success: true, item: builtInClinicFacts, version: 4 });

    const history = (await request(sut.http).get(`${CLINIC}/revisions`).set('Cookie', cookie)).body.items;
    expect(history[1]).toMatchObject({ version: 3, restoredFrom: phoneChange.id, changed: ['name'] });
    await request(sut.http).post(`${CLINIC}/revisions/not-a-revision/restore`).set('Cookie', cookie).expect(404, { success: false, message: 'Revision not found' });
    await request(sut.http)
      .post(`${CLINIC}/revisions/00000000-0000-4000-8000-000000000000/restore`)
      .set('Cookie', cookie)
      .expect(404);
  });

  it('refuses a cross-site save', async () => {
    const { body } = await read();
    await save({ ...body.item, version: body.version }).set('Sec-Fetch-Site', 'cross-site').expect(403);
  });
});

describe('the home FAQ the admin edits', () => {
  let sut: TestApp;
  let cookie: string;
  const FAQ = '/api/api/admin/content/faq';

  beforeAll(async () => {
    sut = await createTestApp();
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
  });

  it('starts with the five built-in questions, saves a change as a revision and restores the built-in ones', async () => {
    await request(sut.http).get(FAQ).expect(401);
    const { body } = await request(sut.http).get(FAQ).set('Cookie', cookie).expect(200);
    expect(body.version).toBe(0);
    expect(body.item.items).toHaveLength(5);
    expect(body.item.items[0].question).toBe('What happens at my first consultation?');

    const items = [{ question: 'Do you see children?', answer: 'Yes, from the age of five, with a parent.' }, ...body.item.items.slice(1)];
    const saved = await request(sut.http).put(FAQ).set('Cookie', cookie).send({ items, version: 0 }).expect(200);
    expect(saved.body).toMatchObject({ version: 1, item: { items } });
    const history = (await request(sut.http).get(`${FAQ}/revisions`).set('Cookie', cookie)).body.items;
    expect(history[0]).toMatchObject({ version: 1, changed: ['items'], createdBy: 'clinicadmin' });

    const bad = await request(sut.http).put(FAQ).set('Cookie', cookie).send({ items: [], version: 1 }).expect(400);
    expect(bad.body.fields).toEqual({ items: 'Give one to ten questions with their answers' });
    const restored = await request(sut.http).post(`${FAQ}/revisions/built-in/restore`).set('Cookie', cookie).expect(200);
    expect(restored.body).toMatchObject({ version: 2, item: body.item });
  });
});

describe('clinic content without a site build', () => {
  it('says the site must be built first, with 503, and the rest of the API still answers', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'clinic-no-site-'));
    const sut = await createTestApp({ SITE_BUILD_DIR: empty });
    try {
      const cookie = await signIn(sut.http);
      await request(sut.http)
        .get(CLINIC)
        .set('Cookie', cookie)
        .expect(503, { success: false, message: 'The site is not built yet, so its content cannot be edited. Run `make build`.' });
      await request(sut.http).get('/api/api/health').expect(200);
    } finally {
      await sut.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
