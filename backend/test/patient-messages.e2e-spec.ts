import { WHATSAPP_NEEDS_PHONE, type AgendaAppointment } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppointmentDesk } from '../src/appointments/appointment-desk.service';
import { FakeMessaging, signatureOf, webhookBody } from './setup/fake-messaging';
import { offeredTimes } from './setup/open-times';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const API = '/api/api';
const APP_SECRET = 'clinic-app-secret-for-tests';
const VERIFY_TOKEN = 'clinic-verify-token';
const SMS_TEMPLATES = 'received=sms-received,confirmed=sms-confirmed,proposed=sms-proposed,declined=sms-declined,cancelled=sms-cancelled,reminder=sms-reminder';

/**
 * Messages to patients on WhatsApp (the Cloud API, a fake that speaks it) and by SMS (MSG91's Flow
 * API, likewise): sent at each moment of an appointment to the patients who chose them, the
 * webhook's verification, signatures and states, a patient's buttons acting on the appointment
 * once, and SMS when WhatsApp fails.
 */
describe('messages to patients on WhatsApp and by SMS', () => {
  let sut: TestApp;
  let fake: FakeMessaging;
  let db: DataSource;
  let owner: string;
  let ipCounter = 0;
  let phoneCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  /** A new patient's phone each time, written the Indian way, and how WhatsApp writes it. */
  const nextPhone = () => {
    const digits = `98220${String(10000 + ++phoneCounter).slice(-5)}`;
    return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, international: `91${digits}` };
  };

  let times: Array<{ date: string; time: string }> = [];
  let slotIndex = 0;
  /** Each booking takes its own open time, late enough that no reminder is due yet. */
  const book = (body: Record<string, unknown>) => {
    const slot = times[times.length - 1 - slotIndex++];
    return request(sut.http)
      .post(`${API}/enquiries/appointment`)
      .set('X-Forwarded-For', nextIp())
      .send({ name: 'Meera Joshi', concern: 'Facials', startedAt: Date.now() - 10_000, ...slot, ...body });
  };
  const idOf = async (phone: string) => ((await db.query(`SELECT id FROM enquiry WHERE phone = $1`, [phone])) as Array<{ id: string }>)[0].id;
  const agendaItem = async (id: string) => (await request(sut.http).get(`${API}/admin/appointments`).query({ show: 'waiting' }).set('Cookie', owner)).body.items?.find((item: AgendaAppointment) => item.id === id) as AgendaAppointment | undefined;
  const messagesOf = async (id: string) =>
    (await db.query(`SELECT channel, moment, state, last_error, replaces FROM patient_message WHERE enquiry_id = $1 ORDER BY created_at, channel DESC`, [id])) as Array<{
      channel: string;
      moment: string;
      state: string;
      last_error: string | null;
      replaces: string | null;
    }>;
  const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const act = (id: string, action: string, body: Record<string, unknown> = {}) => request(sut.http).post(`${API}/admin/appointments/${id}/${action}`).set('Cookie', owner).send(body);
  const webhook = (payload: unknown, sign: string | null = APP_SECRET) => {
    const raw = JSON.stringify(payload);
    const call = request(sut.http).post(`${API}/whatsapp/webhook`).set('Content-Type', 'application/json');
    if (sign) call.set('X-Hub-Signature-256', signatureOf(raw, sign));
    return call.send(raw);
  };
  const templateOf = (call: { body: Record<string, unknown> }) => call.body.template as { name: string; language: { code: string }; components: Array<{ type: string; sub_type?: string; parameters: Array<{ text?: string; payload?: string }> }> };

  beforeAll(async () => {
    fake = await FakeMessaging.start();
    sut = await createTestApp({
      WHATSAPP_API_URL: `${fake.url}/v21.0`,
      WHATSAPP_TOKEN: 'clinic-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      SMS_PROVIDER: 'msg91',
      SMS_API_URL: `${fake.url}/api/v5`,
      SMS_AUTH_KEY: 'msg91-key',
      SMS_SENDER_ID: 'AURACL',
      SMS_TEMPLATES,
      ENQUIRY_FORWARD_INTERVAL_MS: '30',
      ENQUIRY_FORWARD_BACKOFF_BASE_MS: '20',
      ENQUIRY_FORWARD_BACKOFF_MAX_MS: '100',
      ENQUIRIES_PER_TEN_MINUTES: '1000',
    });
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
    times = await offeredTimes(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    await fake.close();
  });

  it('sends the "request received" template on WhatsApp to a patient who ticked the box, with a Cancel button for their appointment', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    const [call] = await fake.waitFor('whatsApp', 1);
    expect(call.path).toBe('/v21.0/106540352242922/messages');
    expect(call.headers.authorization).toBe('Bearer clinic-token');
    expect(call.body).toMatchObject({ messaging_product: 'whatsapp', to: phone.international, type: 'template' });
    const template = templateOf(call);
    expect(template.name).toBe('appointment_received');
    expect(template.language).toEqual({ code: 'en' });
    const [body, button] = template.components;
    expect(body.parameters.map((parameter) => parameter.text)).toEqual(['Aura Skin & Hair Clinic', expect.stringMatching(/ at \d{1,2}:\d{2} [AP]M IST$/), 'Facials']);
    expect(button).toEqual({ type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: `cancel:${id}` }] });
    // Nothing the patient typed is in it.
    expect(JSON.stringify(call.body)).not.toContain('Meera');
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    expect((await agendaItem(id))?.messages).toEqual([expect.objectContaining({ channel: 'whatsapp', moment: 'received', state: 'sent', reason: null })]);
    const [row] = (await db.query(`SELECT whatsapp_opt_in, whatsapp_opt_in_at IS NOT NULL AS at, consent_notice FROM enquiry WHERE id = $1`, [id])) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ whatsapp_opt_in: true, at: true });
  });

  it('sends the appointment\'s messages by SMS to a patient who left a phone and did not tick the box; never a WhatsApp message', async () => {
    const phone = nextPhone();
    const whatsAppBefore = fake.whatsApp.length;
    await book({ phone: phone.typed }).expect(201);
    const [call] = (await fake.waitFor('sms', 1)).slice(-1);
    expect(call.headers.authkey).toBe('msg91-key');
    // The SMS's own short wording: each variable within DLT's 30 characters.
    expect(call.body).toMatchObject({ template_id: 'sms-received', sender: 'AURACL', recipients: [{ mobiles: phone.international, VAR1: 'Aura Skin & Hair Clinic' }] });
    const [recipient] = call.body.recipients as Array<Record<string, string>>;
    expect(recipient.VAR2).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{1,2}:\d{2} [AP]M IST$/);
    expect(Object.keys(recipient).sort()).toEqual(['VAR1', 'VAR2', 'mobiles']);
    expect(fake.whatsApp.length).toBe(whatsAppBefore);
  });

  it('takes the box from a form sent without scripts, and shows it again, still ticked, with a problem', async () => {
    const phone = nextPhone();
    const slot = times[times.length - 1 - slotIndex++];
    const plain = (fields: Record<string, string>) =>
      request(sut.http).post(`${API}/enquiries/appointment`).set('X-Forwarded-For', nextIp()).set('Sec-Fetch-Site', 'same-origin').type('form').send(new URLSearchParams(fields).toString());
    const refused = await plain({ name: 'Plain Patient', phone: '', email: 'plain@example.in', whatsapp: 'yes', ...slot, concern: 'Facials', website: '' }).expect(400);
    expect(refused.text).toContain('Give your phone number for WhatsApp updates');
    expect(refused.text).toMatch(/<input type="checkbox"[^>]*name="whatsapp"[^>]*value="yes" checked>/);
    await plain({ name: 'Plain Patient', phone: phone.typed, email: '', whatsapp: 'yes', ...slot, concern: 'Facials', website: '' }).expect(303);
    const [row] = (await db.query(`SELECT whatsapp_opt_in FROM enquiry WHERE phone = $1`, [phone.typed])) as Array<{ whatsapp_opt_in: boolean }>;
    expect(row.whatsapp_opt_in).toBe(true);
  });

  it('refuses the WhatsApp box without a phone number, in words', async () => {
    const res = await book({ email: 'no-phone@example.in', whatsapp: true }).expect(400);
    expect(res.body.message).toBe(WHATSAPP_NEEDS_PHONE);
  });

  it('answers Meta\'s verification with the challenge only for the right verify token', async () => {
    const res = await request(sut.http).get(`${API}/whatsapp/webhook`).query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' }).expect(200);
    expect(res.text).toBe('1158201444');
    await request(sut.http).get(`${API}/whatsapp/webhook`).query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' }).expect(403);
    await request(sut.http).get(`${API}/whatsapp/webhook`).query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' }).expect(403);
  });

  it('confirms on WhatsApp when the clinic confirms; delivered and read follow the webhook; a patient\'s Cancel cancels once, and an unsigned or forged call changes nothing', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: 'yes' }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    const before = fake.whatsApp.length;
    await act(id, 'confirm').expect(200);
    const confirmation = (await fake.waitFor('whatsApp', before + 1))[before];
    expect(templateOf(confirmation).name).toBe('appointment_confirmed');
    expect(templateOf(confirmation).components.slice(1).map((button) => button.parameters[0].payload)).toEqual([`cancel:${id}`, `another-time:${id}`]);
    await until(async () => (await messagesOf(id)).every((message) => message.state === 'sent'));
    const wamid = FakeMessaging.messageId(before + 1);

    // States, as WhatsApp reports them; a repeated one changes nothing.
    await webhook(webhookBody({ statuses: [{ id: wamid, status: 'delivered', timestamp: '1764200000', recipient_id: phone.international }] })).expect(200);
    await webhook(webhookBody({ statuses: [{ id: wamid, status: 'read', timestamp: '1764200050', recipient_id: phone.international }] })).expect(200);
    const late = await webhook(webhookBody({ statuses: [{ id: wamid, status: 'delivered', timestamp: '1764200000', recipient_id: phone.international }] })).expect(200);
    expect(late.body).toMatchObject({ handled: 0, repeated: 1 });
    expect((await messagesOf(id)).map((message) => [message.moment, message.state])).toEqual([
      ['received', 'sent'],
      ['confirmed', 'read'],
    ]);

    // The patient taps Cancel.
    const cancel = webhookBody({
      contacts: [{ profile: { name: 'Meera' }, wa_id: phone.international }],
      messages: [{ context: { from: '919822000000', id: wamid }, from: phone.international, id: 'wamid.REPLY1', timestamp: '1764200100', type: 'button', button: { payload: `cancel:${id}`, text: 'Cancel' } }],
    });
    await webhook(cancel, null).expect(401);
    await webhook(cancel, 'not-the-app-secret').expect(401);
    let [status] = (await db.query(`SELECT appointment_status FROM enquiry WHERE id = $1`, [id])) as Array<{ appointment_status: string }>;
    expect(status.appointment_status).toBe('confirmed');
    expect((await webhook(cancel).expect(200)).body).toMatchObject({ handled: 1, repeated: 0 });
    [status] = (await db.query(`SELECT appointment_status FROM enquiry WHERE id = $1`, [id])) as Array<{ appointment_status: string }>;
    expect(status.appointment_status).toBe('cancelled');
    const history = (await db.query(`SELECT status, changed_by FROM appointment_change WHERE enquiry_id = $1 ORDER BY changed_at, id`, [id])) as Array<{ status: string; changed_by: string }>;
    expect(history.at(-1)).toEqual({ status: 'cancelled', changed_by: 'patient (WhatsApp)' });
    // The clinic is told in its mailbox, and the patient gets the cancellation on WhatsApp.
    expect(await db.query(`SELECT kind FROM outgoing_mail WHERE enquiry_id = $1 AND kind = 'clinic-notice-cancel'`, [id])).toHaveLength(1);
    await until(async () => (await messagesOf(id)).some((message) => message.moment === 'cancelled'));
    // The same webhook again changes nothing.
    expect((await webhook(cancel).expect(200)).body).toMatchObject({ handled: 0, repeated: 1 });
    expect(await db.query(`SELECT 1 FROM appointment_change WHERE enquiry_id = $1`, [id])).toHaveLength(history.length);
  });

  it('proposes another time with Accept, Cancel and Another time; Accept confirms it, Another time asks the clinic again; a declined request is told', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    const other = times[times.length - 1 - slotIndex++];
    const before = fake.whatsApp.length;
    await act(id, 'propose', other).expect(200);
    const proposal = (await fake.waitFor('whatsApp', before + 1))[before];
    expect(templateOf(proposal).name).toBe('appointment_proposed');
    expect(templateOf(proposal).components.slice(1).map((button) => button.parameters[0].payload)).toEqual([`accept:${id}`, `cancel:${id}`, `another-time:${id}`]);
    const tap = (action: string, replyId: string) =>
      webhook(webhookBody({ messages: [{ from: phone.international, id: replyId, timestamp: '1764200100', type: 'button', button: { payload: `${action}:${id}`, text: action } }] })).expect(200);
    await tap('accept', 'wamid.ACCEPT1');
    const status = async () => ((await db.query(`SELECT appointment_status FROM enquiry WHERE id = $1`, [id])) as Array<{ appointment_status: string }>)[0].appointment_status;
    expect(await status()).toBe('confirmed');
    await until(async () => (await messagesOf(id)).some((message) => message.moment === 'confirmed'));
    await tap('another-time', 'wamid.ANOTHER1');
    expect(await status()).toBe('requested');
    expect(await db.query(`SELECT 1 FROM outgoing_mail WHERE enquiry_id = $1 AND kind = 'clinic-notice-another-time'`, [id])).toHaveLength(1);
    await act(id, 'decline').expect(200);
    await until(async () => (await messagesOf(id)).some((message) => message.moment === 'declined' && message.state === 'sent'));
    const declined = fake.whatsApp.find((call) => templateOf(call).name === 'appointment_declined' && call.body.to === phone.international)!;
    expect(templateOf(declined).components[0].parameters.map((parameter) => parameter.text)).toEqual(['Aura Skin & Hair Clinic', '+91 98220 12345']);
  });

  it('counts a WhatsApp message never delivered within the retry window as failed, and sends it by SMS', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    // A day passes without a "delivered" from WhatsApp.
    await db.query(`UPDATE patient_message SET sent_at = now() - interval '25 hours' WHERE enquiry_id = $1`, [id]);
    await until(async () => (await messagesOf(id)).length === 2 && (await messagesOf(id))[1].state === 'sent');
    expect((await messagesOf(id)).map((message) => [message.channel, message.state, message.last_error])).toEqual([
      ['whatsapp', 'failed', 'Not delivered on WhatsApp in time'],
      ['sms', 'sent', null],
    ]);
  });

  it('stops WhatsApp for a patient who writes STOP: what is waiting is not sent, and the appointment\'s next message goes by SMS', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    const stop = webhookBody({ messages: [{ from: phone.international, id: 'wamid.STOP1', timestamp: '1764200100', type: 'text', text: { body: ' Stop ' } }] });
    expect((await webhook(stop).expect(200)).body).toMatchObject({ handled: 1 });
    const [row] = (await db.query(`SELECT whatsapp_opt_in FROM enquiry WHERE id = $1`, [id])) as Array<{ whatsapp_opt_in: boolean }>;
    expect(row.whatsapp_opt_in).toBe(false);
    const smsBefore = fake.sms.length;
    await act(id, 'confirm').expect(200);
    const [sms] = (await fake.waitFor('sms', smsBefore + 1)).slice(smsBefore);
    expect(sms.body).toMatchObject({ template_id: 'sms-confirmed', recipients: [{ mobiles: phone.international }] });
    expect((await messagesOf(id)).map((message) => [message.channel, message.moment])).toEqual([
      ['whatsapp', 'received'],
      ['sms', 'confirmed'],
    ]);
    // Any other text changes nothing.
    await webhook(webhookBody({ messages: [{ from: phone.international, id: 'wamid.HELLO1', timestamp: '1764200200', type: 'text', text: { body: 'Please stop by later' } }] })).expect(200);
  });

  it('ignores a button for someone else\'s appointment', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    const forged = webhookBody({ messages: [{ from: '919800000001', id: 'wamid.OTHER', timestamp: '1764200100', type: 'button', button: { payload: `cancel:${id}`, text: 'Cancel' } }] });
    await webhook(forged).expect(200);
    const [status] = (await db.query(`SELECT appointment_status FROM enquiry WHERE id = $1`, [id])) as Array<{ appointment_status: string }>;
    expect(status.appointment_status).toBe('requested');
  });

  it('sends the message by SMS instead when WhatsApp refuses it for good', async () => {
    fake.whatsAppMode = 'refuse';
    try {
      const phone = nextPhone();
      const smsBefore = fake.sms.length;
      await book({ phone: phone.typed, whatsapp: true }).expect(201);
      const id = await idOf(phone.typed);
      const [sms] = (await fake.waitFor('sms', smsBefore + 1)).slice(smsBefore);
      expect(sms.body).toMatchObject({ template_id: 'sms-received', recipients: [{ mobiles: phone.international, VAR1: 'Aura Skin & Hair Clinic', VAR2: expect.stringMatching(/ IST$/) }] });
      expect(((sms.body.recipients as Array<Record<string, string>>)[0].VAR2 ?? '').length).toBeLessThanOrEqual(30);
      await until(async () => (await messagesOf(id)).length === 2 && (await messagesOf(id))[1].state === 'sent');
      const [whatsApp, bySms] = await messagesOf(id);
      expect(whatsApp).toMatchObject({ channel: 'whatsapp', state: 'failed', last_error: expect.stringContaining('131026') });
      expect(bySms).toMatchObject({ channel: 'sms', moment: 'received', state: 'sent' });
    } finally {
      fake.whatsAppMode = 'ok';
    }
  });

  it('lists a message that failed on both WhatsApp and SMS among what failed, and sends it again on request', async () => {
    fake.whatsAppMode = 'refuse';
    fake.smsMode = 'refuse';
    const phone = nextPhone();
    let id: string;
    try {
      await book({ phone: phone.typed, whatsapp: true }).expect(201);
      id = await idOf(phone.typed);
      await until(async () => (await messagesOf(id)).length === 2 && (await messagesOf(id)).every((message) => message.state === 'failed'));
    } finally {
      fake.whatsAppMode = 'ok';
      fake.smsMode = 'ok';
    }
    const listed = (await request(sut.http).get(`${API}/admin/undelivered`).set('Cookie', owner).expect(200)).body.items as Array<{ kind: string; id: string; enquiryId: string; what: string; to: string; reason: string }>;
    const mine = listed.filter((item) => item.enquiryId === id);
    expect(mine.map((item) => [item.kind, item.what, item.to])).toEqual(
      expect.arrayContaining([
        ['message', 'SMS: Appointment request received', phone.international],
        ['message', 'WhatsApp: Appointment request received', phone.international],
      ]),
    );
    const sms = mine.find((item) => item.what.startsWith('SMS'))!;
    expect(sms.reason).toContain('Template not approved');
    await request(sut.http).post(`${API}/admin/undelivered/message/${sms.id}/retry`).set('Cookie', owner).expect(200);
    await until(async () => (await messagesOf(id)).some((message) => message.channel === 'sms' && message.state === 'sent'));
    // Delivered by SMS now: the WhatsApp message is no longer waiting for anyone.
    const after = (await request(sut.http).get(`${API}/admin/undelivered`).set('Cookie', owner).expect(200)).body.items as Array<{ enquiryId: string }>;
    expect(after.filter((item) => item.enquiryId === id)).toEqual([]);
  });

  it('sends SMS instead when WhatsApp reports a message failed, once', async () => {
    const phone = nextPhone();
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const id = await idOf(phone.typed);
    await until(async () => (await messagesOf(id))[0]?.state === 'sent');
    const [{ provider_id: wamid }] = (await db.query(`SELECT provider_id FROM patient_message WHERE enquiry_id = $1`, [id])) as Array<{ provider_id: string }>;
    const failed = webhookBody({ statuses: [{ id: wamid, status: 'failed', timestamp: '1764200000', recipient_id: phone.international, errors: [{ code: 131026, title: 'Message undeliverable' }] }] });
    await webhook(failed).expect(200);
    await webhook(failed).expect(200);
    await until(async () => (await messagesOf(id)).length === 2 && (await messagesOf(id))[1].state === 'sent');
    expect((await messagesOf(id)).map((message) => [message.channel, message.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
  });

  it('reminds a day before, invites to review after every completed visit (its Google listing until the clinic gives its review link) and to book again after a no-show', async () => {
    const desk = sut.app.get(AppointmentDesk);
    const phones = [nextPhone(), nextPhone()];
    for (const phone of phones) await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const [kept, missed] = await Promise.all(phones.map((phone) => idOf(phone.typed)));
    for (const id of [kept, missed]) await act(id, 'confirm').expect(200);
    await db.query(`UPDATE enquiry SET starts_at = now() + interval '20 hours', ends_at = now() + interval '20 hours 30 minutes' WHERE id = ANY($1)`, [[kept, missed]]);
    expect(await desk.queueReminders()).toBe(2);
    await until(async () => (await messagesOf(kept)).some((message) => message.moment === 'reminder' && message.state === 'sent'));
    const reminder = fake.whatsApp.find((call) => templateOf(call).name === 'appointment_reminder' && call.body.to === phones[0].international)!;
    expect(templateOf(reminder).components[1].parameters[0].payload).toBe(`cancel:${kept}`);

    // Without a review link of the clinic's own, the invitation links its listing on Google Maps.
    await act(kept, 'complete').expect(200);
    await until(async () => (await messagesOf(kept)).some((message) => message.moment === 'review' && message.state === 'sent'));
    const byMaps = fake.whatsApp.find((call) => templateOf(call).name === 'review_invitation' && call.body.to === phones[0].international)!;
    expect(templateOf(byMaps).components[0].parameters[1].text).toBe('https://www.google.com/maps/search/?api=1&query=Sai+Plaza%2C+Baner+Road%2C+Baner%2C+Pune%2C+Maharashtra+411045');
    // With it, every completed visit is invited, whatever its course.
    const clinic = (await request(sut.http).get(`${API}/admin/content/clinic`).set('Cookie', owner).expect(200)).body;
    await request(sut.http).put(`${API}/admin/content/clinic`).set('Cookie', owner).send({ ...clinic.item, reviewUrl: 'https://g.page/r/CaurA-clinic/review', version: clinic.version }).expect(200);
    const third = nextPhone();
    await book({ phone: third.typed, whatsapp: true }).expect(201);
    const visited = await idOf(third.typed);
    await act(visited, 'confirm').expect(200);
    await act(visited, 'complete').expect(200);
    await until(async () => (await messagesOf(visited)).some((message) => message.moment === 'review' && message.state === 'sent'));
    const invitation = fake.whatsApp.find((call) => templateOf(call).name === 'review_invitation' && call.body.to === third.international)!;
    expect(templateOf(invitation).components[0].parameters.map((parameter) => parameter.text)).toEqual(['Aura Skin & Hair Clinic', 'https://g.page/r/CaurA-clinic/review']);
    await act(missed, 'no-show').expect(200);
    await until(async () => (await messagesOf(missed)).some((message) => message.moment === 'book-again' && message.state === 'sent'));
    const bookAgain = fake.whatsApp.find((call) => templateOf(call).name === 'book_again')!;
    expect(templateOf(bookAgain).components[0].parameters.map((parameter) => parameter.text)).toEqual(['Aura Skin & Hair Clinic', 'http://localhost:8080']);
  });

  it('puts the clinic\'s own wording into the variables, as saved in Site content, and refuses a line break', async () => {
    const current = (await request(sut.http).get(`${API}/admin/content/messages`).set('Cookie', owner).expect(200)).body;
    const wording = { ...current.item.wording, received: ['{clinic} (Baner)', '{when}', 'your {concern} consultation'] };
    const refused = await request(sut.http).put(`${API}/admin/content/messages`).set('Cookie', owner).send({ wording: { ...wording, received: ['{clinic}\nBaner', '{when}', '{concern}'] }, version: current.version }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Write it on one line');
    await request(sut.http).put(`${API}/admin/content/messages`).set('Cookie', owner).send({ wording, version: current.version }).expect(200);
    const phone = nextPhone();
    const before = fake.whatsApp.length;
    await book({ phone: phone.typed, whatsapp: true }).expect(201);
    const [call] = (await fake.waitFor('whatsApp', before + 1)).slice(before);
    expect(templateOf(call).components[0].parameters.map((parameter) => parameter.text)).toEqual(['Aura Skin & Hair Clinic (Baner)', expect.stringMatching(/ IST$/), 'your Facials consultation']);
    await request(sut.http).put(`${API}/admin/content/messages`).set('Cookie', owner).send({ wording: current.item.wording, version: current.version + 1 }).expect(200);
  });

  it('confirms a call-back request on WhatsApp when the box is ticked, and by nothing when it is not', async () => {
    const ticked = nextPhone();
    const before = fake.whatsApp.length;
    const smsBefore = fake.sms.length;
    await request(sut.http).post(`${API}/enquiries/callback`).set('X-Forwarded-For', nextIp()).send({ name: 'Ravi', phone: ticked.typed, whatsapp: true, startedAt: Date.now() - 10_000 }).expect(201);
    const [call] = (await fake.waitFor('whatsApp', before + 1)).slice(before);
    expect(templateOf(call).name).toBe('callback_received');
    expect(call.body.to).toBe(ticked.international);
    await request(sut.http).post(`${API}/enquiries/callback`).set('X-Forwarded-For', nextIp()).send({ name: 'Asha', phone: nextPhone().typed, startedAt: Date.now() - 10_000 }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.whatsApp.length).toBe(before + 1);
    expect(fake.sms.length).toBe(smsBefore);
  });
});
