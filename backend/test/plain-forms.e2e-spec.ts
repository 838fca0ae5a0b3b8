import request from 'supertest';
import { DataSource } from 'typeorm';
import { FakeForwarder } from './setup/fake-forwarder';
import { offeredTimes } from './setup/open-times';
import { createTestApp, signIn, TestApp } from './setup/test-app';

/**
 * The visitor forms as a browser sends them by itself, before the page's scripts have run or
 * without them: form-encoded, no bot-check answer, no start time. The bot check is on, as in
 * production.
 */
describe('visitor forms sent without scripts', () => {
  let sut: TestApp;
  let forwarder: FakeForwarder;
  let db: DataSource;
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    forwarder = await FakeForwarder.start();
    sut = await createTestApp({
      BOT_CHECK: 'true',
      BOT_CHECK_WORK: '200',
      FORM_FORWARD_URL: forwarder.url,
      ENQUIRY_FORWARD_INTERVAL_MS: '20',
      ENQUIRIES_PER_TEN_MINUTES: '100',
      ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR: '2',
    });
    db = sut.app.get(DataSource);
  });
  afterAll(async () => {
    await sut.close();
    await forwarder.close();
  });

  /** What the browser sends: the form's named fields, form-encoded, from the clinic's own page. */
  const plainForm = (form: string, fields: Record<string, string>, ip = freshIp()) =>
    request(sut.http)
      .post(`/api/api/enquiries/${form}`)
      .set('X-Forwarded-For', ip)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(new URLSearchParams(fields).toString());
  const stored = async (column: string, value: string) =>
    (await db.query(`SELECT spam, sent_without_scripts AS "sentWithoutScripts", consent_notice AS "consentNotice", phone, message FROM enquiry WHERE ${column} = $1`, [value])) as Array<
      Record<string, unknown>
    >;

  it('stores a call-back sent without scripts in the inbox, marked, forwards it and sends the browser to the thank-you page', async () => {
    const res = await plainForm('callback', { name: 'Priya Plain', phone: '98220 12345', website: '', consentNotice: 'privacy-2026-11' }).expect(303);
    expect(res.headers.location).toBe('/thank-you/callback');
    expect(await stored('name', 'Priya Plain')).toEqual([{ spam: false, sentWithoutScripts: true, consentNotice: 'privacy-2026-11', phone: '98220 12345', message: null }]);
    const delivery = await forwarder.waitForDeliveries(1);
    expect(JSON.stringify(delivery)).toContain('Priya Plain');
  });

  it('answers each form with its own thank-you page', async () => {
    await plainForm('contact', { name: 'Asha Plain', email: 'asha@example.in', subject: 'Timings', message: 'Are you open on Sunday?', website: '' })
      .expect(303)
      .expect('Location', '/thank-you/contact');
    await plainForm('newsletter', { email: 'plain.reader@example.in', website: '' }).expect(303).expect('Location', '/thank-you/newsletter');
    expect(await stored('email', 'plain.reader@example.in')).toMatchObject([{ spam: false, sentWithoutScripts: true }]);
    expect(await stored('email', 'asha@example.in')).toMatchObject([{ spam: false, sentWithoutScripts: true, message: 'Are you open on Sunday?' }]);
  });

  it('keeps one with its honeypot filled apart as suspected spam, answered alike', async () => {
    await plainForm('callback', { name: 'Honeypot Bot', phone: '12345', website: 'http://spam.example' }).expect(303).expect('Location', '/thank-you/callback');
    expect(await stored('name', 'Honeypot Bot')).toMatchObject([{ spam: true }]);
  });

  it('answers a form that is not complete with the form again: the typed values kept and each field’s message, no script', async () => {
    const res = await plainForm('callback', { name: 'Meera <b>Kulkarni</b>', phone: '  ', website: '' }).expect(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(res.text).toContain('<form method="post" action="/api/api/enquiries/callback"');
    expect(res.text).toContain('value="Meera &lt;b&gt;Kulkarni&lt;/b&gt;"');
    expect(res.text).toContain('Enter your phone');
    expect(res.text).not.toContain('Enter your name');
    expect(res.text).not.toContain('<script');
    expect(await stored('phone', '  ')).toEqual([]);
  });

  it('says the contact form’s one message for any problem, and keeps the message typed', async () => {
    const res = await plainForm('contact', { name: 'Ravi', email: 'not-an-address', subject: 'Acne', message: 'Line one\nLine "two"', website: '' }).expect(400);
    expect(res.text.match(/Please fill in all required fields correctly\./g)).toHaveLength(1);
    expect(res.text).toContain('>Line one\nLine &quot;two&quot;</textarea>');
    expect(res.text).toContain('value="not-an-address"');
  });

  it('offers the open times of the day asked when an appointment came without a time, then takes it', async () => {
    const [open] = await offeredTimes(sut.http);
    const fields = { name: 'Kavya Plain', phone: '98220 54321', email: '', date: open.date, time: '', concern: 'Facials', website: '' };
    const page = await plainForm('appointment', fields).expect(400);
    expect(page.text).toContain('Select a time');
    expect(page.text).toMatch(new RegExp(`<option value="${open.time}">`));
    expect(page.text).toContain('<option value="Facials" selected>Facials</option>');
    expect(page.text).toContain(`value="${open.date}"`);

    await plainForm('appointment', { ...fields, time: open.time }).expect(303).expect('Location', '/thank-you/appointment');
    const rows = (await db.query(`SELECT spam, sent_without_scripts, appointment_status, preferred_time FROM enquiry WHERE name = 'Kavya Plain'`)) as unknown[];
    expect(rows).toEqual([{ spam: false, sent_without_scripts: true, appointment_status: 'requested', preferred_time: open.time }]);
  });

  it('answers an appointment whose concern is not on the list with the form again and the concern’s message', async () => {
    const [open] = await offeredTimes(sut.http);
    const fields = { name: 'Ishaan Plain', phone: '98220 54322', email: '', date: open.date, time: open.time, concern: 'Call me about <b>offers</b>', website: '' };
    const page = await plainForm('appointment', fields).expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Choose a concern');
    expect(page.text).not.toContain('<b>offers</b>');
    expect(page.text).toContain('value="Ishaan Plain"');
    expect(await stored('name', 'Ishaan Plain')).toEqual([]);
  });

  it('gives a script that skips the bot check fewer enquiries per address than one doing its work', async () => {
    const ip = '203.0.113.77';
    await plainForm('callback', { name: 'Limit One', phone: '1', website: '' }, ip).expect(303);
    await plainForm('callback', { name: 'Limit Two', phone: '2', website: '' }, ip).expect(303);
    const refused = await plainForm('callback', { name: 'Limit Three', phone: '3', website: '' }, ip).expect(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('Too many requests. Please try again in a few minutes.');
    expect(refused.text).toContain('value="Limit Three"');
    expect(await stored('name', 'Limit Three')).toEqual([]);
    // The page's scripts (JSON) still reach the form from that address: their answer is judged by the bot check.
    await request(sut.http).post('/api/api/enquiries/callback').set('X-Forwarded-For', ip).send({ name: 'Limit Json', phone: '4', startedAt: Date.now() - 10_000 }).expect(201);
  });

  it('refuses fields no form has, and a field sent twice, in words on the page', async () => {
    const extra = await plainForm('newsletter', { email: 'x@example.in', role: 'admin' }).expect(400);
    expect(extra.text).toContain('Unknown field: role');
    const twice = await request(sut.http).post('/api/api/enquiries/newsletter').set('X-Forwarded-For', freshIp()).type('form').send('email=a%40example.in&email=b%40example.in').expect(400);
    expect(twice.text).toContain('Please enter your email');
  });

  it('takes JSON only on every other route', async () => {
    const cookie = await signIn(sut.http);
    const id = ((await db.query(`SELECT id FROM enquiry WHERE name = 'Priya Plain'`)) as Array<{ id: string }>)[0].id;
    await request(sut.http).patch(`/api/api/admin/enquiries/${id}`).set('Cookie', cookie).type('form').send('status=closed').expect(400);
  });

  it('lets the clinic take an enquiry kept as suspected spam into the inbox: then it is forwarded', async () => {
    const cookie = await signIn(sut.http);
    const [{ id }] = (await db.query(`SELECT id FROM enquiry WHERE name = 'Honeypot Bot'`)) as Array<{ id: string }>;
    const before = forwarder.delivered.length;
    const res = await request(sut.http).post(`/api/api/admin/enquiries/${id}/not-spam`).set('Cookie', cookie).expect(200);
    expect(res.body.item).toMatchObject({ id, spam: false, sentWithoutScripts: true });
    const inbox = await request(sut.http).get('/api/api/admin/enquiries?spam=false&type=callback').set('Cookie', cookie).expect(200);
    expect(inbox.body.items.map((item: { name: string }) => item.name)).toContain('Honeypot Bot');
    await forwarder.waitForDeliveries(before + 1);
    await request(sut.http).post(`/api/api/admin/enquiries/${id}/not-spam`).expect(401);
    await request(sut.http).post('/api/api/admin/enquiries/00000000-0000-4000-8000-000000000000/not-spam').set('Cookie', cookie).expect(404);
  });
});
