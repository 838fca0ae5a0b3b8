import { UNDELIVERED_MESSAGES, type UndeliveredItem } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FakeForwarder } from './setup/fake-forwarder';
import { createTestApp, signIn, TestApp } from './setup/test-app';
import { TestSmtp } from './setup/test-smtp';

const API = '/api/api';
const FAST = {
  ENQUIRY_FORWARD_INTERVAL_MS: '20',
  ENQUIRY_FORWARD_BACKOFF_BASE_MS: '20',
  ENQUIRY_FORWARD_BACKOFF_MAX_MS: '50',
  ENQUIRY_FORWARD_TIMEOUT_MS: '2000',
  // Everything gives up after its first failure.
  ENQUIRY_FORWARD_RETRY_WINDOW_MS: '1',
};

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('One list of what failed: forwards and mails that gave up, each sent again on request', () => {
  let sut: TestApp;
  let forwarder: FakeForwarder;
  let smtp: TestSmtp;
  let db: DataSource;
  let owner: string;

  const list = async (cookie = owner) => (await request(sut.http).get(`${API}/admin/undelivered`).set('Cookie', cookie).expect(200)).body.items as UndeliveredItem[];

  beforeAll(async () => {
    forwarder = await FakeForwarder.start();
    smtp = await TestSmtp.start();
    await smtp.stop();
    sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, SMTP_URL: smtp.url, ENQUIRY_RETENTION_DAYS: '365', ...FAST });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    await forwarder.close();
    await smtp.close();
  });

  it('lists a forward and a mail that gave up, with why, and delivers each when sent again', async () => {
    forwarder.failNext(1000, 503);
    const { times } = (await request(sut.http).get(`${API}/appointments/open-times`).expect(200)).body as { times: Array<{ date: string; time: string }> };
    await request(sut.http)
      .post(`${API}/enquiries/appointment`)
      .send({ name: 'Meera Joshi', phone: '9822012345', email: 'meera@example.in', concern: 'Facials', startedAt: Date.now() - 10_000, ...times[0] })
      .expect(201);

    const items = await until(async () => {
      const found = await list();
      return found.length === 2 ? found : undefined;
    }, 'the forward and the mail to give up');
    const forward = items.find((item) => item.kind === 'forward')!;
    const mail = items.find((item) => item.kind === 'mail')!;
    expect(forward).toMatchObject({ what: 'Appointment request, forwarded to the clinic’s mailbox', to: null, attempts: 1, reason: expect.stringMatching(/503/) });
    expect(mail).toMatchObject({ enquiryId: forward.id, to: 'meera@example.in', attempts: 1, reason: expect.stringMatching(/ECONNREFUSED|connect/i) });

    // The forwarder and the relay are back; staff send both again.
    forwarder.failNext(0);
    await smtp.resume();
    await request(sut.http).post(`${API}/admin/undelivered/forward/${forward.id}/retry`).set('Cookie', owner).expect(200, { success: true, message: UNDELIVERED_MESSAGES.queued });
    await request(sut.http).post(`${API}/admin/undelivered/mail/${mail.id}/retry`).set('Cookie', owner).expect(200);
    await until(async () => (forwarder.delivered.length === 1 ? true : undefined), 'the forward to be delivered');
    await smtp.waitFor('meera@example.in', /./);
    await until(async () => ((await list()).length === 0 ? true : undefined), 'the list to empty');
    const [{ state }] = (await db.query(`SELECT state FROM outgoing_mail WHERE id = $1`, [mail.id])) as Array<{ state: string }>;
    expect(state).toBe('sent');

    // Sent again twice, or something that is not failed: said in words.
    const again = await request(sut.http).post(`${API}/admin/undelivered/mail/${mail.id}/retry`).set('Cookie', owner).expect(404);
    expect(again.body.message).toBe(UNDELIVERED_MESSAGES.notFound);
    await request(sut.http).post(`${API}/admin/undelivered/forward/not-an-id/retry`).set('Cookie', owner).expect(404);
    const audit = (await db.query(`SELECT target FROM audit_log WHERE action = 'delivery.retry' ORDER BY id`)) as Array<{ target: string }>;
    expect(audit.map((row) => row.target)).toEqual([`forward ${forward.id}`, `mail ${mail.id}`, `mail ${mail.id}`, 'forward not-an-id']);
  });

  it('is the owner’s and the reception’s, not an editor’s', async () => {
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'news-writer', password: 'Writes-News-Often-4', role: 'editor' }).expect(201);
    const editor = await signIn(sut.http, { username: 'news-writer', password: 'Writes-News-Often-4' });
    await request(sut.http).get(`${API}/admin/undelivered`).set('Cookie', editor).expect(403);
    await request(sut.http).get(`${API}/admin/undelivered`).expect(401);
  });
});
