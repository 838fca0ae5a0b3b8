import { CONSENT_NOTICE_VERSION } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CreateEnquiry1763900100000 } from '../src/database/migrations/1763900100000-create-enquiry';
import { CreateAppointmentBooking1764000400000 } from '../src/database/migrations/1764000400000-create-appointment-booking';
import { AddEnquirySentWithoutScripts1764000600000 } from '../src/database/migrations/1764000600000-add-enquiry-sent-without-scripts';
import { AddDeliveryRetry1764001100000 } from '../src/database/migrations/1764001100000-add-delivery-retry';
import { AddNewsletterConfirmation1764001200000 } from '../src/database/migrations/1764001200000-add-newsletter-confirmation';
import { AddEnquiryConsentAndLastContact1764001300000 } from '../src/database/migrations/1764001300000-add-enquiry-consent-and-last-contact';
import { AddDataRequest1764001400000 } from '../src/database/migrations/1764001400000-add-data-request';
import { CreatePatientMessage1764001500000 } from '../src/database/migrations/1764001500000-create-patient-message';
import { CreateNewsletter1764001700000 } from '../src/database/migrations/1764001700000-create-newsletter';
import { AddAppointmentReminder1764000500000 } from '../src/database/migrations/1764000500000-add-appointment-reminder';
import { addDays, clinicDate } from '../src/common/clinic-time';
import { databaseOptions } from '../src/database/database-options';
import { prepareDatabase } from '../src/database/prepare-database';
import { FakeForwarder } from './setup/fake-forwarder';
import { offeredTimes, type OfferedTime } from './setup/open-times';
import { createTestApp, TEST_API_ROLE, TestApp } from './setup/test-app';

const CONSENT = CONSENT_NOTICE_VERSION;
let ipCounter = 0;
/** Each request from its own visitor IP (trust proxy is 1), so the rate limit stays out of the way. */
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;
/** A form shown ten seconds ago: a person's pace. */
const shownAgo = (ms = 10_000) => Date.now() - ms;

