import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { clinicDate } from '../src/common/clinic-time';
import { offeredTimes, type OfferedTime } from './setup/open-times';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const INBOX = '/api/api/admin/enquiries';
const INBOX_CSV = '/api/api/admin/enquiries.csv';
const SUBSCRIBERS = '/api/api/admin/subscribers';
const SUBSCRIBERS_CSV = '/api/api/admin/subscribers.csv';

let ipCounter = 0;
const nextIp = () => `100.64.0.${(ipCounter = (ipCounter % 250) + 1)}`;

/** Parses a CSV answer as a spreadsheet would (after its UTF-8 byte-order mark). */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text.slice(1)) as string[][];
}

describe('Enquiry inbox (admin)', () => {
  let sut: TestApp;
  let cookie: string;
  let db: DataSource;
  let booked: OfferedTime;

  const submit = (path: string, body: object) =>
    request(sut.http)
      .post(`/api/api/enquiries/${path}`)
      .set('X-Forwarded-For', nextIp())
      .send({ startedAt: Date.now() - 10_000, consentNotice: 'privacy-2026-11', ...body })
      .expect(201);
  const admin = {
    get: (path: string) => request(sut.http).get(path).set('Cookie', cookie),
    patch: (path: string) => request(sut.http).patch(path).set('Cookie', cookie),
    delete: (path: string) => request(sut.http).delete(path).set('Cookie', cookie),
  };
  const idOf = async (name: string) =>
    ((await db.query(`SELECT id FROM enquiry WHERE name = $1 OR email = $1`, [name])) as Array<{ id: string }>)[0].id;

  beforeAll(async () => {
    sut = await createTestApp({ FORM_FORWARD_URL: '' });
    db = sut.app.get(DataSource);
    cookie = await signIn(sut.http);

    // Oldest first, so the inbox (newest first) shows them in reverse.
    await submit('callback', { name: 'Priya Sharma', phone: '+91 98765 43210' });
    booked = (await offeredTimes(sut.http)).find((offered) => offered.time === '16:00')!;
    await submit('appointment', {
      name: 'Rahul Verma',
      email: 'rahul@example.in',
      ...booked,
      concern: 'Hair PRP',
    });
    await submit('contact', {
      name: '=HYPERLINK("http://x")',
      email: 'attacker@example.in',
      subject: '@SUM(1+1)',
      message: 'Line one,\nline "two"',
    });
    await submit('newsletter', { email: 'reader@example.in' });
    await submit('newsletter', { email: 'second.reader@example.in' });
    await submit('callback', { name: 'Spam Bot', phone: '12345', website: 'http://spam.example' });
    await submit('newsletter', { email: 'bot@example.in', website: 'x' });
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('authentication', () => {
    const someId = randomUUID();
    it.each([
      ['GET', '/admin/enquiries', INBOX],
      ['GET', '/admin/enquiries.csv', INBOX_CSV],
      ['PATCH', '/admin/enquiries/:id', `${INBOX}/${someId}`],
      ['DELETE', '/admin/enquiries/:id', `${INBOX}/${someId}`],
      ['GET', '/admin/subscribers', SUBSCRIBERS],
      ['GET', '/admin/subscribers.csv', SUBSCRIBERS_CSV],
    ])('%s %s should require authentication', async (method, _route, path) => {
      const verb = method.toLowerCase() as 'get' | 'patch' | 'delete';
      const res = await request(sut.http)[verb](path).expect(401);
      expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
      const forged = await request(sut.http)[verb](path).set('Cookie', 'clinic_admin_session=not-a-token').expect(401);
      expect(forged.body.success).toBe(false);
    });

    it('refuses a cross-site status change even with a session', async () => {
      const id = await idOf('Priya Sharma');
      await admin.patch(`${INBOX}/${id}`).set('Sec-Fetch-Site', 'cross-site').send({ status: 'closed' }).expect(403);
      expect((await db.query(`SELECT status FROM enquiry WHERE id = $1`, [id]))[0].status).toBe('new');
    });
  });

  describe('GET /admin/enquiries', () => {
    it('lists every enquiry newest first with its fields and forwarding state, never cached', async () => {
      const res = await admin.get(INBOX).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ success: true, total: 7, page: 1, pageSize: 20, counts: { new: 5 } });
      expect(res.body.items.map((item: { name: string | null; email: string | null }) => item.name ?? item.email)).toEqual([
        'bot@example.in',
        'Spam Bot',
        'second.reader@example.in',
        'reader@example.in',
        '=HYPERLINK("http://x")',
        'Rahul Verma',
        'Priya Sharma',
      ]);
      const appointment = res.body.items[5];
      expect(Object.keys(appointment).sort()).toEqual(
        [
          'id',
          'type',
          'name',
          'phone',
          'email',
          'subject',
          'message',
          'date',
          'time',
          'concern',
          'appointmentStatus',
          'consentNotice',
          'consentPurpose',
          'consentedAt',
          'spam',
          'sentWithoutScripts',
          'status',
          'forwardState',
          'forwardAttempts',
          'lastError',
          'createdAt',
          'deliveredAt',
        ].sort(),
      );
      expect(appointment).toMatchObject({
        type: 'appointment',
        name: 'Rahul Verma',
        phone: null,
        email: 'rahul@example.in',
        date: booked.date,
        time: '16:00',
        concern: 'Hair PRP',
        appointmentStatus: 'requested',
        consentNotice: 'privacy-2026-11',
        consentPurpose: 'To arrange your appointment',
        spam: false,
        status: 'new',
        forwardState: 'skipped',
        forwardAttempts: 0,
        lastError: null,
        deliveredAt: null,
      });
      expect(new Date(appointment.createdAt).toISOString()).toBe(appointment.createdAt);
      // Consented as the request was sent, a moment before it was stored.
      expect(Date.parse(appointment.createdAt) - Date.parse(appointment.consentedAt)).toBeGreaterThanOrEqual(0);
      expect(Date.parse(appointment.createdAt) - Date.parse(appointment.consentedAt)).toBeLessThan(5_000);
      const purposes = Object.fromEntries(res.body.items.map((item: { type: string; consentPurpose: string }) => [item.type, item.consentPurpose]));
      expect(purposes).toEqual({
        callback: 'To call you back',
        appointment: 'To arrange your appointment',
        contact: 'To answer your message',
        newsletter: 'To send you the newsletter',
      });
    });

    it('filters by type, status and spam; an empty parameter means no filter', async () => {
      const names = (res: request.Response) =>
        res.body.items.map((item: { name: string | null; email: string | null }) => item.name ?? item.email);
      expect(names(await admin.get(`${INBOX}?type=callback`).expect(200))).toEqual(['Spam Bot', 'Priya Sharma']);
      expect(names(await admin.get(`${INBOX}?type=callback&spam=false`).expect(200))).toEqual(['Priya Sharma']);
      expect(names(await admin.get(`${INBOX}?spam=true`).expect(200))).toEqual(['bot@example.in', 'Spam Bot']);
      const all = await admin.get(`${INBOX}?type=&status=&spam=`).expect(200);
      expect(all.body.total).toBe(7);

      const id = await idOf('Rahul Verma');
      await admin.patch(`${INBOX}/${id}`).send({ status: 'booked' }).expect(200);
      const booked = await admin.get(`${INBOX}?status=booked`).expect(200);
      expect(names(booked)).toEqual(['Rahul Verma']);
      expect(booked.body.total).toBe(1);
      await admin.patch(`${INBOX}/${id}`).send({ status: 'new' }).expect(200);
    });

    it('pages through the list', async () => {
      const res = await admin.get(`${INBOX}?page=2&pageSize=3`).expect(200);
      expect(res.body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
      expect(res.body.items.map((item: { name: string | null; email: string | null }) => item.name ?? item.email)).toEqual([
        'reader@example.in',
        '=HYPERLINK("http://x")',
        'Rahul Verma',
      ]);
      const beyond = await admin.get(`${INBOX}?page=9&pageSize=100`).expect(200);
      expect(beyond.body).toMatchObject({ items: [], total: 7 });
    });

    it.each([
      'pageSize=0',
      'pageSize=101',
      'pageSize=ten',
      'page=0',
      'page=1.5',
      'page=-1',
      'page=1&page=2',
      'type=email',
      'status=done',
      'spam=maybe',
      'sort=name',
    ])('answers 400 to ?%s', async (query) => {
      const res = await admin.get(`${INBOX}?${query}`).expect(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    });
  });

  describe('PATCH /admin/enquiries/:id', () => {
    it('sets the status the clinic chose and answers the enquiry', async () => {
      const id = await idOf('Priya Sharma');
      const res = await admin.patch(`${INBOX}/${id}`).send({ status: 'contacted' }).expect(200);
      expect(res.body).toMatchObject({ success: true, item: { id, name: 'Priya Sharma', status: 'contacted' } });
      const inbox = await admin.get(INBOX).expect(200);
      expect(inbox.body.counts).toEqual({ new: 4 });
    });

    it.each([[{ status: 'done' }], [{}], [{ status: 'closed', name: 'x' }], [{ status: ['closed'] }]])(
      'refuses %j',
      async (body) => {
        const id = await idOf('Priya Sharma');
        const res = await admin.patch(`${INBOX}/${id}`).send(body).expect(400);
        expect(res.body.success).toBe(false);
      },
    );

    it('answers 404 for an unknown id and for one that is not an id', async () => {
      const unknown = await admin.patch(`${INBOX}/${randomUUID()}`).send({ status: 'closed' }).expect(404);
      expect(unknown.body).toEqual({ success: false, message: 'Enquiry not found' });
      await admin.patch(`${INBOX}/not-a-uuid`).send({ status: 'closed' }).expect(404);
      await admin.patch(`${INBOX}/${'9'.repeat(5000)}`).send({ status: 'closed' }).expect(404);
    });
  });

  describe('GET /admin/enquiries.csv', () => {
    it('exports every enquiry as CSV with a header row, named after the day', async () => {
      const res = await admin.get(INBOX_CSV).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="enquiries-${clinicDate('Asia/Kolkata')}.csv"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = csvRows(res.text);
      expect(header).toEqual([
        'Received (Asia/Kolkata)',
        'Type',
        'Status',
        'Suspected spam',
        'Name',
        'Phone',
        'Email',
        'Subject',
        'Message',
        'Preferred date',
        'Preferred time',
        'Concern',
        'Consent notice',
        'Consent purpose',
        'Consented (Asia/Kolkata)',
        'Forwarding',
        'Forwarding attempts',
        `Delivered (Asia/Kolkata)`,
        'Last forwarding error',
        'Id',
      ]);
      expect(rows).toHaveLength(7);
      const priya = rows.find((row) => row[4] === 'Priya Sharma')!;
      expect(priya[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(priya.slice(1, 4)).toEqual(['callback', 'contacted', 'no']);
      expect(priya[12]).toBe('privacy-2026-11');
      expect(priya[13]).toBe('To call you back');
      expect(priya[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(priya[19]).toBe(await idOf('Priya Sharma'));
    });

    it('quotes a field holding a semicolon, which spreadsheets in many locales split on', async () => {
      // A concern written freely, as requests made before the concern came from the list may hold.
      await db.query(`UPDATE enquiry SET concern = 'Hair PRP; hair fall' WHERE name = 'Rahul Verma'`);
      const res = await admin.get(`${INBOX_CSV}?type=appointment`).expect(200);
      expect(res.text).toContain(',"Hair PRP; hair fall",');
      expect(csvRows(res.text)[1][11]).toBe('Hair PRP; hair fall');
    });

    it('neutralises cells a spreadsheet would run as formulas', async () => {
      const res = await admin.get(`${INBOX_CSV}?type=contact`).expect(200);
      const [, ...rows] = csvRows(res.text);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row[4]).toBe(`'=HYPERLINK("http://x")`);
      expect(row[7]).toBe(`'@SUM(1+1)`);
      expect(row[8]).toBe('Line one,\nline "two"');

      const callbacks = csvRows(
        (await admin.get(`${INBOX_CSV}?type=callback&spam=false`).expect(200)).text,
      );
      expect(callbacks[1][5]).toBe(`'+91 98765 43210`);
    });

    it('filters by type and status, and refuses bad filters', async () => {
      const res = await admin.get(`${INBOX_CSV}?status=contacted`).expect(200);
      expect(csvRows(res.text).slice(1).map((row) => row[4])).toEqual(['Priya Sharma']);
      await admin.get(`${INBOX_CSV}?type=sms`).expect(400);
      await admin.get(`${INBOX_CSV}?page=2`).expect(400);
    });

    it('exports more enquiries than fit in one batch', async () => {
      await db.query(
        // Older than every enquiry so far, however long the suite took to get here.
        `INSERT INTO enquiry (type, name, phone, forward_state, created_at)
         SELECT 'callback', 'Bulk ' || n, '12345', 'skipped', (SELECT min(created_at) FROM enquiry) - n * interval '1 second'
           FROM generate_series(1, 1203) AS n`,
      );
      try {
        const res = await admin.get(`${INBOX_CSV}?type=callback`).expect(200);
        const names = csvRows(res.text)
          .slice(1)
          .map((row) => row[4]);
        expect(names).toHaveLength(1205);
        expect(new Set(names).size).toBe(1205);
        expect(names.slice(0, 2)).toEqual(['Spam Bot', 'Priya Sharma']);
        expect(names.at(-1)).toBe('Bulk 1203');
      } finally {
        await db.query(`DELETE FROM enquiry WHERE name LIKE 'Bulk %'`);
      }
    });
  });

  describe('newsletter subscribers', () => {
    beforeAll(async () => {
      // Each address confirms through the link mailed to it (double opt-in); a third never does.
      await request(sut.http).post('/api/api/enquiries/newsletter').send({ email: 'never.confirms@example.in', startedAt: Date.now() - 10_000 }).expect(201);
      const mails = (await db.query(`SELECT to_address, body FROM outgoing_mail WHERE kind = 'newsletter-confirm'`)) as Array<{ to_address: string; body: string }>;
      for (const mail of mails.filter((entry) => entry.to_address !== 'never.confirms@example.in')) {
        const token = /#token=([\w-]+)/.exec(mail.body)![1];
        await request(sut.http).post('/api/api/enquiries/newsletter/confirm').send({ token }).expect(200);
      }
    });
    afterAll(async () => {
      await db.query(`DELETE FROM enquiry WHERE email = 'never.confirms@example.in'`);
    });

    it('GET /admin/subscribers lists the confirmed sign-ups newest first, without suspected spam', async () => {
      const res = await admin.get(SUBSCRIBERS).expect(200);
      expect(res.body).toMatchObject({ success: true, total: 2, page: 1, pageSize: 20 });
      expect(res.body.items.map((item: { email: string }) => item.email)).toEqual([
        'second.reader@example.in',
        'reader@example.in',
      ]);
      expect(res.body.items[0]).toMatchObject({ consentNotice: 'privacy-2026-11', status: 'new', forwardState: 'skipped' });
      const paged = await admin.get(`${SUBSCRIBERS}?page=2&pageSize=1`).expect(200);
      expect(paged.body.items.map((item: { email: string }) => item.email)).toEqual(['reader@example.in']);
      await admin.get(`${SUBSCRIBERS}?pageSize=500`).expect(400);
    });

    it('GET /admin/subscribers.csv exports them', async () => {
      const res = await admin.get(SUBSCRIBERS_CSV).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="subscribers-${clinicDate('Asia/Kolkata')}.csv"`,
      );
      const [header, ...rows] = csvRows(res.text);
      expect(header).toEqual(['Email', 'Subscribed (Asia/Kolkata)', 'Consent notice', 'Status']);
      expect(rows.map((row) => row[0])).toEqual(['second.reader@example.in', 'reader@example.in']);
    });
  });

  describe('DELETE /admin/enquiries/:id', () => {
    it('erases the enquiry', async () => {
      const id = await idOf('Rahul Verma');
      const res = await admin.delete(`${INBOX}/${id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Enquiry deleted' });
      expect(await db.query(`SELECT id FROM enquiry WHERE id = $1`, [id])).toEqual([]);
      const inbox = await admin.get(INBOX).expect(200);
      expect(inbox.body.total).toBe(6);
      await admin.delete(`${INBOX}/${id}`).expect(404);
    });

    it('answers 404 for an id that is not one', async () => {
      const res = await admin.delete(`${INBOX}/enquiries.csv`).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Enquiry not found' });
    });
  });
});
