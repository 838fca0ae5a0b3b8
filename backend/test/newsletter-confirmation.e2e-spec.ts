import { NEWSLETTER_CONFIRM_MESSAGES, newsletterMessages } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, signIn, TestApp } from './setup/test-app';
import { TestSmtp } from './setup/test-smtp';

const API = '/api/api';

describe('Newsletter double opt-in: an address counts once it confirms', () => {
  let sut: TestApp;
  let smtp: TestSmtp;
  let db: DataSource;
  let owner: string;

  const signUp = (email: string) => request(sut.http).post(`${API}/enquiries/newsletter`).send({ email, startedAt: Date.now() - 10_000 });
  const subscribers = async () =>
    ((await request(sut.http).get(`${API}/admin/subscribers`).set('Cookie', owner).expect(200)).body.items as Array<{ email: string }>).map(({ email }) => email);
  const confirm = (token: string) => request(sut.http).post(`${API}/enquiries/newsletter/confirm`).send({ token });

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    sut = await createTestApp({ SMTP_URL: smtp.url, ENQUIRY_FORWARD_INTERVAL_MS: '50', PUBLIC_SITE_URL: 'https://clinic.example' });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    await smtp.close();
  });

  it('mails a link with the clinic’s words only; the address is listed once the link’s page sends its token back', async () => {
    expect(newsletterMessages.subscribed).toBe("You're subscribed! Thanks for joining.");
    await signUp('Meera@Example.in').expect(201);
    const mail = await smtp.waitFor('eera@', /^Please confirm your subscription – /);
    const text = mail.text ?? '';
    const link = /https:\/\/clinic\.example\/newsletter\/confirm#token=([\w-]+)/.exec(text);
    expect(link).not.toBeNull();
    expect(text).toContain('forgotten within 7 days');
    expect(await subscribers()).toEqual([]);

    await db.query(`UPDATE enquiry SET last_contact_at = now() - interval '2 days' WHERE email = 'Meera@Example.in'`);
    const confirmed = await confirm(link![1]).expect(200);
    expect(confirmed.body).toEqual({ success: true, message: NEWSLETTER_CONFIRM_MESSAGES.confirmed });
    expect(await subscribers()).toEqual(['Meera@Example.in']);
    // The confirmation is the last contact with the address.
    const [{ contactedNow }] = (await db.query(
      `SELECT last_contact_at > now() - interval '1 minute' AS "contactedNow" FROM enquiry WHERE email = 'Meera@Example.in'`,
    )) as Array<{ contactedNow: boolean }>;
    expect(contactedNow).toBe(true);
    // Opened twice (a second tap, a mail app's preview): still confirmed, said the same way.
    await confirm(link![1]).expect(200);
    // Signing up again once confirmed mails nothing more.
    await signUp('meera@example.in').expect(201);
    const [{ mails }] = (await db.query(`SELECT count(*)::int AS mails FROM outgoing_mail WHERE kind = 'newsletter-confirm'`)) as Array<{ mails: number }>;
    expect(mails).toBe(1);
  });

  it('refuses a link that is wrong, malformed or past its 7 days, in words', async () => {
    for (const token of ['x'.repeat(32), 'short', 'not a token at all!']) {
      const res = await confirm(token);
      expect([400, 404]).toContain(res.status);
      expect(res.body.message).toBe(NEWSLETTER_CONFIRM_MESSAGES.linkInvalid);
    }
    await signUp('late.reader@example.in').expect(201);
    const mail = await smtp.waitFor('late.reader@example.in', /^Please confirm/);
    const token = /#token=([\w-]+)/.exec(mail.text ?? '')![1];
    await db.query(`UPDATE enquiry SET created_at = now() - interval '8 days' WHERE email = 'late.reader@example.in'`);
    expect((await confirm(token).expect(404)).body.message).toBe(NEWSLETTER_CONFIRM_MESSAGES.linkInvalid);
  });

  it('mails an unconfirmed address again only after ten minutes, whoever signs it up', async () => {
    await signUp('twice@example.in').expect(201);
    await signUp('twice@example.in').expect(201);
    const count = async () =>
      ((await db.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE to_address = 'twice@example.in'`)) as Array<{ n: number }>)[0].n;
    expect(await count()).toBe(1);
    await db.query(`UPDATE enquiry SET confirm_sent_at = now() - interval '11 minutes' WHERE email = 'twice@example.in'`);
    await signUp('twice@example.in').expect(201);
    expect(await count()).toBe(2);
  });
});