describe('Enquiry forms', () => {
  let sut: TestApp;
  let forwarder: FakeForwarder;
  let db: DataSource;

  const post = (path: string, body: unknown, ip = nextIp()) =>
    request(sut.http).post(`/api/api/enquiries/${path}`).set('X-Forwarded-For', ip).send(body as object);

  const rows = (where = 'true', params: unknown[] = []) =>
    db.query(
      `SELECT *, to_char(preferred_date, 'YYYY-MM-DD') AS date FROM enquiry WHERE ${where} ORDER BY created_at`,
      params,
    );

  const expectRefused = async (path: string, body: unknown, message: string, field?: string) => {
    const before = (await rows()).length;
    const res = await post(path, body).expect(400);
    expect(res.body).toEqual({ success: false, message, ...(field ? { field } : {}) });
    expect((await rows()).length).toBe(before);
  };

  beforeAll(async () => {
    forwarder = await FakeForwarder.start();
    sut = await createTestApp({
      FORM_FORWARD_URL: forwarder.url,
      ENQUIRY_FORWARD_INTERVAL_MS: '50',
      ENQUIRY_FORWARD_BACKOFF_BASE_MS: '20',
    });
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
    await forwarder.close();
  });

  describe('POST /api/api/enquiries/callback', () => {
    it('stores the request and answers 201 {success:true} once it is in the database', async () => {
      const ip = nextIp();
      const sentAt = Date.now();
      const res = await post(
        'callback',
        { name: '  Priya Sharma ', phone: '+91 98765-43210', startedAt: shownAgo(), consentNotice: CONSENT },
        ip,
      )
        .set('User-Agent', 'Mozilla/5.0 test')
        .expect(201);
      expect(res.body).toEqual({ success: true });
      const [row] = await rows(`name = 'Priya Sharma'`);
      expect(row).toMatchObject({
        type: 'callback',
        phone: '+91 98765-43210',
        consent_notice: CONSENT,
        spam: false,
        status: 'new',
        client_ip: ip,
        user_agent: 'Mozilla/5.0 test',
        consent_purpose: 'To call you back',
      });
      // Consented for that purpose as the form reached the clinic.
      expect(row.consented_at.getTime()).toBeGreaterThanOrEqual(sentAt);
      expect(row.consented_at.getTime()).toBeLessThanOrEqual(row.created_at.getTime());
      expect(row.last_contact_at.getTime()).toBeGreaterThanOrEqual(sentAt);
      expect(['pending', 'delivered']).toContain(row.forward_state);
    });

    it.each([
      ['no name', { phone: '12345' }, 'Enter your name'],
      ['a blank name', { name: '   ', phone: '12345' }, 'Enter your name'],
      ['no phone', { name: 'Asha' }, 'Enter your phone'],
      ['a blank phone', { name: 'Asha', phone: '  ' }, 'Enter your phone'],
      ['nothing (name first)', {}, 'Enter your name'],
      ['a name that is not text', { name: 42, phone: '12345' }, 'Enter your name'],
      ['a phone that is not text', { name: 'Asha', phone: 12345 }, 'Enter your phone'],
      ['a 21-character phone', { name: 'Asha', phone: '1'.repeat(21) }, 'Phone must be at most 20 characters'],
      ['a 101-character name', { name: 'A'.repeat(101), phone: '12345' }, 'Name must be at most 100 characters'],
    ])('refuses %s with "%s"', async (_case, body, message) => {
      await expectRefused('callback', body, message);
    });

    it('accepts a name of exactly 100 characters and a 20-character phone', async () => {
      await post('callback', { name: 'N'.repeat(100), phone: '(+91) 98765 43210 12' }).expect(201);
    });

    it('accepts a phone in any format, as the form does (no format check)', async () => {
      for (const phone of ['call me after 6', '---', '٩٨٧٦٥٤٣٢١٠', 'ext. 204']) {
        await post('callback', { name: 'Any Phone', phone }).expect(201);
      }
      const stored = await rows(`name = 'Any Phone'`);
      expect(stored.map((row: { phone: string }) => row.phone)).toEqual([
        'call me after 6',
        '---',
        '٩٨٧٦٥٤٣٢١٠',
        'ext. 204',
      ]);
    });

    it('refuses an unknown field', async () => {
      await expectRefused('callback', { name: 'Asha', phone: '12345', email: 'a@b.in' }, 'Unknown field: email');
    });

    it('refuses a body that is not an object, never with a 500', async () => {
      for (const body of [[], '"text"', 'null']) {
        const res = await post('callback', body).set('Content-Type', 'application/json');
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
      }
      const empty = await request(sut.http).post('/api/api/enquiries/callback').set('X-Forwarded-For', nextIp());
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ success: false, message: 'Enter your name' });
    });

    it('refuses a body over 64 kB', async () => {
      const res = await post('callback', { name: 'Asha', phone: '12345', website: 'x'.repeat(70_000) }).expect(413);
      expect(res.body.success).toBe(false);
    });

    it.each([
      ['a 41-character consent notice', { consentNotice: 'x'.repeat(41) }, 'Invalid consent notice'],
      ['markup as consent notice', { consentNotice: '<script>' }, 'Invalid consent notice'],
      ['a number as consent notice', { consentNotice: 7 }, 'Invalid consent notice'],
      ['startedAt as text', { startedAt: 'yesterday' }, 'Invalid form start time'],
      ['a fractional startedAt', { startedAt: 1.5 }, 'Invalid form start time'],
      ['a negative startedAt', { startedAt: -1 }, 'Invalid form start time'],
      ['a 501-character honeypot', { website: 'w'.repeat(501) }, 'Invalid request'],
      ['an object as honeypot', { website: { url: 'x' } }, 'Invalid request'],
    ])('refuses %s', async (_case, extras, message) => {
      await expectRefused('callback', { name: 'Asha', phone: '12345', ...extras }, message);
    });

    it('keeps the client IP only when it is an IP address, and the user agent cut to 300 characters', async () => {
      await post('callback', { name: 'Odd Proxy', phone: '12345' }, 'not-an-ip')
        .set('User-Agent', 'U'.repeat(400))
        .expect(201);
      const [row] = await rows(`name = 'Odd Proxy'`);
      expect(row.client_ip).toBeNull();
      expect(row.user_agent).toBe('U'.repeat(300));
    });

    it('stores the enquiry without an address Postgres would refuse, such as an IPv6 zone id', async () => {
      for (const ip of ['x', 'fe80::1%eth0', 'fe80::1%25eth0', '1.2.3.4.5', `${'f'.repeat(60)}::1`]) {
        const res = await post('callback', { name: 'Junk Address', phone: '12345' }, ip);
        expect(res.status).toBe(201);
      }
      await post('callback', { name: 'Mapped Address', phone: '12345' }, '::ffff:198.51.100.9').expect(201);
      const junk = await rows(`name = 'Junk Address'`);
      expect(junk.map((row: { client_ip: string | null }) => row.client_ip)).toEqual([null, null, null, null, null]);
      expect((await rows(`name = 'Mapped Address'`))[0].client_ip).toBe('::ffff:198.51.100.9');
    });

    it('records the notice the site shows now when the form does not say which it showed', async () => {
      await post('callback', { name: 'No Notice Sent', phone: '12345', startedAt: shownAgo() }).expect(201);
      await post('callback', { name: 'Blank Notice Sent', phone: '12345', consentNotice: '  ' }).expect(201);
      await post('callback', { name: 'Older Notice Sent', phone: '12345', consentNotice: 'privacy-2026-01' }).expect(201);
      const stored = await rows(`name LIKE '% Notice Sent'`);
      expect(stored.map((row: { consent_notice: string }) => row.consent_notice)).toEqual([
        CONSENT,
        CONSENT,
        'privacy-2026-01',
      ]);
    });
  });

  describe('POST /api/api/enquiries/appointment', () => {
    const today = () => clinicDate('Asia/Kolkata');
    /** Open times not yet booked: each accepted request takes one (test/appointments.e2e-spec.ts tests the times themselves). */
    let open: OfferedTime[] = [];
    beforeAll(async () => {
      open = (await offeredTimes(sut.http)).reverse();
    });
    const valid = () => {
      const { date, time } = open.pop()!;
      return {
        name: 'Rahul Verma',
        phone: '9876543210',
        email: 'rahul@example.in',
        date,
        time,
        concern: 'Hair PRP',
        startedAt: shownAgo(),
        consentNotice: CONSENT,
      };
    };

    it('stores the request with its date, time and concern', async () => {
      const body = valid();
      await post('appointment', body).expect(201).expect({ success: true });
      const [row] = await rows(`type = 'appointment' AND name = 'Rahul Verma'`);
      expect(row).toMatchObject({
        phone: '9876543210',
        email: 'rahul@example.in',
        date: body.date,
        preferred_time: body.time,
        concern: 'Hair PRP',
        consent_notice: CONSENT,
        consent_purpose: 'To arrange your appointment',
      });
      expect(row.consented_at).toBeInstanceOf(Date);
    });

    it('accepts a phone without an email, an email without a phone, and a treatment title as concern', async () => {
      await post('appointment', { ...valid(), name: 'Phone Only', email: undefined }).expect(201);
      await post('appointment', { ...valid(), name: 'Email Only', phone: '' }).expect(201);
      // The title a treatment's page preselects (Scaly Skin has no option of its own).
      await post('appointment', { ...valid(), name: 'Treatment Title', concern: 'Scaly Skin' }).expect(201);
      const stored = await rows(`name IN ('Phone Only', 'Email Only')`);
      expect(stored.map((row: { phone: string | null; email: string | null }) => [row.phone, row.email])).toEqual([
        ['9876543210', null],
        [null, 'rahul@example.in'],
      ]);
      expect((await rows(`name = 'Treatment Title'`))[0].concern).toBe('Scaly Skin');
    });

    it('stores the concern as the list spells it, whatever the case and spaces sent', async () => {
      await post('appointment', { ...valid(), name: 'Lower Case', concern: '  hair gfc ' }).expect(201);
      await post('appointment', { ...valid(), name: 'Title Case', concern: 'SCALY skin' }).expect(201);
      const stored = await rows(`name IN ('Lower Case', 'Title Case')`);
      expect(stored.map((row: { concern: string }) => row.concern)).toEqual(['HAIR GFC', 'Scaly Skin']);
    });

    it('refuses a concern that is neither on the list nor a treatment the site shows, as a field error', async () => {
      for (const concern of ['Please call my cousin on 98220 00000', 'Facials and a free hair cut', 'Understanding care for scaly skin']) {
        await expectRefused('appointment', { ...valid(), concern }, 'Choose a concern', 'concern');
      }
    });

    it.each([
      ['an empty name', { name: '' }, 'Please enter your name'],
      ['a blank name', { name: '  ' }, 'Please enter your name'],
      ['a 101-character name', { name: 'A'.repeat(101) }, 'Name must be at most 100 characters'],
      ['empty phone and email', { phone: '', email: '' }, 'Provide a phone number or an email'],
      ['no phone and no email', { phone: undefined, email: undefined }, 'Provide a phone number or an email'],
      ['a blank phone and a null email', { phone: '  ', email: null }, 'Provide a phone number or an email'],
      ['a 21-character phone', { phone: '9'.repeat(21) }, 'Phone must be at most 20 characters'],
      ['a malformed email', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['an email with a space', { email: 'rahul verma@example.in' }, 'Enter a valid email address'],
      ['a 255-character email', { email: `${'a'.repeat(250)}@b.in` }, 'Enter a valid email address'],
      ['an empty date', { date: '' }, 'Select a date'],
      ['no date', { date: undefined }, 'Select a date'],
      ['a date that does not exist', { date: '2026-02-30' }, 'Select a date'],
      ['a date in another format', { date: '12/12/2030' }, 'Select a date'],
      ['an empty time', { time: '' }, 'Select a time'],
      ['24:00', { time: '24:00' }, 'Select a time'],
      ['a time without padding', { time: '9:5' }, 'Select a time'],
      ['an empty concern', { concern: '' }, 'Choose a concern'],
      ['a 101-character concern', { concern: 'C'.repeat(101) }, 'Choose a concern'],
    ])('refuses %s with "%s"', async (_case, change, message) => {
      await expectRefused('appointment', { ...valid(), ...change }, message);
    });

    it('checks the fields in the form order: name, phone or email, date, time, concern', async () => {
      const empty = { name: '', phone: '', email: '', date: '', time: '', concern: '' };
      await expectRefused('appointment', empty, 'Please enter your name');
      await expectRefused('appointment', { ...empty, name: 'Asha' }, 'Provide a phone number or an email');
      await expectRefused('appointment', { ...empty, name: 'Asha', phone: '123' }, 'Select a date');
      await expectRefused('appointment', { ...empty, name: 'Asha', phone: '123', date: today() }, 'Select a time');
      await expectRefused(
        'appointment',
        { ...empty, name: 'Asha', phone: '123', date: today(), time: '10:00' },
        'Choose a concern',
      );
    });

    it("refuses a date before yesterday with the form's message", async () => {
      await expectRefused('appointment', { ...valid(), date: addDays(today(), -2) }, 'Choose today or a later date', 'date');
      await expectRefused('appointment', { ...valid(), date: '2020-01-01' }, 'Choose today or a later date', 'date');
    });

    it('accepts a phone and an email as their inputs do, without a format check of its own', async () => {
      await post('appointment', { ...valid(), name: 'Free Phone', phone: 'after 6 pm', email: 'a@b' }).expect(201);
      const [row] = await rows(`name = 'Free Phone'`);
      expect(row).toMatchObject({ phone: 'after 6 pm', email: 'a@b' });
    });

    it('refuses an unknown field', async () => {
      await expectRefused('appointment', { ...valid(), doctor: 'Dr. X' }, 'Unknown field: doctor');
    });
  });

  describe('POST /api/api/enquiries/contact', () => {
    const valid = () => ({
      name: 'Meera Joshi',
      email: 'meera@example.in',
      subject: 'Clinic timings',
      message: 'Are you open on Sundays?',
      startedAt: shownAgo(),
      consentNotice: CONSENT,
    });

    it('stores the message', async () => {
      await post('contact', valid()).expect(201).expect({ success: true });
      const [row] = await rows(`type = 'contact'`);
      expect(row).toMatchObject({ name: 'Meera Joshi', subject: 'Clinic timings', message: 'Are you open on Sundays?' });
    });

    it('accepts a 5000-character message', async () => {
      await post('contact', { ...valid(), message: 'm'.repeat(5000) }).expect(201);
    });

    it("accepts any address the browser's e-mail input accepts, such as one without a dot", async () => {
      await post('contact', { ...valid(), name: 'Intranet Mail', email: 'meera@clinic' }).expect(201);
      expect((await rows(`name = 'Intranet Mail'`))[0].email).toBe('meera@clinic');
    });

    it.each([
      ['an empty name', { name: '' }],
      ['a 101-character name', { name: 'n'.repeat(101) }],
      ['an empty email', { email: '' }],
      ['a malformed email', { email: 'meera@' }],
      ['an email with a space', { email: 'meera joshi@example.in' }],
      ['no subject', { subject: undefined }],
      ['a 151-character subject', { subject: 's'.repeat(151) }],
      ['a blank message', { message: '   ' }],
      ['a 5001-character message', { message: 'm'.repeat(5001) }],
      ['a list as message', { message: ['an', 'array'] }],
    ])('refuses %s with the form message', async (_case, change) => {
      await expectRefused('contact', { ...valid(), ...change }, 'Please fill in all required fields correctly.');
    });

    it('refuses an unknown field', async () => {
      await expectRefused('contact', { ...valid(), phone: '123' }, 'Unknown field: phone');
    });
  });

  describe('POST /api/api/enquiries/newsletter', () => {
    it('stores the sign-up', async () => {
      await post('newsletter', { email: 'first@example.in', startedAt: shownAgo(), consentNotice: CONSENT })
        .expect(201)
        .expect({ success: true });
      expect(await rows(`type = 'newsletter' AND email = 'first@example.in'`)).toHaveLength(1);
    });

    it.each([
      ['no email', {}, 'Please enter your email'],
      ['a blank email', { email: '   ' }, 'Please enter your email'],
      ['an address without @', { email: 'nobody' }, 'Enter a valid email address'],
      ['an address without a domain', { email: 'reader@' }, 'Enter a valid email address'],
      ['an address with two @', { email: 'a@b@c.in' }, 'Enter a valid email address'],
      ['a 255-character address', { email: `${'x'.repeat(250)}@b.in` }, 'Enter a valid email address'],
      ['a domain carrying link headers', { email: 'a@b.in?bcc=x' }, 'Enter a valid email address'],
      ['a domain carrying a second address', { email: 'a@b.in?bcc=x@evil.example' }, 'Enter a valid email address'],
      ['a domain with a fragment', { email: 'a@b.in#x' }, 'Enter a valid email address'],
    ])('refuses %s with "%s"', async (_case, body, message) => {
      await expectRefused('newsletter', body, message);
    });

    it.each([
      ['a@b', "the browser's e-mail input (the article sidebar)"],
      ['josé@exämple.in', "the home form's own check"],
    ])('accepts %s, which %s lets through', async (email) => {
      await post('newsletter', { email, startedAt: shownAgo() }).expect(201);
      expect(await rows(`type = 'newsletter' AND email = $1`, [email])).toHaveLength(1);
    });

    it('answers a repeat sign-up (any letter case) with success, without a second row or a second forward', async () => {
      await post('newsletter', { email: 'Repeat@Example.in', startedAt: shownAgo() }).expect(201);
      const sentForRepeat = () =>
        forwarder.requests.filter((r) =>
          r.fields.some(([name, value]) => name === 'Email' && value.toLowerCase() === 'repeat@example.in'),
        );
      await waitFor(() => sentForRepeat().length === 1);
      await post('newsletter', { email: 'repeat@example.IN', startedAt: shownAgo() }).expect(201).expect({ success: true });
      await post('newsletter', { email: ' REPEAT@EXAMPLE.IN ', startedAt: shownAgo() }).expect(201);
      expect(await rows(`type = 'newsletter' AND lower(email) = 'repeat@example.in'`)).toHaveLength(1);
      // Give the worker several rounds to prove nothing else is sent.
      await sleep(300);
      expect(sentForRepeat()).toHaveLength(1);
    });
  });

  describe('suspected spam', () => {
    it('stores a honeypot or a form sent within 3 s as spam, answers like any other, never forwards it', async () => {
      const honeypot = { name: 'Bot Honeypot', phone: '12345', website: 'http://spam.example', startedAt: shownAgo() };
      const tooFast = { name: 'Bot Too Fast', phone: '12345', startedAt: shownAgo(1000) };
      const forged = { name: 'Bot Forged Time', phone: '12345', startedAt: Date.now() + 2 * 24 * 3600 * 1000 };
      for (const body of [honeypot, tooFast, forged]) {
        await post('callback', body).expect(201).expect({ success: true });
      }
      await post('contact', {
        name: 'Bot Contact',
        email: 'bot@example.in',
        subject: 'Buy',
        message: 'Cheap',
        website: 'x',
      }).expect(201);
      await post('newsletter', { email: 'bot@example.in', website: 'x' }).expect(201);

      // A person's enquiry sent after them is forwarded; the spam never is.
      await post('callback', { name: 'Real Person', phone: '12345', startedAt: shownAgo() }).expect(201);
      await waitFor(() => forwarder.delivered.some((r) => r.fields.some(([, v]) => v === 'Real Person')));

      const spam = await rows(`spam`);
      expect(spam.map((row: { name: string | null; email: string }) => row.name ?? row.email).sort()).toEqual(
        ['Bot Contact', 'Bot Forged Time', 'Bot Honeypot', 'Bot Too Fast', 'bot@example.in'].sort(),
      );
      expect(spam.every((row: { forward_state: string }) => row.forward_state === 'skipped')).toBe(true);
      const sent = forwarder.requests.flatMap((r) => r.fields.map(([, v]) => v));
      expect(sent.filter((value) => value.startsWith('Bot ') || value === 'bot@example.in')).toEqual([]);
    });

    it('does not count a missing startedAt, or a clock a little ahead, as spam', async () => {
      await post('callback', { name: 'No Timestamp', phone: '12345' }).expect(201);
      await post('callback', { name: 'Clock Ahead', phone: '12345', startedAt: Date.now() + 60_000 }).expect(201);
      const stored = await rows(`name IN ('No Timestamp', 'Clock Ahead')`);
      expect(stored.map((row: { spam: boolean }) => row.spam)).toEqual([false, false]);
    });

    it('lets a real subscriber sign up after a spam sign-up with the same address', async () => {
      await post('newsletter', { email: 'shared@example.in', website: 'bot' }).expect(201);
      await post('newsletter', { email: 'shared@example.in', startedAt: shownAgo() }).expect(201);
      const stored = await rows(`lower(email) = 'shared@example.in'`);
      expect(stored.map((row: { spam: boolean }) => row.spam)).toEqual([true, false]);
    });
  });

  describe('text the database cannot store', () => {
    const forms = () => ({
      callback: { name: 'Asha', phone: '12345' },
      appointment: {
        name: 'Asha',
        phone: '12345',
        email: 'asha@example.in',
        date: addDays(clinicDate('Asia/Kolkata'), 2),
        time: '10:00',
        concern: 'Facials',
      },
      contact: { name: 'Asha', email: 'asha@example.in', subject: 'Timings', message: 'Open on Sunday?' },
      newsletter: { email: 'asha@example.in' },
    });
    /** Every free-text field (date, time and consentNotice have formats of their own that refuse it first). */
    const everyTextField = () =>
      Object.entries(forms()).flatMap(([path, body]) =>
        [...Object.keys(body), 'website']
          .filter((field) => field !== 'date' && field !== 'time')
          .map((field) => [path, field, body] as const),
      );

    it.each(everyTextField())('refuses a NUL character in %s %s with 400, storing nothing', async (path, field, body) => {
      const value = `${(body as Record<string, string>)[field] ?? 'x'}\u0000`;
      await expectRefused(path, { ...body, [field]: value }, 'Text must not contain NUL characters');
    });

    it.each(Object.keys(forms()))('refuses a lone surrogate in %s with 400', async (path) => {
      const body = forms()[path as keyof ReturnType<typeof forms>];
      const [field, value] = Object.entries(body)[0];
      await expectRefused(path, { ...body, [field]: `${value}\ud800` }, 'Text must be valid Unicode');
    });

    it('refuses a body nested far deeper than any form with 400', async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const res = await post('callback', `{"name": "Asha", "phone": "12345", "website": ${deep}}`)
        .set('Content-Type', 'application/json')
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'The request is nested too deeply' });
    });
  });

  describe('rate limit', () => {
    it('answers 429 with a message after 20 enquiries from one IP in 10 minutes; another IP is unaffected', async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < 20; i += 1) {
        const path = ['callback', 'newsletter', 'contact', 'appointment'][i % 4];
        // Refused forms count too: the limit is on attempts, so nobody probes the rules forever.
        await post(path, {}, ip).expect(400);
      }
      const res = await post('callback', { name: 'Blocked', phone: '12345' }, ip).expect(429);
      expect(res.body).toEqual({ success: false, message: 'Too many requests. Please try again in a few minutes.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows(`name = 'Blocked'`)).toHaveLength(0);

      await post('callback', { name: 'Other Visitor', phone: '12345' }, '203.0.113.78').expect(201);
    });
  });
});

