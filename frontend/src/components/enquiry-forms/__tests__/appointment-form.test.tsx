import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { concernOptions } from '../../../content/appointment';
import { AppointmentForm } from '../appointment-form';
import { openTimesAnswer, settle, stubApi } from '../../../testing/api-stub';

function renderForm(props: Partial<Parameters<typeof AppointmentForm>[0]> = {}) {
  const view = render(
    <MemoryRouter>
      <AppointmentForm {...props} />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(label === 'Preferred time' ? /^Preferred time/ : label) as HTMLInputElement;
  return {
    view,
    field,
    /** Fills the fields in order; a date's open times arrive before its time is chosen. */
    async fill(values: Partial<Record<'Name' | 'Phone' | 'Email' | 'Preferred date' | 'Preferred time' | 'Concern', string>>) {
      for (const [label, value] of Object.entries(values)) {
        fireEvent.change(field(label), { target: { value } });
        if (label === 'Preferred date') await settle();
      }
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Request Appointment' })),
  };
}

const complete = {
  Name: ' Kiran Shah ',
  Phone: '98220 12345',
  'Preferred date': '2026-11-25',
  'Preferred time': '11:30',
  Concern: 'Hair PRP',
} as const;

describe('AppointmentForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each missing field’s message under it and sends nothing', async () => {
    const { requests } = stubApi();
    const form = renderForm();
    form.submit();
    await settle();
    for (const message of ['Please enter your name', 'Provide a phone number or an email', 'Select a date', 'Select a time', 'Choose a concern']) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(form.field('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(form.field('Name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('offers WhatsApp updates unticked, sends the choice only when ticked, and asks for a phone with it', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Send me updates about this on WhatsApp' });
    expect(box).not.toBeChecked();
    await form.fill({ ...complete, Phone: '', Email: 'kiran@example.com' });
    fireEvent.click(box);
    form.submit();
    await settle();
    expect(box).toHaveAccessibleDescription('Give your phone number for WhatsApp updates');
    expect(requests).toHaveLength(0);
    await form.fill({ Phone: '98220 12345' });
    form.submit();
    await settle();
    expect(requests[0].body).toMatchObject({ phone: '98220 12345', whatsapp: true });
  });

  it('accepts an e-mail address instead of a phone number', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    await form.fill({ ...complete, Phone: '', Email: 'kiran@example.com' });
    form.submit();
    await settle();
    expect(screen.queryByText('Provide a phone number or an email')).not.toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ name: 'Kiran Shah', email: 'kiran@example.com' });
    expect(requests[0].body).not.toHaveProperty('phone');
    expect(requests[0].body).not.toHaveProperty('whatsapp');
  });

  it('checks an e-mail address the way its input type does, and sends nothing until it is one', async () => {
    const { requests } = stubApi();
    const form = renderForm();
    await form.fill({ ...complete, Phone: '', Email: 'kiran at example' });
    form.submit();
    await settle();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(form.field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    await form.fill({ Email: 'kiran@example.in' });
    form.submit();
    await settle();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('offers today as the earliest date, in the visitor’s local date', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      // 00:30 on 23 November in Pune is still 22 November in UTC.
      vi.setSystemTime(new Date('2026-11-22T19:00:00Z'));
      const form = renderForm();
      await settle();
      expect(form.field('Preferred date')).toHaveAttribute('min', '2026-11-23');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('refuses a date before today', async () => {
    const { requests } = stubApi();
    const form = renderForm();
    await form.fill({ ...complete, 'Preferred date': '2026-11-21' });
    form.submit();
    await settle();
    expect(screen.getByText('Choose today or a later date')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('sends the request, confirms it, clears the fields and tells the page', async () => {
    const { requests } = stubApi(201);
    const onSent = vi.fn();
    const form = renderForm({ onSent });
    await form.fill(complete);
    form.submit();
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/api/api/enquiries/appointment');
    expect(requests[0].body).toMatchObject({
      name: 'Kiran Shah',
      phone: '98220 12345',
      date: '2026-11-25',
      time: '11:30',
      concern: 'Hair PRP',
      website: '',
      consentNotice: expect.any(String),
      startedAt: expect.any(Number),
    });
    expect(screen.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    expect(form.field('Name').value).toBe('');
    expect(form.field('Concern').value).toBe('');
    // With the zone and slot length the API told with the open times (the confirmation's calendar file needs them).
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kiran Shah' }), { timeZone: 'Asia/Kolkata', zoneName: 'IST', slotMinutes: 30 });
  });

  it.each([500, 429, 'offline'] as const)('on failure (%s) shows no message and lets the visitor try again', async (answer) => {
    stubApi(answer);
    const onSent = vi.fn();
    const form = renderForm({ onSent });
    await form.fill(complete);
    form.submit();
    await settle();
    expect(screen.queryByText("Appointment request sent. We'll contact you soon.")).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Appointment' })).toBeEnabled();
    expect(form.field('Name').value).toBe(' Kiran Shah ');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('disables the button while the request is on its way', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('/appointments/open-times') ? openTimesAnswer(url) : new Promise<Response>((resolve) => (answer = resolve)))),
    );
    const form = renderForm();
    await form.fill(complete);
    form.submit();
    await settle();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(new Response('{"success":true}', { status: 201, headers: { 'Content-Type': 'application/json' } }));
    await settle();
    expect(screen.getByRole('button', { name: 'Request Appointment' })).toBeEnabled();
  });

  it('lists the spec’s concerns and preselects a treatment that is not one of them', () => {
    const form = renderForm({ initialConcern: 'HydraFacial' });
    const select = form.field('Concern');
    const labels = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['Select your concern', 'HydraFacial', ...concernOptions.map((option) => option.label)]);
    expect(select.value).toBe('HydraFacial');
  });

  it('preselects a concern that is one of the options without listing it twice', () => {
    const form = renderForm({ initialConcern: 'Eczema' });
    const select = form.field('Concern');
    expect(select.value).toBe('Eczema');
    expect(within(select).getAllByRole('option', { name: 'Eczema' })).toHaveLength(1);
  });

  it('clears its errors 200 ms after its dialog closes, keeping what was typed', async () => {
    stubApi();
    const form = renderForm({ active: true });
    await form.fill({ Name: 'Kiran' });
    form.submit();
    await settle();
    expect(screen.getByText('Select a date')).toBeInTheDocument();
    form.view.rerender(
      <MemoryRouter>
        <AppointmentForm active={false} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText('Select a date')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Select a date')).not.toBeInTheDocument();
    expect(form.field('Name').value).toBe('Kiran');
  });

  it('offers the open times of the chosen day in IST, and the next ones for a day the clinic is closed', async () => {
    stubApi();
    const form = renderForm();
    await settle();
    expect(screen.getByLabelText('Preferred time (IST)')).toBeInTheDocument();
    expect(within(form.field('Preferred time')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a date first']);
    await form.fill({ 'Preferred date': '2026-11-24' });
    expect(within(form.field('Preferred time')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a time',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ]);
    expect(form.field('Preferred date')).toHaveAttribute('max', '2027-01-20');

    await form.fill({ 'Preferred date': '2026-11-29' });
    expect(screen.getByText(/The clinic has no open times on this day\./)).toBeVisible();
    const offers = screen.getByRole('group', { name: /Next open times/ });
    const first = within(offers).getAllByRole('button')[0];
    expect(first).toHaveAccessibleName('Mon 30 Nov, 10:00 AM');
    fireEvent.click(first);
    expect(form.field('Preferred date').value).toBe('2026-11-30');
    expect(form.field('Preferred time').value).toBe('10:00');
    expect(screen.queryByRole('group', { name: /Next open times/ })).not.toBeInTheDocument();
  });

  it('asks for the next open days when the visitor picks a day past the first two weeks', async () => {
    stubApi();
    const form = renderForm();
    await settle();
    await form.fill({ 'Preferred date': '2026-12-22', 'Preferred time': '12:30' });
    expect(form.field('Preferred time').value).toBe('12:30');
  });

  it('tells the visitor under the time when it was taken meanwhile, and offers the next open times', async () => {
    const refusal = {
      status: 409,
      body: {
        success: false,
        message: 'That time has just been booked by someone else. Choose one of the open times.',
        field: 'time',
        openTimes: [
          { date: '2026-11-25', time: '12:00' },
          { date: '2026-11-25', time: '12:30' },
        ],
      },
    };
    const { requests } = stubApi(refusal, 201);
    const onSent = vi.fn();
    const form = renderForm({ onSent });
    await form.fill(complete);
    form.submit();
    await settle();
    expect(form.field('Preferred time')).toHaveAccessibleDescription('That time has just been booked by someone else. Choose one of the open times.');
    expect(form.field('Preferred time').value).toBe('');
    expect(form.field('Name').value).toBe(' Kiran Shah ');
    expect(onSent).not.toHaveBeenCalled();
    const offers = screen.getByRole('group', { name: 'Next open times:' });
    fireEvent.click(within(offers).getByRole('button', { name: 'Wed 25 Nov, 12:30 PM' }));
    expect(screen.queryByText(/just been booked/)).not.toBeInTheDocument();
    form.submit();
    await settle();
    expect(requests.map((request) => request.body.time)).toEqual(['11:30', '12:30']);
    expect(screen.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
  });
});
