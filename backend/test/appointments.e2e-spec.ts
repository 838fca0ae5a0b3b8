import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppointmentDesk } from '../src/appointments/appointment-desk.service';
import { addDays, clinicDate } from '../src/common/clinic-time';
import { createTestApp, signIn, TestApp } from './setup/test-app';
import { TestSmtp } from './setup/test-smtp';

const TZ = 'Asia/Kolkata';
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

interface OpenTimes {
  success: boolean;
  timeZone: string;
  zoneName: string;
  slotMinutes: number;
  firstDate: string;
  lastDate: string;
  times: Array<{ date: string; time: string }>;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first day from `from` on that is this weekday (0 Sunday). */
const next = (day: number, from: string) => {
  let date = from;
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
};

describe('Appointment times', () => {
  let sut: TestApp;
  let smtp: TestSmtp;
  let db: DataSource;
  let admin: string;
  const today = () => clinicDate(TZ);

  const openTimes = async (query = ''): Promise<OpenTimes> => (await request(sut.http).get(`/api/api/appointments/open-times${query}`).expect(200)).body;
  const book = (body: Record<string, unknown>) =>
    request(sut.http)
      .post('/api/api/enquiries/appointment')
      .set('X-Forwarded-For', nextIp())
      .send({ phone: '9822012345', concern: 'Facials', startedAt: Date.now() - 10_000, ...body });
  const setRules = async (change: Record<string, unknown>) => {
    const current = (await request(sut.http).get('/api/api/admin/content/booking').set('Cookie', admin).expect(200)).body;
    await request(sut.http)
      .put('/api/api/admin/content/booking')
      .set('Cookie', admin)
      .send({ ...current.item, ...change, version: current.version })
      .expect(200);
  };
  const held = (name: string) =>
    db.query(`SELECT id, starts_at, ends_at, appointment_status, spam FROM enquiry WHERE name = $1`, [name]) as Promise<
      Array<{ id: string; starts_at: Date; ends_at: Date; appointment_status: string; spam: boolean }>
    >;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    sut = await createTestApp({ SMTP_URL: smtp.url, ENQUIRY_FORWARD_INTERVAL_MS: '50', ENQUIRY_FORWARD_BACKOFF_BASE_MS: '20', ENQUIRY_FORWARD_BACKOFF_MAX_MS: '200' });
    db = sut.app.get(DataSource);
    admin = await signIn(sut.http);
    // The built-in closed days are dates of the calendar: the tests set their own.
    await setRules({ holidays: [] });
  });
  afterAll(async () => {
    await sut.close();
    await smtp.close();
  });

