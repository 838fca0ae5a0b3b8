import request from 'supertest';
import { DataSource } from 'typeorm';
import { offeredTimes } from './setup/open-times';
import { EnquiryForwardingWorker } from '../src/enquiries/forwarding-worker.service';
import { EnquiryRetentionService } from '../src/enquiries/enquiry-retention.service';
import { FakeForwarder } from './setup/fake-forwarder';
import { createReplica, createTestApp, signIn, TestApp } from './setup/test-app';

/** Fast worker settings: the same code paths as production, in milliseconds instead of minutes. */
const FAST = {
  ENQUIRY_FORWARD_INTERVAL_MS: '20',
  ENQUIRY_FORWARD_BACKOFF_BASE_MS: '20',
  ENQUIRY_FORWARD_BACKOFF_MAX_MS: '100',
  ENQUIRY_FORWARD_TIMEOUT_MS: '2000',
  ENQUIRY_FORWARD_LEASE_MS: '5000',
};

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter = (ipCounter % 250) + 1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const submit = (sut: TestApp, path: string, body: object) =>
  request(sut.http)
    .post(`/api/api/enquiries/${path}`)
    .set('X-Forwarded-For', nextIp())
    .send({ startedAt: Date.now() - 10_000, ...body })
    .expect(201);

const enquiryRows = (sut: TestApp) =>
  sut.app.get(DataSource).query(`SELECT * FROM enquiry ORDER BY created_at`) as Promise<Array<Record<string, any>>>;

/** The value of every field a delivery carried, keyed by the name the clinic's mailbox shows. */
const valueOf = (fields: Array<[string, string]>, name: string) => fields.find(([key]) => key === name)?.[1];

