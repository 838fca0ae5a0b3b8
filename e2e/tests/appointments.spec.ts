import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseURL, e2eDataDir, mailURL, nodeModeURL } from '../playwright.config';
import { device, expect, test } from './fixtures';
import { mailTo } from './kept-mail';
import { adminApi, shareSession } from './news-admin-helpers';

/** The server files a form sent within 3 s of being shown as suspected spam; people take longer. */
const HUMAN_PAUSE_MS = 3200;

test('a visitor books an open time, the admin confirms it in the agenda, the invitation is for that time in IST, and the patient cancels from the link', async ({
  page,
  request,
  playwright,
  context,
}, testInfo) => {
  const stamp = `${device(testInfo)}${Date.now().toString(36)}`;
  const name = `Nisha Patil ${stamp}`;
  const email = `nisha.${stamp}@example.in`;
  const { times } = await (await request.get('/api/api/appointments/open-times?days=14')).json();
  const { date, time } = times[0] as { date: string; time: string };

  // The visitor books a time the form offers.
  await page.goto('/');
  await page.getByRole('button', { name: 'Book Free Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('98220 12345');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Preferred date').fill(date);
  await dialog.getByLabel('Preferred time (IST)').selectOption(time);
  await dialog.getByLabel('Concern').selectOption('Laser hair removal');
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await dialog.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(dialog.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
  const received = await mailTo(request, email, /^We have received your appointment request/);
  // The address was typed in the form and nobody has confirmed it: the mail never carries the name typed.
  expect(received.text).toContain('Hello,');
  expect(received.text).not.toContain(name);

  // The admin confirms it in the agenda, on that day.
  const api = await adminApi(playwright);
  await shareSession(api, context);
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByLabel('Go to').fill(date);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  // One tap for the patients who only left a phone: WhatsApp with the clinic's message ready.
  const whatsapp = card.getByRole('link', { name: 'WhatsApp confirmation' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919822012345\?text=Namaste%20Nisha%2C%20your%20appointment%20at%20/);
  await card.getByText('History').click();
  await expect(card.getByText(/^Confirmed for .* by admin,/)).toBeVisible();

  // The confirmation carries an invitation for that very time (IST is UTC+5:30).
  const confirmation = await mailTo(request, email, /^Your appointment is confirmed/);
  expect(confirmation.text).toMatch(/ IST\n/);
  const invitation = confirmation.attachments!.find((attachment) => attachment.generatedFileName.endsWith('.ics'))!;
  const ics = (await (await request.get(`${mailURL}/api/email/${confirmation.id}/attachment/${invitation.generatedFileName}`)).text()).replace(/\r\n[ \t]/g, '');
  const startsAt = new Date(`${date}T${time}:00+05:30`).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:${startsAt}`);

  // The link carries its token in the fragment (#token=), which the browser never sends to a server.
  const link = new URL(/http\S+\/appointment#token=\S+/.exec(confirmation.text)![0]);
  const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // A link mailed before the change (/appointment?token=…) still opens the page, and the token
  // leaves the address at once.
  const earlier = await context.browser()!.newPage();
  await earlier.goto(`/appointment?token=${token}`);
  await expect(earlier.getByText('Confirmed. We look forward to seeing you.')).toBeVisible();
  await expect.poll(() => new URL(earlier.url()).search).toBe('');
  expect(new URL(earlier.url()).hash).toBe(`#token=${token}`);
  await earlier.close();

  // The patient cancels from the link in the mail, without an account.
  const patient = await context.browser()!.newPage();
  const opened = patient.waitForResponse((response) => new URL(response.url()).pathname === '/appointment');
  await patient.goto(`${link.pathname}${link.hash}`);
  // The page names no address of its own in a Referer.
  expect((await opened).headers()['referrer-policy']).toBe('no-referrer');
  await expect(patient.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(patient.getByText('Confirmed. We look forward to seeing you.')).toBeVisible();
  await patient.getByRole('button', { name: 'Cancel appointment' }).click();
  await patient.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(patient.getByText('Your appointment is cancelled. The clinic has been told.')).toBeVisible();
  await patient.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Agenda' }).click();
  await page.getByLabel('Go to').fill(date);
  await expect(page.getByRole('article', { name }).getByText('Cancelled', { exact: true })).toBeVisible();
  await mailTo(request, 'care@auraskinclinic.in', new RegExp(`^Appointment cancelled by the patient: ${name}`));
  await api.dispose();

  // A page of the previous release, still open, asks with the token in the query, and its requests
  // name the old address in their Referer.
  const previousPage = { Referer: `${baseURL}/appointment?token=${token}` };
  const asked = await request.get(`/api/api/appointments/mine?token=${token}`, { headers: previousPage });
  expect((await asked.json()).item.status).toBe('cancelled');
  expect((await request.get('/robots.txt', { headers: previousPage })).status()).toBe(200);

  // nginx's access log has the patient's visits (old link, new link, the page's calls), never the
  // token, and no Referer for the paths that can carry one.
  const log = readFileSync(join(e2eDataDir, 'nginx', 'logs', 'access.log'), 'utf8');
  expect(log).toMatch(/"GET \/appointment HTTP\/1\.1" 200/);
  expect(log).toMatch(/"GET \/api\/api\/appointments\/mine HTTP\/1\.1" 200/);
  expect(log).toMatch(/"POST \/api\/api\/appointments\/mine HTTP\/1\.1" 200/);
  expect(log).not.toContain(token);
  expect(log).not.toContain(token.split('.')[2]);
  for (const line of log.split('\n').filter((entry) => /"[A-Z]+ \/(appointment\/?|api\/api\/appointments\/mine)[ ?]/.test(entry))) {
    expect(line).toMatch(/" \d{3} \d+ "-" /);
  }
});

test('the appointment page sends no Referer in both serving modes', async ({ request }) => {
  for (const site of ['', nodeModeURL]) {
    const page = await request.get(`${site}/appointment`);
    expect(page.status()).toBe(200);
    expect(page.headers()['referrer-policy']).toBe('no-referrer');
    expect(await page.text()).toContain('<meta name="referrer" content="no-referrer"');
    expect((await request.get(`${site}/about`)).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});
