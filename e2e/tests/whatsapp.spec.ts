import { messagingURL } from '../playwright.config';
import { device, expect, test, type APIRequestContext } from './fixtures';
import { adminApi, shareSession } from './news-admin-helpers';

/** The server files a form sent within 3 s of being shown as suspected spam; people take longer. */
const HUMAN_PAUSE_MS = 3200;

interface FakeMessage {
  kind: 'whatsapp' | 'sms';
  id: string;
  to: string;
  template: string;
  variables: string[];
  buttons: string[];
}

/** What the stand-in for WhatsApp's Cloud API and MSG91 has received for this number, once `template` is among it. */
async function messagesTo(request: APIRequestContext, to: string, template: string): Promise<FakeMessage[]> {
  let mine: FakeMessage[] = [];
  await expect
    .poll(async () => {
      mine = ((await (await request.get(`${messagingURL}/received`)).json()) as FakeMessage[]).filter((message) => message.to === to);
      return mine.map((message) => message.template);
    })
    .toContain(template);
  return mine;
}

/**
 * A patient books with their phone and ticks WhatsApp: the "request received" template reaches
 * WhatsApp (a stand-in speaking the Cloud API) for their number; the receptionist confirms in the
 * agenda and the confirmation follows; the patient's Cancel button (a webhook signed as Meta signs
 * it) cancels the appointment and the agenda shows it; the same webhook again changes nothing,
 * and an unsigned one is refused.
 */
test('a patient who chose WhatsApp hears from the clinic there and cancels with a button', async ({ page, request, playwright, context }, testInfo) => {
  const digits = `98${String(Date.now()).slice(-8)}`;
  const international = `91${digits}`;
  const name = `Pooja Kale ${device(testInfo)}`;
  const { times } = await (await request.get('/api/api/appointments/open-times?days=30')).json();
  const { date, time } = times[times.length - (device(testInfo) === 'phone' ? 1 : 2)] as { date: string; time: string };

  await page.goto('/');
  await page.getByRole('button', { name: 'Book Free Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  const box = dialog.getByRole('checkbox', { name: 'Send me updates about this on WhatsApp' });
  await expect(box).not.toBeChecked();
  await box.check();
  await dialog.getByLabel('Preferred date').fill(date);
  await dialog.getByLabel('Preferred time (IST)').selectOption(time);
  await dialog.getByLabel('Concern').selectOption('Hair PRP');
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await dialog.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();

  const [received] = await messagesTo(request, international, 'appointment_received');
  expect(received).toMatchObject({ kind: 'whatsapp', variables: ['Aura Skin & Hair Clinic', expect.stringMatching(/ IST$/), 'Hair PRP'] });
  expect(received.buttons).toEqual([expect.stringMatching(/^cancel:[0-9a-f-]{36}$/)]);

  // The receptionist confirms it in the agenda: the confirmation follows on WhatsApp.
  const api = await adminApi(playwright);
  await shareSession(api, context);
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByLabel('Go to').fill(date);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  const confirmed = (await messagesTo(request, international, 'appointment_confirmed')).find((message) => message.template === 'appointment_confirmed')!;
  expect(confirmed.buttons.map((payload) => payload.split(':')[0])).toEqual(['cancel', 'another-time']);

  // The patient taps Cancel: a signed webhook cancels the appointment.
  const reply = await request.post(`${messagingURL}/reply`, { data: { to: international, button: 'Cancel' } });
  const sent = (await reply.json()) as { status: number; answer: { handled: number }; body: string; signature: string };
  expect(sent.status).toBe(200);
  expect(sent.answer.handled).toBe(1);
  await page.reload();
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByLabel('Go to').fill(date);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  const messages = card.getByRole('list', { name: 'Messages to the patient' });
  await expect(messages).toContainText('WhatsApp · Appointment request received · Sent');
  await expect(messages).toContainText('WhatsApp · Appointment confirmed · Sent');
  await expect(messages).toContainText('WhatsApp · Appointment cancelled');
  await card.getByText('History').click();
  await expect(card.getByText(/^Cancelled .*by the patient on WhatsApp,/)).toBeVisible();

  // The same webhook again changes nothing; one without Meta's signature is refused.
  const again = await request.post('/api/api/whatsapp/webhook', { headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': sent.signature }, data: sent.body });
  expect(await again.json()).toMatchObject({ handled: 0, repeated: 1 });
  const unsigned = await request.post('/api/api/whatsapp/webhook', { headers: { 'Content-Type': 'application/json' }, data: sent.body });
  expect(unsigned.status()).toBe(401);
});

/** With WhatsApp refusing for good, the patient gets the appointment's message by SMS, and the agenda says so. */
test('a patient whose WhatsApp message is refused gets it by SMS', async ({ page, request, playwright, context }, testInfo) => {
  const digits = `97${String(Date.now()).slice(-8)}`;
  const international = `91${digits}`;
  const name = `Sunil Gokhale ${device(testInfo)}`;
  const { times } = await (await request.get('/api/api/appointments/open-times?days=30')).json();
  const { date, time } = times[times.length - (device(testInfo) === 'phone' ? 3 : 4)] as { date: string; time: string };
  await request.post(`${messagingURL}/fail?kind=whatsapp&how=refuse`);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill(digits);
    await dialog.getByRole('checkbox', { name: 'Send me updates about this on WhatsApp' }).check();
    await dialog.getByLabel('Preferred date').fill(date);
    await dialog.getByLabel('Preferred time (IST)').selectOption(time);
    await dialog.getByLabel('Concern').selectOption('Facials');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await dialog.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    const [sms] = (await messagesTo(request, international, 'sms-received')).filter((message) => message.kind === 'sms');
    expect(sms.variables).toEqual(['Aura Skin & Hair Clinic', expect.stringMatching(/^\w{3} \d{1,2} \w{3} \d{1,2}:\d{2} [AP]M IST$/)]);
  } finally {
    await request.post(`${messagingURL}/fail?kind=whatsapp&how=ok`);
  }
  const api = await adminApi(playwright);
  await shareSession(api, context);
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByLabel('Go to').fill(date);
  const messages = page.getByRole('article', { name }).getByRole('list', { name: 'Messages to the patient' });
  await expect(messages).toContainText('WhatsApp · Appointment request received · Failed: WhatsApp refused it (400, code 131026)');
  await expect(messages).toContainText('SMS · Appointment request received · Sent');
});