describe('Enquiry forwarding worker', () => {
  let forwarder: FakeForwarder;

  beforeEach(async () => {
    forwarder = await FakeForwarder.start();
  });
  afterEach(async () => {
    await forwarder.close();
  });

  describe('against a service that fails three times, then succeeds', () => {
    let sut: TestApp;

    beforeEach(async () => {
      sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
    });
    afterEach(async () => {
      await sut.close();
    });

    it('delivers a call-back request exactly once, with exactly the spec fields and Accept: application/json', async () => {
      forwarder.failNext(3);
      await submit(sut, 'callback', { name: 'Priya Sharma', phone: '+91 98765 43210', consentNotice: 'privacy-2026-11' });

      await forwarder.waitForDeliveries(1);
      await sleep(200);
      expect(forwarder.requests.map((r) => r.status)).toEqual([500, 500, 500, 200]);
      const [delivery] = forwarder.delivered;
      expect(delivery.fields).toEqual([
        ['Name', 'Priya Sharma'],
        ['Phone', '+91 98765 43210'],
        ['_captcha', 'false'],
        ['_template', 'table'],
        ['_subject', 'Request A Call Back'],
      ]);
      expect(delivery.headers.accept).toBe('application/json');
      expect(delivery.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

      const [row] = await enquiryRows(sut);
      expect(row).toMatchObject({
        forward_state: 'delivered',
        forward_attempts: 4,
        last_error: null,
        next_attempt_at: null,
      });
      expect(row.delivered_at).toBeInstanceOf(Date);
    });

    it('keeps the last error and the next attempt while the service fails', async () => {
      forwarder.failNext(1000, 503);
      await submit(sut, 'newsletter', { email: 'waiting@example.in' });
      await waitFor(async () => (await enquiryRows(sut))[0].forward_attempts >= 2);
      const [row] = await enquiryRows(sut);
      expect(row).toMatchObject({
        forward_state: 'pending',
        last_error: 'HTTP 503 Service Unavailable',
        delivered_at: null,
      });
      expect(row.next_attempt_at).toBeInstanceOf(Date);
    });
  });

  describe('fields of each form (spec section 7)', () => {
    it('sends each form with its own fields and subject', async () => {
      const sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
      try {
        const [first, second, third] = await offeredTimes(sut.http);
        const appointment = { phone: '12345', email: 'both@example.in' };
        await submit(sut, 'appointment', { ...appointment, ...first, name: 'Both', concern: 'Facials' });
        await submit(sut, 'appointment', { ...appointment, ...second, name: 'Phone Only', email: '', concern: 'Others' });
        await submit(sut, 'appointment', {
          ...appointment,
          ...third,
          name: 'Email Only',
          phone: '',
          email: 'email@example.in',
          concern: 'Eczema',
        });
        await submit(sut, 'contact', {
          name: 'Meera',
          email: 'meera@example.in',
          subject: 'Timings',
          message: 'Open on Sunday?',
        });
        await submit(sut, 'newsletter', { email: 'reader@example.in' });

        const deliveries = await forwarder.waitForDeliveries(5);
        const byFirstValue = new Map(deliveries.map((d) => [d.fields[0][1], d.fields]));
        const common = [
          ['_captcha', 'false'],
          ['_template', 'table'],
        ];
        expect(byFirstValue.get('Both')).toEqual([
          ['Name', 'Both'],
          ['Phone', '12345'],
          ['Email', 'both@example.in'],
          ['Date', first.date],
          ['Time', first.time],
          ['Concern', 'Facials'],
          ...common,
          ['_subject', 'New Appointment Request'],
        ]);
        expect(byFirstValue.get('Phone Only')).toEqual([
          ['Name', 'Phone Only'],
          ['Phone', '12345'],
          ['Date', second.date],
          ['Time', second.time],
          ['Concern', 'Others'],
          ...common,
          ['_subject', 'New Appointment Request'],
        ]);
        expect(byFirstValue.get('Email Only')).toEqual([
          ['Name', 'Email Only'],
          ['Email', 'email@example.in'],
          ['Date', third.date],
          ['Time', third.time],
          ['Concern', 'Eczema'],
          ...common,
          ['_subject', 'New Appointment Request'],
        ]);
        expect(byFirstValue.get('Meera')).toEqual([
          ['name', 'Meera'],
          ['email', 'meera@example.in'],
          ['subject', 'Timings'],
          ['message', 'Open on Sunday?'],
          ['Name', 'Meera'],
          ['Email', 'meera@example.in'],
          ['Subject', 'Timings'],
          ['Message', 'Open on Sunday?'],
          ...common,
          ['_subject', 'New Contact Message'],
        ]);
        expect(byFirstValue.get('reader@example.in')).toEqual([
          ['Email', 'reader@example.in'],
          ...common,
          ['_subject', 'Newsletter Subscription'],
        ]);
      } finally {
        await sut.close();
      }
    });
  });

  it('still delivers after the backend restarts in the middle of retrying', async () => {
    forwarder.failNext(1000);
    const first = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
    let second: TestApp | undefined;
    try {
      for (const name of ['Before Restart 1', 'Before Restart 2', 'Before Restart 3']) {
        await submit(first, 'callback', { name, phone: '12345' });
      }
      await waitFor(async () => (await enquiryRows(first)).every((row) => row.forward_attempts >= 2));
      await first.app.close();
      const triedBeforeRestart = forwarder.requests.length;
      await sleep(200);
      expect(forwarder.requests.length).toBe(triedBeforeRestart);
      expect(forwarder.delivered).toHaveLength(0);

      forwarder.failNext(0);
      second = await createReplica(first, { FORM_FORWARD_URL: forwarder.url, ...FAST });
      await forwarder.waitForDeliveries(3);
      await sleep(200);
      const names = forwarder.delivered.map((d) => valueOf(d.fields, 'Name')).sort();
      expect(names).toEqual(['Before Restart 1', 'Before Restart 2', 'Before Restart 3']);
      expect((await enquiryRows(second)).map((row) => row.forward_state)).toEqual(['delivered', 'delivered', 'delivered']);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('turns 100 concurrent submissions into 100 rows and 100 deliveries, none twice', async () => {
    const sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
    try {
      const names = Array.from({ length: 100 }, (_, i) => `Concurrent ${i}`);
      await Promise.all(names.map((name) => submit(sut, 'callback', { name, phone: '12345' })));
      expect(await enquiryRows(sut)).toHaveLength(100);

      await forwarder.waitForDeliveries(100, 30_000);
      await sleep(300);
      const delivered = forwarder.delivered.map((d) => valueOf(d.fields, 'Name'));
      expect(delivered).toHaveLength(100);
      expect(new Set(delivered)).toEqual(new Set(names));
      expect(forwarder.requests).toHaveLength(100);
    } finally {
      await sut.close();
    }
  });

  it('never lets two API instances on one database deliver the same enquiry twice: 100 concurrent enquiries, each delivered once', async () => {
    forwarder.answerAfter(30);
    const first = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
    const second = await createReplica(first, { FORM_FORWARD_URL: forwarder.url, ...FAST });
    try {
      const names = Array.from({ length: 100 }, (_, i) => `Shared ${i}`);
      await Promise.all(names.map((name, i) => submit(i % 2 ? second : first, 'callback', { name, phone: '12345' })));
      await forwarder.waitForDeliveries(100, 30_000);
      await sleep(300);
      const delivered = forwarder.requests.map((r) => valueOf(r.fields, 'Name'));
      expect(delivered).toHaveLength(100);
      expect(new Set(delivered)).toEqual(new Set(names));
      const attempts = await enquiryRows(first);
      expect(attempts.every((row) => row.forward_attempts === 1 && row.forward_state === 'delivered')).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('marks an enquiry failed once its retry window has passed, and stops trying', async () => {
    forwarder.failNext(1000);
    const sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST, ENQUIRY_FORWARD_RETRY_WINDOW_MS: '400' });
    try {
      await submit(sut, 'callback', { name: 'Never Delivered', phone: '12345' });
      await waitFor(async () => (await enquiryRows(sut))[0].forward_state === 'failed');
      const [row] = await enquiryRows(sut);
      expect(row).toMatchObject({
        last_error: 'HTTP 500 Internal Server Error',
        next_attempt_at: null,
        delivered_at: null,
      });
      expect(row.forward_attempts).toBeGreaterThan(1);
      const tries = forwarder.requests.length;
      expect(tries).toBe(row.forward_attempts);
      await sleep(300);
      expect(forwarder.requests.length).toBe(tries);
    } finally {
      await sut.close();
    }
  });

  it('counts a service that answers too slowly as a failure and retries', async () => {
    forwarder.answerAfter(600);
    const sut = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST, ENQUIRY_FORWARD_TIMEOUT_MS: '200' });
    try {
      await submit(sut, 'callback', { name: 'Slow Service', phone: '12345' });
      await waitFor(async () => (await enquiryRows(sut))[0].last_error !== null);
      expect((await enquiryRows(sut))[0]).toMatchObject({
        forward_state: 'pending',
        last_error: 'Timed out waiting for the forwarding service',
      });
      forwarder.answerAfter(0);
      await waitFor(async () => (await enquiryRows(sut))[0].forward_state === 'delivered');
    } finally {
      await sut.close();
    }
  });

  it('delivers exactly once an enquiry whose worker died after claiming it, once the lease has passed', async () => {
    const LEASE_MS = 1500;
    const settings = {
      FORM_FORWARD_URL: forwarder.url,
      ...FAST,
      ENQUIRY_FORWARD_TIMEOUT_MS: '1000',
      ENQUIRY_FORWARD_LEASE_MS: String(LEASE_MS),
    };
    const crashed = await createTestApp(settings);
    let survivor: TestApp | undefined;
    try {
      // The first instance's worker stops its rounds, then claims the enquiry by hand and "dies"
      // before posting it or recording anything: what a crash between claim and record leaves.
      const worker = crashed.app.get(EnquiryForwardingWorker);
      await worker.onModuleDestroy();
      await submit(crashed, 'callback', { name: 'Claimed Then Crashed', phone: '12345' });
      const claimed = await (worker as unknown as { claimDue(): Promise<Array<{ name: string }>> }).claimDue();
      const claimedAt = Date.now();
      expect(claimed.map((enquiry) => enquiry.name)).toEqual(['Claimed Then Crashed']);
      await crashed.app.close();

      survivor = await createReplica(crashed, settings);
      // Nothing is sent before the lease has passed, however long the survivor took to start (on
      // a busy machine, longer than the lease): read by when the stand-in received each request.
      await sleep(Math.max(0, claimedAt + LEASE_MS - 100 - Date.now()));
      expect(forwarder.requests.filter((request) => request.receivedAt - claimedAt < LEASE_MS - 50)).toEqual([]);

      const [delivery] = await forwarder.waitForDeliveries(1);
      expect(delivery.receivedAt - claimedAt).toBeGreaterThanOrEqual(LEASE_MS - 50);
      expect(valueOf(delivery.fields, 'Name')).toBe('Claimed Then Crashed');
      await sleep(300);
      expect(forwarder.requests).toHaveLength(1);
      const [row] = await enquiryRows(survivor);
      expect(row).toMatchObject({ forward_state: 'delivered', forward_attempts: 2, last_error: null });
    } finally {
      await survivor?.close();
      await crashed.close();
    }
  });

  it('makes enquiries left waiting "stored only", with the reason, when restarted without FORM_FORWARD_URL', async () => {
    forwarder.failNext(1000);
    const first = await createTestApp({ FORM_FORWARD_URL: forwarder.url, ...FAST });
    let second: TestApp | undefined;
    try {
      for (const name of ['Left Waiting 1', 'Left Waiting 2']) await submit(first, 'callback', { name, phone: '12345' });
      await submit(first, 'callback', { name: 'Spam Before', phone: '12345', website: 'http://spam.example' });
      await waitFor(async () => (await enquiryRows(first)).every((row) => row.spam || row.forward_attempts >= 1));
      await first.app.close();

      second = await createReplica(first, { FORM_FORWARD_URL: '' });
      const rows = await enquiryRows(second);
      expect(rows.map((row) => [row.name, row.forward_state, row.last_error, row.next_attempt_at])).toEqual([
        ['Left Waiting 1', 'skipped', 'No forwarding address configured', null],
        ['Left Waiting 2', 'skipped', 'No forwarding address configured', null],
        ['Spam Before', 'skipped', null, null],
      ]);
      const inbox = await request(second.http)
        .get('/api/api/admin/enquiries?spam=false')
        .set('Cookie', await signIn(second.http))
        .expect(200);
      const states = inbox.body.items.map((item: { forwardState: string; lastError: string }) => [
        item.forwardState,
        item.lastError,
      ]);
      expect(states).toEqual([
        ['skipped', 'No forwarding address configured'],
        ['skipped', 'No forwarding address configured'],
      ]);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('records an unreachable service as the error and keeps the enquiry pending', async () => {
    // A port that was just free: nothing listens on it.
    const closed = await FakeForwarder.start();
    await closed.close();
    const sut = await createTestApp({ FORM_FORWARD_URL: closed.url, ...FAST });
    try {
      await submit(sut, 'callback', { name: 'Nobody Listening', phone: '12345' });
      await waitFor(async () => (await enquiryRows(sut))[0].last_error !== null);
      const [row] = await enquiryRows(sut);
      expect(row.forward_state).toBe('pending');
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await sut.close();
    }
  });
});

describe('Enquiry retention', () => {
  it('purges enquiries older than ENQUIRY_RETENTION_DAYS and keeps the rest', async () => {
    const sut = await createTestApp({
      FORM_FORWARD_URL: '',
      ENQUIRY_RETENTION_DAYS: '30',
      ENQUIRY_PURGE_INTERVAL_MS: '50',
    });
    try {
      for (const name of ['Old Enquiry', 'Recent Enquiry', 'Fresh Enquiry']) {
        await submit(sut, 'callback', { name, phone: '12345' });
      }
      const db = sut.app.get(DataSource);
      await db.query(`UPDATE enquiry SET created_at = now() - interval '31 days', last_contact_at = now() - interval '31 days' WHERE name = 'Old Enquiry'`);
      await db.query(`UPDATE enquiry SET created_at = now() - interval '29 days', last_contact_at = now() - interval '29 days' WHERE name = 'Recent Enquiry'`);
      await submit(sut, 'newsletter', { email: 'long.time.reader@example.com' });
      await submit(sut, 'newsletter', { email: 'never.confirmed@example.com' });
      await db.query(`UPDATE enquiry SET confirmed_at = now() - interval '399 days' WHERE email = 'long.time.reader@example.com'`);
      await db.query(`UPDATE enquiry SET created_at = now() - interval '400 days' WHERE email = 'long.time.reader@example.com'`);
      await db.query(`UPDATE enquiry SET created_at = now() - interval '8 days' WHERE email = 'never.confirmed@example.com'`);
      await waitFor(async () => (await enquiryRows(sut)).length === 3);
      await sleep(150);
      const rows = await enquiryRows(sut);
      expect(rows.filter((row) => row.name !== null).map((row) => row.name)).toEqual(['Recent Enquiry', 'Fresh Enquiry']);
      // A confirmed subscriber stays until they unsubscribe; a sign-up never confirmed is forgotten after 7 days.
      expect(rows.filter((row) => row.type === 'newsletter')).toHaveLength(1);
    } finally {
      await sut.close();
    }
  });

  it('counts the period from the last contact, and for an appointment from its visit when that is later', async () => {
    const sut = await createTestApp({
      FORM_FORWARD_URL: '',
      ENQUIRY_RETENTION_DAYS: '30',
      // The purge is run below by hand, once everything is in place.
      ENQUIRY_PURGE_INTERVAL_MS: '3600000',
    });
    try {
      const db = sut.app.get(DataSource);
      const cookie = await signIn(sut.http);
      for (const name of ['Called Back Lately', 'Never Heard Of Since']) await submit(sut, 'callback', { name, phone: '12345' });
      const [ahead, declined, past] = await offeredTimes(sut.http);
      for (const [name, slot] of [['Visit Ahead', ahead], ['Declined Lately', declined], ['Visit Long Past', past]] as const) {
        await submit(sut, 'appointment', { name, phone: '98220 12345', concern: 'Facials', ...slot });
      }
      // Every one was sent 90 days ago and nobody has dealt with it since; two visits were 60 days ago.
      await db.query(`UPDATE enquiry SET created_at = now() - interval '90 days', updated_at = now() - interval '90 days', last_contact_at = now() - interval '90 days'`);
      await db.query(
        `UPDATE enquiry SET starts_at = now() - interval '60 days', ends_at = now() - interval '60 days' + interval '30 minutes'
          WHERE name IN ('Declined Lately', 'Visit Long Past')`,
      );
      const idOf = async (name: string) => ((await db.query(`SELECT id FROM enquiry WHERE name = $1`, [name])) as Array<{ id: string }>)[0].id;
      // Today the staff call one back, and answer one of the old requests.
      await request(sut.http).patch(`/api/api/admin/enquiries/${await idOf('Called Back Lately')}`).set('Cookie', cookie).send({ status: 'contacted' }).expect(200);
      await request(sut.http).post(`/api/api/admin/appointments/${await idOf('Declined Lately')}/decline`).set('Cookie', cookie).send({}).expect(200);

      expect(await sut.app.get(EnquiryRetentionService).purgeExpired()).toBe(2);
      expect((await enquiryRows(sut)).map((row) => row.name).sort()).toEqual(['Called Back Lately', 'Declined Lately', 'Visit Ahead']);
    } finally {
      await sut.close();
    }
  });

  it('never purges an enquiry still waiting to be forwarded, however old', async () => {
    const forwarder = await FakeForwarder.start();
    forwarder.failNext(1000);
    const sut = await createTestApp({
      FORM_FORWARD_URL: forwarder.url,
      ...FAST,
      ENQUIRY_RETENTION_DAYS: '30',
      ENQUIRY_PURGE_INTERVAL_MS: '50',
    });
    try {
      for (const name of ['Still Waiting', 'Gave Up']) await submit(sut, 'callback', { name, phone: '12345' });
      await waitFor(async () => (await enquiryRows(sut)).every((row) => row.forward_attempts >= 1));
      // The worker stops (its attempt in flight recorded first), so none of its retries can rewrite
      // the states set below; only the purge runs on.
      await sut.app.get(EnquiryForwardingWorker).onModuleDestroy();
      const db = sut.app.get(DataSource);
      // Between two attempts: the next one is an hour away.
      await db.query(
        `UPDATE enquiry SET created_at = now() - interval '31 days', last_contact_at = now() - interval '31 days', next_attempt_at = now() + interval '1 hour'
          WHERE name = 'Still Waiting'`,
      );
      await db.query(
        `UPDATE enquiry SET created_at = now() - interval '31 days', last_contact_at = now() - interval '31 days', forward_state = 'failed', next_attempt_at = NULL
          WHERE name = 'Gave Up'`,
      );
      await waitFor(async () => (await enquiryRows(sut)).length === 1);
      await sleep(150);
      const rows = await enquiryRows(sut);
      expect(rows.map((row) => [row.name, row.forward_state])).toEqual([['Still Waiting', 'pending']]);
    } finally {
      await sut.close();
      await forwarder.close();
    }
  });

  it("deletes old suspected-spam sign-ups and forgets old subscribers' IP address and browser", async () => {
    const sut = await createTestApp({
      FORM_FORWARD_URL: '',
      ENQUIRY_RETENTION_DAYS: '30',
      ENQUIRY_PURGE_INTERVAL_MS: '50',
    });
    try {
      const signUp = (email: string, extra: object = {}) =>
        request(sut.http)
          .post('/api/api/enquiries/newsletter')
          .set('X-Forwarded-For', nextIp())
          .set('User-Agent', 'Mozilla/5.0 reader')
          .send({ email, startedAt: Date.now() - 10_000, ...extra })
          .expect(201);
      await signUp('old.reader@example.in');
      await signUp('old.bot@example.in', { website: 'http://spam.example' });
      await signUp('new.reader@example.in');
      const db = sut.app.get(DataSource);
      // Confirmed subscribers (double opt-in): one who signed up long ago, one just now.
      await db.query(`UPDATE enquiry SET confirmed_at = now() WHERE email LIKE '%.reader@example.in'`);
      await db.query(`UPDATE enquiry SET created_at = now() - interval '31 days', last_contact_at = now() - interval '31 days' WHERE email LIKE 'old.%'`);

      await waitFor(async () => (await enquiryRows(sut)).length === 2);
      await waitFor(async () => (await enquiryRows(sut))[0].client_ip === null);
      const rows = await enquiryRows(sut);
      expect(rows.map((row) => [row.email, row.spam, row.client_ip === null, row.user_agent])).toEqual([
        ['old.reader@example.in', false, true, null],
        ['new.reader@example.in', false, false, 'Mozilla/5.0 reader'],
      ]);
    } finally {
      await sut.close();
    }
  });
});
