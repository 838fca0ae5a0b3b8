import { NEWSLETTER_MESSAGES, NEWSLETTER_UNSUBSCRIBE_MESSAGES, OUTSIDE_ROLE_MESSAGE } from '@aura/contract';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, pngImage, signIn, TestApp } from './setup/test-app';
import { TestSmtp } from './setup/test-smtp';

const API = '/api/api';
const SITE = 'https://clinic.example';
const EDITOR = { username: 'newsletter-editor', password: 'Writes-Letters-Pune-4' };
const RECEPTION = { username: 'front-desk', password: 'Front-Desk-Pune-7' };
const UNSUBSCRIBE_HEADER = /^<https:\/\/clinic\.example\/api\/api\/newsletter\/unsubscribe\/([\w-]{43})>$/;

describe('Newsletters: to confirmed subscribers, each with its own one-click unsubscribe', () => {
  let sut: TestApp;
  let smtp: TestSmtp;
  let db: DataSource;
  let owner: string;
  let editor: string;
  let slugs: string[];

  const signUp = (email: string) => request(sut.http).post(`${API}/enquiries/newsletter`).send({ email, startedAt: Date.now() - 10_000 }).expect(201);
  const confirmed = async (email: string) => {
    await signUp(email);
    const mail = await smtp.waitFor(email, /^Please confirm your subscription/);
    const token = /#token=([\w-]+)/.exec(mail.text ?? '')![1];
    await request(sut.http).post(`${API}/enquiries/newsletter/confirm`).send({ token }).expect(200);
  };
  const send = (body: object, cookie = editor) => request(sut.http).post(`${API}/admin/newsletters`).set('Cookie', cookie).send(body);
  const newsletterMails = (subject: string) => smtp.mails.filter((mail) => mail.subject === subject);
  const waitForMails = async (subject: string, count: number) => {
    const deadline = Date.now() + 10_000;
    while (newsletterMails(subject).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return newsletterMails(subject);
  };
  const recipientOf = (mail: ParsedMail) => [mail.to].flat()[0]!.text;
  /** A header as it came over SMTP (mailparser folds the List-* ones into one object). */
  const headerOf = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const tokenOf = (mail: ParsedMail) => UNSUBSCRIBE_HEADER.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1];

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    sut = await createTestApp({ SMTP_URL: smtp.url, ENQUIRY_FORWARD_INTERVAL_MS: '50', PUBLIC_SITE_URL: SITE, NEWSLETTER_MAILS_PER_MINUTE: '6000', NEWSLETTER_TESTS_PER_HOUR: '2' });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
    for (const [account, role] of [[EDITOR, 'editor'], [RECEPTION, 'reception']] as const) {
      await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ ...account, role }).expect(201);
    }
    editor = await signIn(sut.http, EDITOR);
    slugs = [];
    for (const [title, excerpt] of [['Monsoon hair care', 'Keep the scalp dry & calm.'], ['Sunscreen in Pune winters', 'Yes, <still> every day.']]) {
      const res = await request(sut.http).post(`${API}/news`).set('Cookie', editor).field('title', title).field('excerpt', excerpt).attach('cardImage', await pngImage(), 'card.png').expect(201);
      slugs.push(res.body.item.slug as string);
    }
    await confirmed('asha@example.in');
    await confirmed('rohan@example.in');
    await signUp('not.yet@example.in');
  });
  afterAll(async () => {
    await sut.close();
    await smtp.close();
  });

  describe('POST /admin/newsletters', () => {
    it('should require a session', async () => {
      await request(sut.http).post(`${API}/admin/newsletters`).send({ subject: 'x', intro: '', articles: slugs }).expect(401);
    });

    it('refuses reception (403) and lets an editor send', async () => {
      const reception = await signIn(sut.http, RECEPTION);
      const refused = await send({ subject: 'x', intro: '', articles: slugs }, reception).expect(403);
      expect(refused.body.message).toBe(OUTSIDE_ROLE_MESSAGE);
      await request(sut.http).get(`${API}/admin/newsletters`).set('Cookie', reception).expect(403);
    });

    it.each([
      [{ subject: '', intro: '', articles: ['a'] }, NEWSLETTER_MESSAGES.subjectRequired],
      [{ subject: '   ', intro: '', articles: ['a'] }, NEWSLETTER_MESSAGES.subjectRequired],
      [{ subject: 'x'.repeat(151), intro: '', articles: ['a'] }, NEWSLETTER_MESSAGES.subjectTooLong],
      [{ subject: 'Hello', intro: 'x'.repeat(2001), articles: ['a'] }, NEWSLETTER_MESSAGES.introTooLong],
      [{ subject: 'Hello', intro: '', articles: [] }, NEWSLETTER_MESSAGES.articlesRequired],
      [{ subject: 'Hello', intro: '', articles: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, NEWSLETTER_MESSAGES.articlesRequired],
      [{ subject: 'Hello', intro: '', articles: 'a' }, NEWSLETTER_MESSAGES.articlesRequired],
      [{ subject: 'Hello', intro: '', articles: ['a', 'a'] }, NEWSLETTER_MESSAGES.articlesRequired],
      [{ subject: 'Hello', intro: '', articles: [7] }, NEWSLETTER_MESSAGES.articleUnknown],
      [{ subject: 'Hello', intro: '', articles: ['../etc'] }, NEWSLETTER_MESSAGES.articleUnknown],
      [{ subject: 'Hello', intro: '', articles: ['no-such-article'] }, NEWSLETTER_MESSAGES.articleUnknown],
      [{ subject: 'Hello', articles: ['a'] }, NEWSLETTER_MESSAGES.introTooLong],
      [{ subject: 'Hello', intro: '', articles: ['a'], extra: true }, 'Unknown field: extra'],
    ])('answers 400 in words to %j, and queues nothing', async (body, message) => {
      const res = await send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await db.query(`SELECT id FROM newsletter`)).toEqual([]);
    });

    it('reaches the two confirmed subscribers only, each with its own link, the RFC 8058 headers and a plain-text part', async () => {
      const res = await send({ subject: 'Monsoon care from the clinic', intro: 'Dear reader,\n\nTwo articles for the rains.', articles: slugs }).expect(202);
      expect(res.body).toEqual({ success: true, id: expect.any(String), recipients: 2 });

      const mails = await waitForMails('Monsoon care from the clinic', 2);
      expect(mails.map(recipientOf).sort()).toEqual(['asha@example.in', 'rohan@example.in']);
      const tokens = mails.map(tokenOf);
      expect(tokens.every(Boolean)).toBe(true);
      expect(new Set(tokens).size).toBe(2);
      for (const mail of mails) {
        const token = tokenOf(mail)!;
        expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).toContain('Two articles for the rains.');
        expect(mail.text).toContain(`${SITE}/news/${slugs[0]}`);
        expect(mail.text).toContain(`${SITE}/api/api/newsletter/unsubscribe/${token}`);
        expect(mail.text).toContain('Aura Skin & Hair Clinic');
        expect(mail.html).toContain(`href="${SITE}/news/${slugs[1]}"`);
        expect(mail.html).toContain('Yes, &lt;still&gt; every day.');
        expect(mail.html).toMatch(new RegExp(`<img src="${SITE}/api/api/media/[a-f0-9]{64}\\.webp"`));
        expect(mail.html).toContain(`href="${SITE}/api/api/newsletter/unsubscribe/${token}"`);
        // The address is nowhere in the link.
        expect(mail.html).not.toContain(encodeURIComponent(recipientOf(mail)));
      }
      expect(smtp.mails.some((mail) => recipientOf(mail).includes('not.yet@') && mail.subject === 'Monsoon care from the clinic')).toBe(false);
    });

    it('paces the mails NEWSLETTER_MAILS_PER_MINUTE apart in the outbox', async () => {
      // 6000 a minute: 10 ms apart; the first is due at once, the second's retries count from when it was due.
      const [first, second] = (await db.query(
        `SELECT created_at, retried_at FROM outgoing_mail WHERE kind = 'newsletter' ORDER BY to_address`,
      )) as Array<{ created_at: Date; retried_at: Date | null }>;
      expect(first.retried_at).toBeNull();
      expect(second.retried_at!.getTime() - second.created_at.getTime()).toBeGreaterThanOrEqual(10);
    });

    it('lists what was sent with who sent it and the delivered and failed counts', async () => {
      const res = await request(sut.http).get(`${API}/admin/newsletters`).set('Cookie', owner).expect(200);
      expect(res.body.items).toEqual([
        {
          id: expect.any(String),
          subject: 'Monsoon care from the clinic',
          sentAt: expect.any(String),
          sentBy: EDITOR.username,
          articles: ['Monsoon hair care', 'Sunscreen in Pune winters'],
          recipients: 2,
          delivered: 2,
          failed: 0,
          waiting: 0,
        },
      ]);
      expect(res.body.subscribers).toBe(2);
    });
  });

  describe('POST /newsletter/unsubscribe/:token', () => {
    it('a GET changes nothing and shows the page with one button, which needs no script and sends no Referer', async () => {
      const mail = newsletterMails('Monsoon care from the clinic').find((entry) => recipientOf(entry) === 'rohan@example.in')!;
      const token = tokenOf(mail)!;
      const res = await request(sut.http).get(`${API}/newsletter/unsubscribe/${token}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE_MESSAGES.ask);
      expect(res.text).toContain(`<form method="post" action="/api/api/newsletter/unsubscribe/${token}">`);
      expect(res.text).toContain('<input type="hidden" name="from" value="page">');
      expect(res.text).toContain(`<button type="submit">${NEWSLETTER_UNSUBSCRIBE_MESSAGES.button}</button>`);
      expect(res.text).toContain('<meta name="referrer" content="no-referrer">');
      expect(res.text).not.toContain('<script');
      expect(await db.query(`SELECT unsubscribed_at FROM enquiry WHERE email = 'rohan@example.in'`)).toEqual([{ unsubscribed_at: null }]);
      // A link no mail carried says so, with no button.
      const unknown = await request(sut.http).get(`${API}/newsletter/unsubscribe/${'x'.repeat(43)}`).expect(404);
      expect(unknown.text).toContain(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
      expect(unknown.text).not.toContain('<form');
      await request(sut.http).get(`${API}/newsletter/unsubscribe/preview`).expect(404);
    });

    it('the page’s button unsubscribes, then the page’s own address says so (303, nothing sent again on a reload)', async () => {
      const mail = newsletterMails('Monsoon care from the clinic').find((entry) => recipientOf(entry) === 'asha@example.in')!;
      const token = tokenOf(mail)!;
      const pressed = await request(sut.http).post(`${API}/newsletter/unsubscribe/${token}`).type('form').send('from=page').expect(303);
      expect(pressed.headers.location).toBe(`/api/api/newsletter/unsubscribe/${token}`);
      const [{ unsubscribed_at: when }] = (await db.query(`SELECT unsubscribed_at FROM enquiry WHERE email = 'asha@example.in'`)) as Array<{ unsubscribed_at: Date | null }>;
      expect(when).not.toBeNull();
      const after = await request(sut.http).get(pressed.headers.location).expect(200);
      expect(after.text).toContain(NEWSLETTER_UNSUBSCRIBE_MESSAGES.done);
      expect(after.text).not.toContain('<form');
      // A link no mail carried, pressed from a page: the page says so, in words.
      const wrong = await request(sut.http).post(`${API}/newsletter/unsubscribe/${'x'.repeat(43)}`).type('form').send('from=page').expect(404);
      expect(wrong.text).toContain(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
      // Asha signs up again for the tests that follow.
      await confirmedAgain('asha@example.in');
    });

    it('one POST as a mail program makes it (form body, no cookie) unsubscribes, and the next newsletter skips them', async () => {
      const mail = newsletterMails('Monsoon care from the clinic').find((entry) => recipientOf(entry) === 'rohan@example.in')!;
      const res = await request(sut.http)
        .post(`${API}/newsletter/unsubscribe/${tokenOf(mail)}`)
        .type('form')
        .set('Origin', 'https://mail.google.com')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(res.body).toEqual({ success: true, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.done });
      const [{ unsubscribed_at: when }] = (await db.query(`SELECT unsubscribed_at FROM enquiry WHERE email = 'rohan@example.in'`)) as Array<{ unsubscribed_at: Date }>;
      expect(Date.now() - when.getTime()).toBeLessThan(60_000);
      // Again (a second click) changes nothing, said the same way.
      await request(sut.http).post(`${API}/newsletter/unsubscribe/${tokenOf(mail)}`).expect(200);
      // Not a staff action: nothing in the audit log names it.
      expect(await db.query(`SELECT action FROM audit_log WHERE action LIKE '%unsubscribe%'`)).toEqual([]);

      await send({ subject: 'December news', intro: '', articles: [slugs[1]] }).expect(202);
      const next = await waitForMails('December news', 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(newsletterMails('December news').map(recipientOf)).toEqual(['asha@example.in']);
      expect(next).toHaveLength(1);
      // Nor is the address listed among the subscribers any more.
      const listed = await request(sut.http).get(`${API}/admin/subscribers`).set('Cookie', owner).expect(200);
      expect((listed.body.items as Array<{ email: string }>).map(({ email }) => email)).toEqual(['asha@example.in']);
    });

    it('refuses a token that is wrong or malformed, in words', async () => {
      expect((await request(sut.http).post(`${API}/newsletter/unsubscribe/%00`)).status).toBe(400);
      for (const token of ['x'.repeat(43), 'short', 'x'.repeat(200)]) {
        const res = await request(sut.http).post(`${API}/newsletter/unsubscribe/${token}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
      }
    });

    it('an unsubscribed address that signs up again gets it once it confirms again', async () => {
      await confirmedAgain('rohan@example.in');
      await send({ subject: 'Back again', intro: '', articles: [slugs[0]] }).expect(202);
      expect((await waitForMails('Back again', 2)).map(recipientOf).sort()).toEqual(['asha@example.in', 'rohan@example.in']);
    });
  });

  describe('POST /admin/newsletters/preview and /test', () => {
    it('previews the mail as subscribers get it, with a link that unsubscribes no one', async () => {
      const res = await request(sut.http).post(`${API}/admin/newsletters/preview`).set('Cookie', editor).send({ subject: 'Preview me', intro: 'Hello', articles: slugs }).expect(200);
      expect(res.body.html).toContain('<h1');
      expect(res.body.html).toContain('Preview me');
      expect(res.body.text).toContain('Monsoon hair care');
      expect(res.body.html).toContain(`${SITE}/api/api/newsletter/unsubscribe/preview`);
    });

    it('sends one test to the address typed, not to the subscribers, and records nothing as sent', async () => {
      await request(sut.http)
        .post(`${API}/admin/newsletters/test`)
        .set('Cookie', editor)
        .send({ subject: 'Trial run', intro: 'Hello', articles: slugs, to: 'editor@clinic.example' })
        .expect(202);
      const mail = await smtp.waitFor('editor@clinic.example', /^Test: Trial run$/);
      expect(mail.html).toContain('Trial run');
      expect(smtp.mails.filter((entry) => (entry.subject ?? '').includes('Trial run'))).toHaveLength(1);
      const listed = await request(sut.http).get(`${API}/admin/newsletters`).set('Cookie', editor).expect(200);
      expect((listed.body.items as Array<{ subject: string }>).map(({ subject }) => subject)).not.toContain('Trial run');
      const bad = await request(sut.http).post(`${API}/admin/newsletters/test`).set('Cookie', editor).send({ subject: 'Trial run', intro: '', articles: slugs, to: 'not an address' }).expect(400);
      expect(bad.body.message).toBe(NEWSLETTER_MESSAGES.testAddressInvalid);
    });

    it('sends an account NEWSLETTER_TESTS_PER_HOUR tests an hour (2 here), then refuses with 429 and sends nothing; another account still may', async () => {
      const tryTest = (cookie: string, subject: string) =>
        request(sut.http).post(`${API}/admin/newsletters/test`).set('Cookie', cookie).send({ subject, intro: '', articles: slugs, to: 'owner@clinic.example' });
      await tryTest(owner, 'Owner trial 1').expect(202);
      // A refused draft counts for nothing.
      await request(sut.http).post(`${API}/admin/newsletters/test`).set('Cookie', owner).send({ subject: '', intro: '', articles: slugs, to: 'owner@clinic.example' }).expect(400);
      await tryTest(owner, 'Owner trial 2').expect(202);
      const refused = await tryTest(owner, 'Owner trial 3').expect(429);
      expect(refused.body.message).toBe(NEWSLETTER_MESSAGES.testsSpent);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      await smtp.waitFor('owner@clinic.example', /^Test: Owner trial 2$/);
      // The editor sent one test above: one more is theirs this hour.
      await tryTest(editor, 'Editor trial 2').expect(202);
      await smtp.waitFor('owner@clinic.example', /^Test: Editor trial 2$/);
      expect(smtp.mails.filter((mail) => mail.subject === 'Test: Owner trial 3')).toHaveLength(0);
    });
  });

  describe('a newsletter mail that gave up', () => {
    it('is counted as not delivered, joins the list of what failed, and is sent again on request (not to one who left since)', async () => {
      await smtp.stop();
      await send({ subject: 'Relay down', intro: '', articles: [slugs[0]] }).expect(202);
      // Past its retry window already: the first refusal is the last.
      await db.query(`UPDATE outgoing_mail SET created_at = now() - interval '2 days', retried_at = NULL WHERE subject = 'Relay down'`);
      const deadline = Date.now() + 10_000;
      let failed = 0;
      while (failed < 2 && Date.now() < deadline) {
        const listed = (await request(sut.http).get(`${API}/admin/newsletters`).set('Cookie', editor).expect(200)).body.items as Array<{ subject: string; failed: number }>;
        failed = listed.find((item) => item.subject === 'Relay down')!.failed;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(failed).toBe(2);

      const undelivered = (await request(sut.http).get(`${API}/admin/undelivered`).set('Cookie', owner).expect(200)).body.items as Array<{ kind: string; id: string; what: string; to: string }>;
      const [toAsha, toRohan] = ['asha@example.in', 'rohan@example.in'].map((to) => undelivered.find((item) => item.to === to && item.what === 'Newsletter: Relay down')!);
      expect(toAsha).toMatchObject({ kind: 'mail' });
      expect(toRohan).toMatchObject({ kind: 'mail' });

      // Rohan leaves (through an earlier newsletter's link): his failed mail is not sent again.
      const earlier = newsletterMails('Back again').find((entry) => recipientOf(entry) === 'rohan@example.in')!;
      await request(sut.http).post(`${API}/newsletter/unsubscribe/${tokenOf(earlier)}`).expect(200);
      await request(sut.http).post(`${API}/admin/undelivered/mail/${toRohan.id}/retry`).set('Cookie', owner).expect(404);

      await smtp.resume();
      await request(sut.http).post(`${API}/admin/undelivered/mail/${toAsha.id}/retry`).set('Cookie', owner).expect(200);
      expect((await waitForMails('Relay down', 1)).map(recipientOf)).toEqual(['asha@example.in']);
    });
  });

  describe('a subscriber who left, in their own data', () => {
    it('is in their export with when they unsubscribed, and erasing them erases it with their newsletter mails', async () => {
      const people = (action: string) => request(sut.http).post(`${API}/admin/people/${action}`).set('Cookie', owner).send({ q: 'rohan@example.in' });
      const exported = (await people('export').expect(200)).body as { newsletter: Array<{ unsubscribed_at: string | null }>; mail: Array<{ kind: string }> };
      expect(exported.newsletter).toEqual([expect.objectContaining({ unsubscribed_at: expect.any(String) })]);
      expect(exported.mail.filter((mail) => mail.kind === 'newsletter').length).toBeGreaterThanOrEqual(2);
      expect((await people('search').expect(200)).body.items).toContainEqual(expect.objectContaining({ kind: 'subscriber', summary: expect.stringMatching(/unsubscribed \d{4}-\d{2}-\d{2}$/) }));

      await people('erase').expect(200);
      expect(await db.query(`SELECT id FROM outgoing_mail WHERE lower(to_address) = 'rohan@example.in'`)).toEqual([]);
      expect(await db.query(`SELECT id FROM enquiry WHERE lower(email) = 'rohan@example.in'`)).toEqual([]);
      const earlier = newsletterMails('Back again').find((entry) => recipientOf(entry) === 'rohan@example.in')!;
      await request(sut.http).post(`${API}/newsletter/unsubscribe/${tokenOf(earlier)}`).expect(404);
    });
  });

  async function confirmedAgain(email: string) {
    const before = smtp.mails.length;
    // A confirmation is mailed again at most every ten minutes.
    await db.query(`UPDATE enquiry SET confirm_sent_at = now() - interval '11 minutes' WHERE email = $1`, [email]);
    await signUp(email);
    const deadline = Date.now() + 10_000;
    let mail: ParsedMail | undefined;
    while (!mail && Date.now() < deadline) {
      mail = smtp.mails.slice(before).find((entry) => recipientOf(entry) === email && /^Please confirm/.test(entry.subject ?? ''));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const token = /#token=([\w-]+)/.exec(mail!.text ?? '')![1];
    await request(sut.http).post(`${API}/enquiries/newsletter/confirm`).send({ token }).expect(200);
  }
});