describe('Enquiry forms without FORM_FORWARD_URL', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ FORM_FORWARD_URL: '' });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('stores each enquiry only (forwarding skipped)', async () => {
    await request(sut.http)
      .post('/api/api/enquiries/callback')
      .send({ name: 'Stored Only', phone: '12345', startedAt: shownAgo() })
      .expect(201);
    const [row] = await sut.app.get(DataSource).query(`SELECT * FROM enquiry`);
    expect(row).toMatchObject({
      name: 'Stored Only',
      forward_state: 'skipped',
      forward_attempts: 0,
      next_attempt_at: null,
    });
  });

  it('has a migration that can be reverted and applied again', async () => {
    // As the database set-up runs migrations: as the owner, then the API's role granted its rights.
    const db = await new DataSource(databaseOptions(sut.databaseUrl)).initialize();
    const migration = new CreateEnquiry1763900100000();
    const booking = new CreateAppointmentBooking1764000400000();
    const reminder = new AddAppointmentReminder1764000500000();
    const withoutScripts = new AddEnquirySentWithoutScripts1764000600000();
    const retry = new AddDeliveryRetry1764001100000();
    const confirmation = new AddNewsletterConfirmation1764001200000();
    const consent = new AddEnquiryConsentAndLastContact1764001300000();
    const dataRequest = new AddDataRequest1764001400000();
    const patientMessages = new CreatePatientMessage1764001500000();
    const newsletters = new CreateNewsletter1764001700000();
    const runner = db.createQueryRunner();
    try {
      await newsletters.down(runner);
      await patientMessages.down(runner);
      await dataRequest.down(runner);
      await consent.down(runner);
      await confirmation.down(runner);
      await retry.down(runner);
      await withoutScripts.down(runner);
      await reminder.down(runner);
      await booking.down(runner);
      await migration.down(runner);
      expect(await runner.hasTable('enquiry')).toBe(false);
      expect(await runner.hasTable('outgoing_mail')).toBe(false);
      await migration.up(runner);
      await booking.up(runner);
      await reminder.up(runner);
      await withoutScripts.up(runner);
      await retry.up(runner);
      await confirmation.up(runner);
      await consent.up(runner);
      await dataRequest.up(runner);
      await patientMessages.up(runner);
      await newsletters.up(runner);
      expect(await runner.hasTable('enquiry')).toBe(true);
      expect(await runner.hasTable('outgoing_mail')).toBe(true);
    } finally {
      await runner.release();
      await db.destroy();
    }
    await prepareDatabase(sut.databaseUrl, TEST_API_ROLE);
    await request(sut.http)
      .post('/api/api/enquiries/newsletter')
      .send({ email: 'after-migration@example.in', startedAt: shownAgo() })
      .expect(201);
  });

  it("gives enquiries sent before consent was recorded their form's purpose, the time they were sent and their last change as last contact", async () => {
    const db = await new DataSource(databaseOptions(sut.databaseUrl)).initialize();
    const migration = new AddEnquiryConsentAndLastContact1764001300000();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO enquiry (type, name, phone, forward_state, created_at, updated_at)
         VALUES ('callback', 'Sent Before Consent', '12345', 'skipped', now() - interval '40 days', now() - interval '3 days')`,
      );
      await migration.up(runner);
      const [row] = await runner.query(
        `SELECT consent_purpose, consented_at = created_at AS "consentedWhenSent", last_contact_at = updated_at AS "lastContactIsLastChange"
           FROM enquiry WHERE name = 'Sent Before Consent'`,
      );
      expect(row).toEqual({ consent_purpose: 'To call you back', consentedWhenSent: true, lastContactIsLastChange: true });
    } finally {
      await runner.release();
      await db.destroy();
    }
    // The API's role writes the new columns with the rights it has on the table: no grant to add.
    await request(sut.http).post('/api/api/enquiries/callback').send({ name: 'Sent After Consent', phone: '12345', startedAt: shownAgo() }).expect(201);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}
