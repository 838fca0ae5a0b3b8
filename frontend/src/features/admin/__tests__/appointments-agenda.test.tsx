import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../testing/render-in-dashboard';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import type { AgendaAppointment } from '@aura/contract';
import { messageLine, whatsAppLink, whatsAppMessages } from '../appointment';
import { AppointmentsAgenda } from '../components/appointments-agenda';

const clinic = { name: 'Aura Skin & Hair Clinic', phone: '+91 98220 12345', address: '2nd Floor, Sai Plaza, Baner Road, Pune' };

function anAppointment(overrides: Partial<AgendaAppointment> & { id: string }): AgendaAppointment {
  return {
    name: 'Priya Deshmukh',
    phone: '98220 11111',
    email: 'priya@example.in',
    concern: 'Hair PRP',
    date: '2026-11-26',
    time: '11:30',
    when: 'Thursday, 26 November 2026 at 11:30 AM IST',
    startsAt: '2026-11-26T06:00:00.000Z',
    endsAt: '2026-11-26T06:30:00.000Z',
    status: 'requested',
    requestedAt: '2026-11-22T09:35:00.000Z',
    history: [{ status: 'requested', date: '2026-11-26', time: '11:30', by: 'patient', note: null, at: '2026-11-22T09:35:00.000Z' }],
    mails: [{ kind: 'appointment-received', state: 'sent', sentAt: '2026-11-22T09:35:02.000Z' }],
    messages: [],
    ...overrides,
  };
}

describe('WhatsApp messages', () => {
  it('opens WhatsApp on the patient’s number in international digits, with the clinic’s confirmation ready', () => {
    const appointment = anAppointment({ id: 'a', status: 'confirmed' });
    const { confirmation, reminder } = whatsAppMessages(appointment, clinic);
    expect(confirmation).toBe(
      'Namaste Priya, your appointment at Aura Skin & Hair Clinic is confirmed for Thursday, 26 November 2026 at 11:30 AM IST. We are at 2nd Floor, Sai Plaza, Baner Road, Pune. Please arrive 10 minutes early. To change or cancel, reply here or call +91 98220 12345.',
    );
    expect(reminder).toMatch(/^Namaste Priya, a reminder of your appointment at Aura Skin & Hair Clinic on Thursday/);
    expect(whatsAppLink('098220 11111', 'Hello')).toBe('https://wa.me/919822011111?text=Hello');
    expect(whatsAppLink('+44 20 7946 0958', 'Hi there')).toBe('https://wa.me/442079460958?text=Hi%20there');
    expect(whatsAppLink('after 6 pm', 'Hello')).toBeNull();
    expect(whatsAppLink(null, 'Hello')).toBeNull();
  });
});

describe('messages sent to the patient', () => {
  it('says each one in the clinic\'s words, with why it failed or was not sent', () => {
    const at = '2026-11-22T09:35:02.000Z';
    expect(messageLine({ channel: 'whatsapp', moment: 'confirmed', state: 'read', at, updatedAt: at, reason: null })).toBe('WhatsApp · Appointment confirmed · Read');
    expect(messageLine({ channel: 'whatsapp', moment: 'received', state: 'failed', at, updatedAt: at, reason: 'WhatsApp refused it (400, code 131026): Message undeliverable' })).toBe(
      'WhatsApp · Appointment request received · Failed: WhatsApp refused it (400, code 131026): Message undeliverable',
    );
    expect(messageLine({ channel: 'sms', moment: 'reminder', state: 'sent', at, updatedAt: at, reason: null })).toBe('SMS · Reminder a day before · Sent');
    expect(messageLine({ channel: 'whatsapp', moment: 'review', state: 'skipped', at, updatedAt: null, reason: 'No review link in Site content → Clinic details' })).toBe(
      'WhatsApp · Invitation to review the clinic · Not sent: No review link in Site content → Clinic details',
    );
  });
});

describe('AppointmentsAgenda', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the day’s appointments, confirms one and shows what it became', async () => {
    const requested = anAppointment({ id: 'a1' });
    const confirmed = anAppointment({
      id: 'a1',
      status: 'confirmed',
      history: [...requested.history, { status: 'confirmed', date: '2026-11-26', time: '11:30', by: 'admin', note: null, at: '2026-11-22T10:00:00.000Z' }],
    });
    const api = fakeApi({
      'GET /admin/appointments': { status: 200, body: { success: true, from: '2026-11-26', days: 1, clinic, items: [requested] } },
      'POST /admin/appointments/a1/confirm': { status: 200, body: { success: true, item: confirmed } },
    });
    render(
      <>
        <AppointmentsAgenda />
        <ToastContainer />
      </>,
    );
    await settle();
    expect(api.requests[0].path).toBe('/admin/appointments?from=2026-11-26&days=1');
    const card = screen.getByRole('article', { name: 'Priya Deshmukh' });
    expect(within(card).getByText('11:30 AM')).toBeVisible();
    expect(within(card).getByText('Requested')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'WhatsApp confirmation' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/admin/appointments/a1/confirm' });
    expect(within(card).getByText('Confirmed')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'WhatsApp confirmation' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919822011111\?text=Namaste%20Priya/));
    expect(within(card).getByRole('button', { name: 'Mark completed' })).toBeVisible();
    expect(within(card).getByText(/^Confirmed for 26 Nov 2026, 11:30 AM by admin/)).toBeInTheDocument();
  });

  it('moves by day and by week, and says so when a day is empty', async () => {
    const api = fakeApi({ 'GET /admin/appointments': { status: 200, body: { success: true, clinic, items: [] } } });
    render(<AppointmentsAgenda />);
    await settle();
    expect(screen.getByText('No appointments on this day.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await settle();
    expect(api.requests.at(-1)!.path).toBe('/admin/appointments?from=2026-11-27&days=1');
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await settle();
    expect(api.requests.at(-1)!.path).toBe('/admin/appointments?from=2026-11-23&days=7');
    expect(screen.getByText('No appointments this week.')).toBeVisible();
  });

  it('lists every request still to answer, whatever its day, under its day', async () => {
    const api = fakeApi({
      'GET /admin/appointments': [
        { status: 200, body: { success: true, clinic, items: [] } },
        {
          status: 200,
          body: {
            success: true,
            clinic,
            items: [anAppointment({ id: 'w1' }), anAppointment({ id: 'w2', name: 'Farhan Shaikh', date: '2026-12-03', status: 'proposed' })],
          },
        },
      ],
    });
    render(<AppointmentsAgenda />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'To answer' }));
    await settle();
    expect(api.requests.at(-1)!.path).toBe('/admin/appointments?show=waiting');
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Thursday,? 26 November$/ })).toBeVisible();
    expect(within(screen.getByRole('region', { name: /^Thursday,? 3 December$/ })).getByRole('article', { name: 'Farhan Shaikh' })).toBeVisible();
    expect(screen.getByText('Other time proposed')).toBeVisible();
  });

  it('tells the admin when the server refuses a change', async () => {
    fakeApi({
      'GET /admin/appointments': { status: 200, body: { success: true, clinic, items: [anAppointment({ id: 'a2' })] } },
      'POST /admin/appointments/a2/decline': { status: 409, body: { success: false, message: 'This appointment is cancelled: it cannot be given "decline" now. Reload the agenda to see it.' } },
    });
    render(
      <>
        <AppointmentsAgenda />
        <ToastContainer />
      </>,
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await settle();
    expect(await screen.findByText(/This appointment is cancelled/)).toBeInTheDocument();
  });
});