  describe('GET /api/api/appointments/open-times', () => {
    it("offers the clinic's half-hour slots inside its hours, in IST, from two hours from now", async () => {
      const body = await openTimes('?days=14');
      expect(body).toMatchObject({ success: true, timeZone: TZ, zoneName: 'IST', slotMinutes: 30, firstDate: today(), lastDate: addDays(today(), 59) });
      expect(body.times.length).toBeGreaterThan(50);
      const twoHoursFromNow = Date.now() + 2 * 3_600_000;
      for (const { date, time } of body.times) {
        const sunday = weekday(date) === 0;
        expect(time >= '10:00' && time <= (sunday ? '12:30' : '18:30')).toBe(true);
        expect(['00', '30']).toContain(time.slice(3));
        expect(new Date(`${date}T${time}:00+05:30`).getTime()).toBeGreaterThanOrEqual(twoHoursFromNow);
      }
      const monday = next(1, addDays(today(), 1));
      const mondayTimes = body.times.filter((entry) => entry.date === monday).map((entry) => entry.time);
      expect(mondayTimes).toEqual(Array.from({ length: 18 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`));
    });

    it('leaves out closed days the admin adds, and follows the slot length they set', async () => {
      const tuesday = next(2, addDays(today(), 1));
      await setRules({ slotMinutes: 45, holidays: [{ date: tuesday, name: 'Clinic closed for training' }] });
      try {
        const body = await openTimes(`?from=${tuesday}&days=2`);
        expect(body.slotMinutes).toBe(45);
        expect(body.times.filter((entry) => entry.date === tuesday)).toEqual([]);
        expect(body.times.filter((entry) => entry.date === addDays(tuesday, 1)).map((entry) => entry.time).slice(0, 3)).toEqual(['10:00', '10:45', '11:30']);
      } finally {
        await setRules({ slotMinutes: 30, holidays: [] });
      }
    });

    it.each([
      ['?from=tomorrow', 'Give the first day as YYYY-MM-DD'],
      ['?from=2026-02-30', 'Give the first day as YYYY-MM-DD'],
      ['?days=0', 'Give from 1 to 31 days'],
      ['?days=32', 'Give from 1 to 31 days'],
      ['?days=abc', 'Give from 1 to 31 days'],
    ])('refuses %s', async (query, message) => {
      const res = await request(sut.http).get(`/api/api/appointments/open-times${query}`).expect(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('checks booking rules the admin saves', async () => {
      const current = (await request(sut.http).get('/api/api/admin/content/booking').set('Cookie', admin).expect(200)).body;
      const res = await request(sut.http)
        .put('/api/api/admin/content/booking')
        .set('Cookie', admin)
        .send({ ...current.item, capacity: 0, holidays: [{ date: '2026-02-30', name: 'x' }], version: current.version })
        .expect(400);
      expect(res.body.fields).toEqual({
        capacity: 'Patients per appointment time must be a whole number from 1 to 20',
        'holidays.0.date': 'Enter the date as YYYY-MM-DD',
      });
    });
  });

  describe('booking a time', () => {
    it('books an offered time as a request held at that instant, and mails the patient at once', async () => {
      const [first] = (await openTimes()).times;
      const res = await book({ name: 'Anita Rao', email: 'anita.rao@example.in', date: first.date, time: first.time });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true });
      const [row] = await held('Anita Rao');
      expect(row.appointment_status).toBe('requested');
      expect(new Date(row.starts_at).toISOString()).toBe(new Date(`${first.date}T${first.time}:00+05:30`).toISOString());
      expect(new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()).toBe(30 * 60_000);
      const changes = await db.query(`SELECT status, changed_by FROM appointment_change WHERE enquiry_id = $1`, [row.id]);
      expect(changes).toEqual([{ status: 'requested', changed_by: 'patient' }]);
      // The time is no longer offered.
      expect((await openTimes(`?from=${first.date}&days=1`)).times).not.toContainEqual(first);

      const mail = await smtp.waitFor('anita.rao@example.in', /We have received your appointment request/);
      expect(mail.from?.text).toContain('Aura Skin & Hair Clinic');
      // Whoever sent the form typed the address, and nobody has confirmed it: the mail carries none of the name typed.
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text).not.toContain('Anita');
      expect(mail.text).toMatch(/Time: {4}\w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [AP]M IST/);
      expect(mail.text).toContain('Concern: Facials');
      // The mail server has it; the worker records so just after the server's answer.
      const recorded = async () => ((await db.query(`SELECT state, kind FROM outgoing_mail WHERE enquiry_id = $1`, [row.id])) as Array<{ state: string; kind: string }>)[0];
      for (const deadline = Date.now() + 5000; (await recorded()).state === 'pending' && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await recorded()).toEqual({ state: 'sent', kind: 'appointment-received' });
    });

    it('sends no mail to a patient who left only a phone', async () => {
      const [first] = (await openTimes()).times;
      await book({ name: 'Phone Only Patient', date: first.date, time: first.time }).expect(201);
      const [row] = await held('Phone Only Patient');
      expect(await db.query(`SELECT id FROM outgoing_mail WHERE enquiry_id = $1`, [row.id])).toEqual([]);
    });

    it('refuses a Sunday afternoon, a time between slots, a past day and a day past the window, offering open times', async () => {
      const sunday = next(0, addDays(today(), 1));
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ date: sunday, time: '15:00' }, 409, 'The clinic is closed at that time. Choose one of the open times.'],
        [{ date: addDays(sunday, 1), time: '10:15' }, 409, 'The clinic is closed at that time. Choose one of the open times.'],
        [{ date: next(1, addDays(today(), 60)), time: '11:00' }, 409, 'Appointments can be booked up to 60 days ahead. Choose one of the open times.'],
        [{ date: '2020-01-06', time: '11:00' }, 400, 'Choose today or a later date'],
      ];
      for (const [when, status, message] of cases) {
        const name = `Refused ${when.date} ${when.time}`;
        const res = await book({ name, ...when });
        expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
        if (status === 409) {
          expect(res.body.field).toBe('time');
          expect(res.body.openTimes.length).toBeGreaterThan(0);
          const offeredNow = (await openTimes('?days=31')).times;
          for (const time of res.body.openTimes) expect(offeredNow).toContainEqual(time);
        }
        expect(await held(name)).toEqual([]);
      }
    });

    it('refuses a time sooner than the notice the admin set', async () => {
      await setRules({ minNoticeHours: 72 });
      try {
        const tomorrow = addDays(today(), 1);
        const open = weekday(tomorrow) === 0 ? '11:00' : '12:00';
        const res = await book({ name: 'Too Soon', date: tomorrow, time: open }).expect(409);
        expect(res.body.message).toBe('That time is too soon to book. Choose one of the open times.');
        for (const time of res.body.openTimes) expect(new Date(`${time.date}T${time.time}:00+05:30`).getTime()).toBeGreaterThan(Date.now() + 72 * 3_600_000);
      } finally {
        await setRules({ minNoticeHours: 2 });
      }
    });

    it('gives the last place of a time to one of two visitors booking it at once', async () => {
      const times = (await openTimes('?days=14')).times;
      const slot = times[times.length - 1];
      const results = await Promise.all(
        ['Race One', 'Race Two', 'Race Three', 'Race Four'].map((name) => book({ name, date: slot.date, time: slot.time })),
      );
      expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
      const refused = results.find((res) => res.status === 409)!;
      expect(refused.body.message).toBe('That time has just been booked by someone else. Choose one of the open times.');
      expect(refused.body.openTimes).not.toContainEqual(slot);
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM enquiry WHERE name LIKE 'Race %'`);
      expect(count).toBe(1);
    });

    it('holds as many patients in one time as the capacity the admin set', async () => {
      await setRules({ capacity: 2 });
      try {
        const times = (await openTimes('?days=14')).times;
        const slot = times[times.length - 2];
        await book({ name: 'Pair One', ...slot }).expect(201);
        expect((await openTimes(`?from=${slot.date}&days=1`)).times).toContainEqual(slot);
        await book({ name: 'Pair Two', ...slot }).expect(201);
        expect((await openTimes(`?from=${slot.date}&days=1`)).times).not.toContainEqual(slot);
        await book({ name: 'Pair Three', ...slot }).expect(409);
      } finally {
        await setRules({ capacity: 1 });
      }
    });

    it('lets a suspected bot through without taking a place from a patient', async () => {
      const times = (await openTimes('?days=14')).times;
      const slot = times[times.length - 3];
      await book({ name: 'Bot Filler', email: 'bot@example.in', website: 'http://spam.example', ...slot }).expect(201);
      const [bot] = await held('Bot Filler');
      expect(bot.spam).toBe(true);
      expect(await db.query(`SELECT id FROM outgoing_mail WHERE enquiry_id = $1`, [bot.id])).toEqual([]);
      await book({ name: 'Real Patient', ...slot }).expect(201);
    });

    it('takes a concern from the list or the title of a treatment the site shows now, and refuses any other without holding the time', async () => {
      const treatment = (id: string) => request(sut.http).get(`/api/api/admin/content/treatments/${id}`).set('Cookie', admin).expect(200);
      const save = (id: string, current: { item: object; version: number }, change: object) =>
        request(sut.http).put(`/api/api/admin/content/treatments/${id}`).set('Cookie', admin).send({ ...current.item, ...change, version: current.version }).expect(200);
      // The admin renames one treatment and hides another: the site no longer shows either old title.
      await save('hydrafacial', (await treatment('hydrafacial')).body, { title: 'HydraFacial Glow' });
      await save('srf', (await treatment('srf')).body, { hidden: true });

      const slot = (await openTimes('?days=14')).times[30];
      for (const concern of ['Anything you like', 'HydraFacial', 'SRF Skin Rejuvenation']) {
        const res = await book({ name: 'Concern Not Listed', email: 'not.listed@example.in', concern, ...slot }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Choose a concern', field: 'concern' });
      }
      expect(await held('Concern Not Listed')).toEqual([]);
      expect((await openTimes(`?from=${slot.date}&days=1`)).times).toContainEqual(slot);

      await book({ name: 'Renamed Treatment', email: 'renamed@example.in', concern: ' hydrafacial glow ', ...slot }).expect(201);
      const [row] = await db.query(`SELECT concern FROM enquiry WHERE name = 'Renamed Treatment'`);
      expect(row.concern).toBe('HydraFacial Glow');
      const mail = await smtp.waitFor('renamed@example.in', /We have received your appointment request/);
      expect(mail.text).toContain('Concern: HydraFacial Glow');
    });
  });

  describe('when the mail server is down', () => {
    it('keeps the mail and sends it once the server is back; the booking is accepted meanwhile', async () => {
      await smtp.stop();
      try {
        const [first] = (await openTimes()).times;
        await book({ name: 'Waiting Mail', email: 'waiting.mail@example.in', date: first.date, time: first.time }).expect(201);
        const [row] = await held('Waiting Mail');
        const attempts = async () => (await db.query(`SELECT state, attempts, last_error FROM outgoing_mail WHERE enquiry_id = $1`, [row.id]))[0];
        for (let waited = 0; (await attempts()).attempts < 2; waited += 50) {
          if (waited > 10_000) throw new Error('the worker did not try to send');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await attempts()).toMatchObject({ state: 'pending', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
      } finally {
        await smtp.resume();
      }
      const mail = await smtp.waitFor('waiting.mail@example.in', /We have received your appointment request/);
      expect(mail.text).toMatch(/^Hello,\n/);
    });
  });

  describe('the agenda, the patient page and the reminders', () => {
    const agenda = async (from: string, days = 1) =>
      (await request(sut.http).get(`/api/api/admin/appointments?from=${from}&days=${days}`).set('Cookie', admin).expect(200)).body;
    const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
      request(sut.http).post(`/api/api/admin/appointments/${id}/${action}`).set('Cookie', admin).send(body);
    // The link carries its token in the fragment, which no server sees.
    const tokenIn = (text: string) => /\/appointment#token=([\w.-]+)/.exec(text)![1];
    const mine = (token: string) => request(sut.http).get('/api/api/appointments/mine').set('Authorization', `Bearer ${token}`);
    const bookOne = async (name: string, email: string, pick: (times: Array<{ date: string; time: string }>) => { date: string; time: string }) => {
      const slot = pick((await openTimes('?days=14')).times);
      await book({ name, email, ...slot }).expect(201);
      const [row] = await held(name);
      return { ...slot, id: row.id };
    };

    it('shows a day of appointments with their history; confirming mails the patient an invitation for that time in IST', async () => {
      const visit = await bookOne('Meera Kulkarni', 'meera.k@example.in', (times) => times[20]);
      const before = await agenda(visit.date);
      const listed = before.items.find((item: { id: string }) => item.id === visit.id);
      expect(listed).toMatchObject({ name: 'Meera Kulkarni', date: visit.date, time: visit.time, status: 'requested', concern: 'Facials' });
      expect(listed.history).toEqual([expect.objectContaining({ status: 'requested', by: 'patient', date: visit.date, time: visit.time })]);

      const res = await act(visit.id, 'confirm', { note: 'Called, all set' }).expect(200);
      expect(res.body.item.status).toBe('confirmed');
      expect(res.body.item.history.map((entry: { status: string; by: string }) => [entry.status, entry.by])).toEqual([
        ['requested', 'patient'],
        ['confirmed', 'clinicadmin'],
      ]);
      const mail = await smtp.waitFor('meera.k@example.in', /Your appointment is confirmed/);
      expect(mail.text).toMatch(/ IST\n/);
      const invitation = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!;
      // Long lines are folded (RFC 5545): read them unfolded.
      const ics = invitation.content.toString().replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('METHOD:REQUEST');
      const utc = new Date(`${visit.date}T${visit.time}:00+05:30`).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${utc}`);
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toMatch(/ATTENDEE;[^\r\n]*meera\.k@example\.in/);
      expect(mail.text).not.toContain('Meera');
      expect(ics).not.toContain('Meera');

      // The patient's own page: cancelling it frees the time and tells the clinic at once.
      const token = tokenIn(mail.text!);
      expect(mail.text).not.toMatch(/\?token=/);
      // The invitation links to the same page, the same way.
      expect(ics).toContain(`/appointment#token=${token}`);
      expect(ics).not.toMatch(/\?token=/);
      const page = await mine(token).expect(200);
      expect(page.body.item).toMatchObject({ name: 'Meera Kulkarni', date: visit.date, time: visit.time, status: 'confirmed', actions: ['cancel', 'another-time'] });
      // A link mailed before the change (the token in the query) still opens the same page.
      const old = await request(sut.http).get(`/api/api/appointments/mine?token=${token}`).expect(200);
      expect(old.body.item).toEqual(page.body.item);
      expect(page.body.item.when).toMatch(/ IST$/);
      const cancelled = await request(sut.http).post('/api/api/appointments/mine').send({ token, action: 'cancel' }).expect(200);
      expect(cancelled.body.item).toMatchObject({ status: 'cancelled', actions: [] });
      const after = (await agenda(visit.date)).items.find((item: { id: string }) => item.id === visit.id);
      expect(after.status).toBe('cancelled');
      expect(after.history.at(-1)).toMatchObject({ status: 'cancelled', by: 'patient' });
      const [{ status }] = await db.query(`SELECT status FROM enquiry WHERE id = $1`, [visit.id]);
      expect(status).toBe('new');
      const notice = await smtp.waitFor('care@auraskinclinic.in', /Appointment cancelled by the patient: Meera Kulkarni/);
      expect(notice.text).toContain('meera.k@example.in');
      // The cancellation takes the visit out of the patient's calendar: the same event, withdrawn.
      const withdrawn = await smtp.waitFor('meera.k@example.in', /Your appointment is cancelled/);
      const cancel = withdrawn.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!.content.toString().replace(/\r\n[ \t]/g, '');
      expect(cancel).toContain('METHOD:CANCEL');
      expect(cancel).toContain('STATUS:CANCELLED');
      const uid = (text: string) => /^UID:(.+)$/m.exec(text)![1].trim();
      const sequence = (text: string) => Number(/^SEQUENCE:(\d+)/m.exec(text)![1]);
      expect(uid(cancel)).toBe(uid(ics));
      expect(sequence(cancel)).toBeGreaterThan(sequence(ics));
      expect((await openTimes(`?from=${visit.date}&days=1`)).times).toContainEqual({ date: visit.date, time: visit.time });
      // A cancelled appointment cannot be confirmed again, nor cancelled twice.
      const refused = await act(visit.id, 'confirm').expect(409);
      expect(refused.body.message).toMatch(/^This appointment is cancelled/);
      await request(sut.http).post('/api/api/appointments/mine').send({ token, action: 'cancel' }).expect(409);
    });

    it('lists every request still to answer, whatever its day, soonest first', async () => {
      const visit = await bookOne('Waiting Patient', 'waiting.patient@example.in', (times) => times[times.length - 7]);
      const res = await request(sut.http).get('/api/api/admin/appointments?show=waiting').set('Cookie', admin).expect(200);
      const listed = res.body.items as Array<{ id: string; status: string; startsAt: string }>;
      expect(listed.map((item) => item.id)).toContain(visit.id);
      expect(listed.every((item) => ['requested', 'proposed'].includes(item.status))).toBe(true);
      expect(listed.map((item) => item.startsAt)).toEqual([...listed.map((item) => item.startsAt)].sort());
      await act(visit.id, 'decline').expect(200);
      const after = await request(sut.http).get('/api/api/admin/appointments?show=waiting').set('Cookie', admin).expect(200);
      expect(after.body.items.map((item: { id: string }) => item.id)).not.toContain(visit.id);
      await request(sut.http).get('/api/api/admin/appointments?show=all').set('Cookie', admin).expect(400);
    });

    it('proposes another open time; the patient accepts it from the link in the mail', async () => {
      const visit = await bookOne('Rohan Desai', 'rohan.d@example.in', (times) => times[24]);
      const [other] = (await openTimes(`?from=${addDays(visit.date, 1)}&days=7`)).times;
      const res = await act(visit.id, 'propose', { date: other.date, time: other.time, note: 'Doctor away that morning' }).expect(200);
      expect(res.body.item).toMatchObject({ status: 'proposed', date: other.date, time: other.time });
      // The new time is held, the old one free again.
      expect((await openTimes(`?from=${other.date}&days=1`)).times).not.toContainEqual(other);
      expect((await openTimes(`?from=${visit.date}&days=1`)).times).toContainEqual({ date: visit.date, time: visit.time });
      const mail = await smtp.waitFor('rohan.d@example.in', /We suggest another time/);
      const token = tokenIn(mail.text!);
      const page = await mine(token).expect(200);
      expect(page.body.item.actions).toEqual(['accept', 'cancel', 'another-time']);
      await db.query(`UPDATE enquiry SET last_contact_at = now() - interval '2 days' WHERE id = $1`, [visit.id]);
      await request(sut.http).post('/api/api/appointments/mine').send({ token, action: 'accept' }).expect(200);
      // The patient's change is the last contact, from which the retention period counts.
      const [{ contactedNow }] = await db.query(`SELECT last_contact_at > now() - interval '1 minute' AS "contactedNow" FROM enquiry WHERE id = $1`, [visit.id]);
      expect(contactedNow).toBe(true);
      const confirmed = await smtp.waitFor('rohan.d@example.in', /Your appointment is confirmed/);
      expect(confirmed.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(true);
      await smtp.waitFor('care@auraskinclinic.in', /Patient accepted the time you proposed: Rohan Desai/);
      const item = (await agenda(other.date)).items.find((entry: { id: string }) => entry.id === visit.id);
      expect(item.history.map((entry: { status: string; by: string }) => `${entry.status} by ${entry.by}`)).toEqual([
        'requested by patient',
        'proposed by clinicadmin',
        'confirmed by patient',
      ]);
      expect(item.history[1].note).toBe('Doctor away that morning');
    });

    it('refuses a bad link, an unknown appointment or action, and a proposal outside the open times', async () => {
      const invalid = { success: false, message: 'This link is not valid or has expired. Please call or WhatsApp the clinic.' };
      for (const token of ['', 'abc', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl', 'x'.repeat(5000)]) {
        expect((await request(sut.http).get(`/api/api/appointments/mine?token=${token}`).expect(404)).body).toEqual(invalid);
        expect((await mine(token).expect(404)).body).toEqual(invalid);
      }
      // No token at all, in neither the header nor the query.
      expect((await request(sut.http).get('/api/api/appointments/mine').expect(404)).body).toEqual(invalid);
      for (const authorization of ['Basic abc', 'Bearer', `Bearer ${'x'.repeat(5000)}`]) {
        expect((await request(sut.http).get('/api/api/appointments/mine').set('Authorization', authorization).expect(404)).body).toEqual(invalid);
      }
      await request(sut.http).post('/api/api/appointments/mine').send({ token: 'abc', action: 'cancel' }).expect(404);
      await request(sut.http).post('/api/api/appointments/mine').send({ token: 'abc', action: 'delete' }).expect(400);
      await act('00000000-0000-4000-8000-000000000000', 'confirm').expect(404);
      await act('not-a-uuid', 'confirm').expect(404);
      const visit = await bookOne('Kavya Iyer', 'kavya@example.in', (times) => times[28]);
      await act(visit.id, 'explode').expect(404);
      await act(visit.id, 'confirm', { date: visit.date }).expect(400);
      const sunday = next(0, addDays(today(), 1));
      const closed = await act(visit.id, 'propose', { date: sunday, time: '16:00' }).expect(409);
      expect(closed.body.message).toBe('The clinic is closed at that time. Choose one of the open times.');
      await request(sut.http).get(`/api/api/admin/appointments?from=${visit.date}`).expect(401);
      await request(sut.http).post(`/api/api/admin/appointments/${visit.id}/confirm`).expect(401);
    });

    it('counts what a patient page sends with the visitor forms: guessing links soon gets 429', async () => {
      const ip = '198.18.0.9';
      for (let i = 0; i < 20; i += 1) {
        await request(sut.http).post('/api/api/appointments/mine').set('X-Forwarded-For', ip).send({ token: `guess-${i}`, action: 'cancel' }).expect(404);
      }
      const res = await request(sut.http).post('/api/api/appointments/mine').set('X-Forwarded-For', ip).send({ token: 'guess', action: 'cancel' }).expect(429);
      expect(res.body).toEqual({ success: false, message: 'Too many requests. Please try again in a few minutes.' });
    });

    it('queues one reminder a day before a confirmed visit, with the patient link', async () => {
      const visit = await bookOne('Sana Shaikh', 'sana@example.in', (times) => times[times.length - 5]);
      await act(visit.id, 'confirm').expect(200);
      await smtp.waitFor('sana@example.in', /Your appointment is confirmed/);
      const desk = sut.app.get(AppointmentDesk);
      expect(await desk.queueReminders()).toBe(0);
      // A day passes: the visit is now 20 hours away.
      await db.query(`UPDATE enquiry SET starts_at = now() + interval '20 hours', ends_at = now() + interval '20 hours 30 minutes' WHERE id = $1`, [visit.id]);
      expect(await desk.queueReminders()).toBe(1);
      expect(await desk.queueReminders()).toBe(0);
      const reminder = await smtp.waitFor('sana@example.in', /Reminder: your appointment tomorrow/);
      expect(reminder.text).toMatch(/\/appointment#token=[\w.-]+/);
      const toSana = (mail: (typeof smtp.mails)[number]) => [mail.to ?? []].flat().some((address) => address.text.includes('sana@example.in'));
      expect(smtp.mails.filter((mail) => /Reminder/.test(mail.subject ?? '') && toSana(mail))).toHaveLength(1);
    });
  });
});
