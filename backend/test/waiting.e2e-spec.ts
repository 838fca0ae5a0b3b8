import request from 'supertest';
import { DataSource } from 'typeorm';
import { offeredTimes } from './setup/open-times';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const API = '/api/api';
const WAITING = `${API}/admin/waiting`;
const INBOX = `${API}/admin/enquiries`;
const RECEPTION = { username: 'front-desk', password: 'Front-Desk-Pune-7' };
const EDITOR = { username: 'site-editor', password: 'Site-Editor-Pune-8' };

let ipCounter = 0;
const nextIp = () => `100.65.0.${(ipCounter = (ipCounter % 250) + 1)}`;

/**
 * What waits for the clinic's answer: one count for the dashboard's header, and the inbox's list of
 * the same, across call backs, messages, appointment requests and requests about personal data.
 */
describe('What waits for an answer (admin)', () => {
  let sut: TestApp;
  let owner: string;
  let db: DataSource;

  const submit = (path: string, body: object) =>
    request(sut.http)
      .post(`${API}/enquiries/${path}`)
      .set('X-Forwarded-For', nextIp())
      .send({ startedAt: Date.now() - 10_000, ...body })
      .expect(201);
  const idOf = async (name: string) => ((await db.query(`SELECT id FROM enquiry WHERE name = $1`, [name])) as Array<{ id: string }>)[0].id;
  const counts = async (cookie = owner) => (await request(sut.http).get(WAITING).set('Cookie', cookie).expect(200)).body;
  const waitingNames = async () =>
    ((await request(sut.http).get(`${INBOX}?waiting=true&spam=false`).set('Cookie', owner).expect(200)).body.items as Array<{ name: string }>).map(
      (item) => item.name,
    );

  beforeAll(async () => {
    sut = await createTestApp({ FORM_FORWARD_URL: '' });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
    for (const [role, account] of [['reception', RECEPTION], ['editor', EDITOR]] as const) {
      await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ ...account, role }).expect(201);
    }
    const [first, second] = await offeredTimes(sut.http);
    // Oldest first: the waiting list shows what waits longest at the top.
    await submit('callback', { name: 'Sunita Pawar', phone: '98220 11111' });
    await submit('contact', { name: 'Rahul Joshi', email: 'rahul@example.in', subject: 'Parking', message: 'Is there parking near the clinic?' });
    await submit('appointment', { name: 'Nisha Patil', phone: '98220 12345', concern: 'Facials', ...first });
    await submit('appointment', { name: 'Meera Kulkarni', phone: '98220 54321', concern: 'Hair PRP', ...second });
    await submit('data-request', { name: 'Asha Deshmukh', phone: '98220 99999', request: 'access' });
    // Neither a newsletter sign-up nor suspected spam waits for anyone.
    await submit('newsletter', { email: 'reader@example.in' });
    await submit('callback', { name: 'Spam Bot', phone: '98220 00000', website: 'http://spam.example' });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('counts each kind once, and lists the same, longest waiting first', async () => {
    const answer = await request(sut.http).get(WAITING).set('Cookie', owner).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ success: true, enquiries: 2, appointments: 2, dataRequests: 1, total: 5 });
    expect(await waitingNames()).toEqual(['Sunita Pawar', 'Rahul Joshi', 'Nisha Patil', 'Meera Kulkarni', 'Asha Deshmukh']);
  });

  it('an appointment request answered in the agenda leaves the count, its enquiry status following', async () => {
    const nisha = await idOf('Nisha Patil');
    await request(sut.http).post(`${API}/admin/appointments/${nisha}/confirm`).set('Cookie', owner).send({}).expect(200);
    const [row] = await db.query(`SELECT status, appointment_status FROM enquiry WHERE id = $1`, [nisha]);
    expect(row).toEqual({ status: 'booked', appointment_status: 'confirmed' });
    expect(await counts()).toMatchObject({ appointments: 1, total: 4 });

    // Declined: answered too.
    const meera = await idOf('Meera Kulkarni');
    await request(sut.http).post(`${API}/admin/appointments/${meera}/decline`).set('Cookie', owner).send({}).expect(200);
    expect(await counts()).toMatchObject({ appointments: 0, total: 3 });
    expect(await waitingNames()).toEqual(['Sunita Pawar', 'Rahul Joshi', 'Asha Deshmukh']);
  });

  it('a call back marked contacted and a data request marked answered leave it too', async () => {
    await request(sut.http)
      .patch(`${INBOX}/${await idOf('Sunita Pawar')}`)
      .set('Cookie', owner)
      .send({ status: 'contacted' })
      .expect(200);
    await request(sut.http)
      .patch(`${INBOX}/${await idOf('Asha Deshmukh')}`)
      .set('Cookie', owner)
      .send({ status: 'closed' })
      .expect(200);
    expect(await counts()).toEqual({ success: true, enquiries: 1, appointments: 0, dataRequests: 0, total: 1 });
    // Marked new again, the data request waits again.
    await request(sut.http)
      .patch(`${INBOX}/${await idOf('Asha Deshmukh')}`)
      .set('Cookie', owner)
      .send({ status: 'new' })
      .expect(200);
    expect(await counts()).toMatchObject({ dataRequests: 1, total: 2 });
  });

  it('reception counts what it answers; an editor, who answers no one, is refused', async () => {
    expect(await counts(await signIn(sut.http, RECEPTION))).toMatchObject({ enquiries: 1, dataRequests: 1, total: 2 });
    const editor = await signIn(sut.http, EDITOR);
    await request(sut.http).get(WAITING).set('Cookie', editor).expect(403);
    await request(sut.http).get(WAITING).expect(401);
  });

  it('gives one enquiry by its id, for its own address in the dashboard', async () => {
    const id = await idOf('Rahul Joshi');
    const res = await request(sut.http).get(`${INBOX}/${id}`).set('Cookie', owner).expect(200);
    expect(res.body).toMatchObject({ success: true, item: { id, type: 'contact', name: 'Rahul Joshi', status: 'new' } });
    expect(res.headers['cache-control']).toBe('no-store');
    await request(sut.http).get(`${INBOX}/not-an-id`).set('Cookie', owner).expect(404);
    await request(sut.http).get(`${INBOX}/00000000-0000-4000-8000-000000000000`).set('Cookie', owner).expect(404);
  });

  it('refuses a waiting filter it cannot read, and exports only what waits when asked', async () => {
    const res = await request(sut.http).get(`${INBOX}?waiting=soon`).set('Cookie', owner).expect(400);
    expect(res.body.message).toContain('waiting must be true or false');
    const csv = await request(sut.http).get(`${API}/admin/enquiries.csv?waiting=true`).set('Cookie', owner).expect(200);
    expect(csv.text).toContain('Rahul Joshi');
    expect(csv.text).toContain('Asha Deshmukh');
    expect(csv.text).not.toContain('Sunita Pawar');
    expect(csv.text).not.toContain('reader@example.in');
  });
});
