import { DATA_REQUEST_DAYS, dataRequestMessages, FORM_THANKS, type DataRequestList } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FakeForwarder } from './setup/fake-forwarder';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const API = '/api/api';
const REQUESTS = `${API}/admin/people/requests`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The privacy page's own form (DPDP Act): a patient asks to see, correct or erase their data,
 * withdraws consent or complains; the clinic's mailbox hears of it and the dashboard lists it with
 * the answer's due date until the staff mark it answered.
 */
describe('requests about personal data', () => {
  let sut: TestApp;
  let forwarder: FakeForwarder;
  let db: DataSource;
  let owner: string;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  const send = (body: Record<string, unknown>) =>
    request(sut.http).post(`${API}/enquiries/data-request`).set('X-Forwarded-For', freshIp()).send({ startedAt: Date.now() - 10_000, ...body });
  const plainForm = (fields: Record<string, string>) =>
    request(sut.http)
      .post(`${API}/enquiries/data-request`)
      .set('X-Forwarded-For', freshIp())
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(new URLSearchParams(fields).toString());
  const list = async (cookie = owner) => (await request(sut.http).get(REQUESTS).set('Cookie', cookie).expect(200)).body as DataRequestList;

  beforeAll(async () => {
    forwarder = await FakeForwarder.start();
    sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ENQUIRY_FORWARD_INTERVAL_MS: '20', ENQUIRIES_PER_TEN_MINUTES: '100' });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    await forwarder.close();
  });

  it('checks each field in order and says what is wrong in the form’s words', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '98220 12345', request: 'access' }, dataRequestMessages.name],
      [{ name: 'Meera Joshi', request: 'access' }, dataRequestMessages.contact],
      [{ name: 'Meera Joshi', phone: 'call me', request: 'access' }, dataRequestMessages.phone],
      [{ name: 'Meera Joshi', email: 'meera@', request: 'access' }, dataRequestMessages.email],
      [{ name: 'Meera Joshi', email: 'meera@example.in', request: 'everything' }, dataRequestMessages.request],
      [{ name: 'Meera Joshi', email: 'meera@example.in', request: 'access', details: 'x'.repeat(1001) }, dataRequestMessages.details],
    ];
    for (const [body, message] of cases) {
      const res = await send(body).expect(400);
      expect(res.body).toMatchObject({ message });
    }
    expect((await list()).items).toEqual([]);
  });

  it('keeps a request, tells the clinic’s mailbox what is asked and when it is due, and lists it with that date', async () => {
    const before = Date.now();
    await send({ name: 'Meera Joshi', phone: '+91-98220-12345', request: 'erasure', details: 'Please erase my old enquiry.', consentNotice: 'privacy-2026-11-27' }).expect(201);
    const [forwarded] = await forwarder.waitForDeliveries(1);
    expect(forwarded.fields).toEqual(
      expect.arrayContaining([
        ['Name', 'Meera Joshi'],
        ['Request', 'Erase my data'],
        ['Details', 'Please erase my old enquiry.'],
        ['_subject', 'Personal Data Request'],
      ]),
    );
    const { items, waiting } = await list();
    expect(waiting).toBe(1);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({ name: 'Meera Joshi', phone: '+91-98220-12345', email: null, request: 'erasure', details: 'Please erase my old enquiry.', answeredAt: null });
    const received = new Date(item.receivedAt).getTime();
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(item.dueBy).getTime() - received).toBe(DATA_REQUEST_DAYS * DAY_MS);
    // It is an enquiry too: in the inbox among the new ones, with its consent recorded.
    const inbox = (await request(sut.http).get(`${API}/admin/enquiries?type=data-request`).set('Cookie', owner).expect(200)).body as { items: Array<{ id: string; status: string; consentNotice: string }> };
    expect(inbox.items).toEqual([expect.objectContaining({ id: item.id, status: 'new', consentNotice: 'privacy-2026-11-27' })]);
  });

  it('takes the form a browser sends by itself, and answers with its thank-you page', async () => {
    const res = await plainForm({ name: 'Ravi Deshpande', phone: '', email: 'Ravi@Example.in', request: 'access', details: '', website: '' }).expect(303);
    expect(res.headers.location).toBe('/thank-you/data-request');
    const refused = await plainForm({ name: 'Ravi Deshpande', phone: '', email: '', request: 'access', website: '' }).expect(400);
    expect(refused.type).toBe('text/html');
    expect(refused.text).toContain(dataRequestMessages.contact);
    expect(refused.text).toContain('value="Ravi Deshpande"');
    const { items } = await list();
    expect(items.map((item) => item.name)).toEqual(['Meera Joshi', 'Ravi Deshpande']);
    expect(FORM_THANKS['data-request']).toContain(`${DATA_REQUEST_DAYS} days`);
  });

  it('is marked answered (closed in the inbox, the waiting count down) and can wait again, each in the audit log', async () => {
    const [meera] = (await list()).items;
    await request(sut.http).post(`${REQUESTS}/${meera.id}/answered`).set('Cookie', owner).expect(200);
    let after = await list();
    expect(after.waiting).toBe(1);
    // Waiting ones first: Ravi's, then Meera's answered one.
    expect(after.items.map((item) => [item.name, item.answeredAt === null])).toEqual([
      ['Ravi Deshpande', true],
      ['Meera Joshi', false],
    ]);
    const [row] = (await db.query(`SELECT status FROM enquiry WHERE id = $1`, [meera.id])) as Array<{ status: string }>;
    expect(row.status).toBe('closed');
    await request(sut.http).post(`${REQUESTS}/${meera.id}/waiting`).set('Cookie', owner).expect(200);
    after = await list();
    expect(after.waiting).toBe(2);
    const audit = (await db.query(`SELECT action, target FROM audit_log WHERE action LIKE 'person.request-%' ORDER BY at`)) as Array<{ action: string; target: string }>;
    expect(audit).toEqual([
      { action: 'person.request-answered', target: meera.id },
      { action: 'person.request-reopened', target: meera.id },
    ]);
    // Closed in the inbox is answered too; opened there again, it waits.
    await request(sut.http).patch(`${API}/admin/enquiries/${meera.id}`).set('Cookie', owner).send({ status: 'closed' }).expect(200);
    expect((await list()).items.find((item) => item.id === meera.id)?.answeredAt).not.toBeNull();
    await request(sut.http).patch(`${API}/admin/enquiries/${meera.id}`).set('Cookie', owner).send({ status: 'contacted' }).expect(200);
    expect((await list()).items.find((item) => item.id === meera.id)?.answeredAt).toBeNull();
    await request(sut.http).post(`${REQUESTS}/not-an-id/answered`).set('Cookie', owner).expect(404);
    await request(sut.http).post(`${REQUESTS}/00000000-0000-4000-8000-000000000000/answered`).set('Cookie', owner).expect(404);
  });

  it('is found with the person’s data, and goes when they are erased', async () => {
    const found = (await request(sut.http).post(`${API}/admin/people/search`).set('Cookie', owner).send({ q: 'ravi@example.in' }).expect(200)).body as { items: Array<{ summary: string }> };
    expect(found.items.map((item) => item.summary)).toEqual([expect.stringContaining('Request about their data')]);
    await request(sut.http).post(`${API}/admin/people/erase`).set('Cookie', owner).send({ q: 'RAVI@example.in' }).expect(200);
    expect((await list()).items.map((item) => item.name)).toEqual(['Meera Joshi']);
  });

  it('is the owner’s and the reception’s, not an editor’s', async () => {
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'reception-desk', password: 'Front-Desk-Pune-7', role: 'reception' }).expect(201);
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'news-writer', password: 'Writes-News-Often-4', role: 'editor' }).expect(201);
    const reception = await signIn(sut.http, { username: 'reception-desk', password: 'Front-Desk-Pune-7' });
    const editor = await signIn(sut.http, { username: 'news-writer', password: 'Writes-News-Often-4' });
    expect((await list(reception)).items).toHaveLength(1);
    await request(sut.http).get(REQUESTS).set('Cookie', editor).expect(403);
    await request(sut.http).get(REQUESTS).expect(401);
  });
});
