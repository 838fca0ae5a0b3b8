import request from 'supertest';
import { contentApi } from './setup/content-api';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const TREATMENTS = '/api/api/admin/content/treatments';

interface ListedTreatment {
  id: string;
  title: string;
  group: string;
  price: { amount: number; note: string } | null;
  included: string[];
  hidden: boolean;
  version: number;
  builtIn: boolean;
}

/** Treatments in the dashboard's "Site content": list, edit, add, hide, delete, history and restore. */
describe('treatments the admin edits', () => {
  let sut: TestApp;
  let cookie: string;

  beforeAll(async () => {
    sut = await createTestApp();
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
  });

  const as = <T extends request.Test>(test: T) => contentApi(sut, cookie).as(test);
  const list = async () => (await as(request(sut.http).get(TREATMENTS)).expect(200)).body.items as ListedTreatment[];
  const read = (id: string) => contentApi(sut, cookie).read(`${TREATMENTS}/${id}`);

  it('asks for a session on every route, before anything else', async () => {
    await request(sut.http).get(TREATMENTS).expect(401);
    await request(sut.http).post(TREATMENTS).send({ id: 'x' }).expect(401);
    await request(sut.http).get(`${TREATMENTS}/hydrafacial`).expect(401);
    await request(sut.http).put(`${TREATMENTS}/hydrafacial`).send({ version: 0 }).expect(401);
    await request(sut.http).delete(`${TREATMENTS}/hydrafacial`).expect(401);
    await request(sut.http).get(`${TREATMENTS}/hydrafacial/revisions`).expect(401);
    await request(sut.http).post(`${TREATMENTS}/hydrafacial/revisions/built-in/restore`).expect(401);
  });

  it('lists every built-in treatment in menu order at version 0', async () => {
    const items = await list();
    expect(items).toHaveLength(51);
    expect(items[0]).toMatchObject({ id: 'anti-aging', title: 'Anti-Ageing Treatment', version: 0, builtIn: true, hidden: false });
    expect(items.find((item) => item.id === 'hydrafacial')).toMatchObject({ title: 'HydraFacial', price: null, version: 0 });
    expect(items.find((item) => item.id === 'botox-treatment')?.price).toEqual({ amount: 12000, note: 'per area' });
    await as(request(sut.http).get(`${TREATMENTS}/no-such-treatment`)).expect(404, { success: false, message: 'Treatment not found' });
  });

  it('saves a new price and included list, and refuses a stale save with 409', async () => {
    const { item, version } = await read('hydrafacial');
    expect(version).toBe(0);
    const included = ['Deep cleanse and exfoliation', 'Painless extraction', 'Hydrating serum infusion', 'LED finish'];
    const saved = await as(request(sut.http).put(`${TREATMENTS}/hydrafacial`))
      .send({ ...item, price: { amount: 6999, note: 'per session' }, included, version })
      .expect(200);
    expect(saved.body).toMatchObject({ success: true, version: 1, item: { id: 'hydrafacial', price: { amount: 6999 }, included } });
    expect((await list()).find((entry) => entry.id === 'hydrafacial')).toMatchObject({ price: { amount: 6999 }, version: 1 });
    await as(request(sut.http).put(`${TREATMENTS}/hydrafacial`)).send({ ...item, version: 0 }).expect(409);
  });

  it('answers a bad price with its field message and saves nothing', async () => {
    const { item, version } = await read('hydrafacial');
    const res = await as(request(sut.http).put(`${TREATMENTS}/hydrafacial`))
      .send({ ...item, price: { amount: -5, note: 'per session' }, version })
      .expect(400);
    expect(res.body.fields).toEqual({ price: 'Enter the price in whole rupees, from ₹1 to ₹10,00,000, or choose "on consultation"' });
    expect((await read('hydrafacial')).version).toBe(version);
  });

  it('hides a treatment and shows it again', async () => {
    const { item, version } = await read('srf');
    await as(request(sut.http).put(`${TREATMENTS}/srf`)).send({ ...item, hidden: true, version }).expect(200);
    expect((await list()).find((entry) => entry.id === 'srf')?.hidden).toBe(true);
  });

  it('adds a treatment under its own page address, once', async () => {
    const { item } = await read('hydrafacial');
    const created = await as(request(sut.http).post(TREATMENTS))
      .send({ ...item, id: 'hydrafacial-glow', title: 'HydraFacial Glow', price: null })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, version: 1, item: { id: 'hydrafacial-glow', price: null } });
    expect((await list()).at(-1)).toMatchObject({ id: 'hydrafacial-glow', builtIn: false, version: 1 });

    const taken = await as(request(sut.http).post(TREATMENTS)).send({ ...item, id: 'hydrafacial-glow' }).expect(409);
    expect(taken.body).toEqual({ success: false, message: 'A treatment with this page address already exists', fields: { id: 'Choose another page address' } });
    await as(request(sut.http).post(TREATMENTS)).send({ ...item, id: 'anti-aging' }).expect(409);
    const badId = await as(request(sut.http).post(TREATMENTS)).send({ ...item, id: 'Glow Facial' }).expect(400);
    expect(badId.body.fields.id).toBe('Use lower-case letters, digits and hyphens for the page address, e.g. hydrafacial-glow');
  });

  it('deletes a treatment, keeps it in its history and restores it in one call', async () => {
    await as(request(sut.http).delete(`${TREATMENTS}/hydrafacial-glow`)).expect(200, { success: true, message: 'Treatment deleted' });
    await as(request(sut.http).get(`${TREATMENTS}/hydrafacial-glow`)).expect(404);
    expect((await list()).some((entry) => entry.id === 'hydrafacial-glow')).toBe(false);

    const history = (await as(request(sut.http).get(`${TREATMENTS}/hydrafacial-glow/revisions`)).expect(200)).body.items;
    expect(history.map((revision: { version: number; changed: string[] }) => [revision.version, revision.changed[0]])).toEqual([
      [2, 'deleted'],
      [1, 'id'],
    ]);
    const restored = await as(request(sut.http).post(`${TREATMENTS}/hydrafacial-glow/revisions/${history[1].id}/restore`)).expect(200);
    expect(restored.body).toMatchObject({ version: 3, item: { id: 'hydrafacial-glow', title: 'HydraFacial Glow' } });
    expect((await read('hydrafacial-glow')).item.title).toBe('HydraFacial Glow');
  });

  it('deletes a built-in treatment and brings it back from the built-in content', async () => {
    await as(request(sut.http).delete(`${TREATMENTS}/mesotherapy`)).expect(200);
    expect((await list()).some((entry) => entry.id === 'mesotherapy')).toBe(false);
    const restored = await as(request(sut.http).post(`${TREATMENTS}/mesotherapy/revisions/built-in/restore`)).expect(200);
    expect(restored.body).toMatchObject({ version: 2, item: { id: 'mesotherapy', title: 'Mesotherapy' } });
    expect((await list()).map((entry) => entry.id).indexOf('mesotherapy')).toBe(4);
  });

  it('answers 404 for the history of a treatment that never existed', async () => {
    await as(request(sut.http).get(`${TREATMENTS}/never-was/revisions`)).expect(404, { success: false, message: 'Treatment not found' });
    await as(request(sut.http).post(`${TREATMENTS}/never-was/revisions/built-in/restore`)).expect(404, { success: false, message: 'Revision not found' });
  });
});
