import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentNotice } from '../../../content/consent-notice';
import { CallbackForm } from '../callback-form';
import { settle, stubApi } from '../../../testing/api-stub';

function renderForm() {
  render(
    <MemoryRouter>
      <CallbackForm />
    </MemoryRouter>,
  );
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    phone: screen.getByLabelText('Phone') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Call Me Back' })),
  };
}

describe('CallbackForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00+05:30'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the name first and sends nothing', async () => {
    const { requests } = stubApi();
    const form = renderForm();
    form.submit();
    await settle();
    expect(screen.getByText('Enter your name')).toBeVisible();
    expect(screen.queryByText('Enter your phone')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('treats a name of spaces as missing, then asks for the phone', async () => {
    const { requests } = stubApi();
    const form = renderForm();
    fireEvent.change(form.name, { target: { value: '   ' } });
    fireEvent.change(form.phone, { target: { value: '98220 12345' } });
    form.submit();
    await settle();
    expect(screen.getByText('Enter your name')).toBeVisible();
    fireEvent.change(form.name, { target: { value: 'Asha' } });
    fireEvent.change(form.phone, { target: { value: '  ' } });
    form.submit();
    await settle();
    expect(screen.getByText('Enter your phone')).toBeVisible();
    expect(form.phone).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed request with the honeypot, start time and notice version, thanks the visitor for 3 s and clears the fields', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    fireEvent.change(form.name, { target: { value: '  Asha Patil ' } });
    fireEvent.change(form.phone, { target: { value: ' +91 98220 12345 ' } });
    form.submit();
    await settle();
    expect(requests).toEqual([
      {
        url: '/api/api/enquiries/callback',
        method: 'POST',
        body: {
          name: 'Asha Patil',
          phone: '+91 98220 12345',
          website: '',
          startedAt: new Date('2026-11-22T10:00:00+05:30').getTime(),
          consentNotice: consentNotice.version,
        },
      },
    ]);
    expect(screen.getByText("Thanks! We'll call you soon.")).toBeVisible();
    expect(form.name.value).toBe('');
    expect(form.phone.value).toBe('');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("Thanks! We'll call you soon.")).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Thanks! We'll call you soon.")).not.toBeInTheDocument();
  });

  it.each([500, 429, 400, 'offline'] as const)('shows the failure message when the server answers %s, keeping the fields', async (answer) => {
    stubApi(answer);
    const form = renderForm();
    fireEvent.change(form.name, { target: { value: 'Asha' } });
    fireEvent.change(form.phone, { target: { value: '9822012345' } });
    form.submit();
    await settle();
    expect(screen.getByText('Could not send. Please try again.')).toBeVisible();
    expect(screen.queryByText("Thanks! We'll call you soon.")).not.toBeInTheDocument();
    expect(form.name.value).toBe('Asha');
  });

  it('sends the WhatsApp choice only when the patient ticks the box', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Send me updates about this on WhatsApp' });
    expect(box).not.toBeChecked();
    fireEvent.change(form.name, { target: { value: 'Asha Patil' } });
    fireEvent.change(form.phone, { target: { value: '98220 12345' } });
    fireEvent.click(box);
    form.submit();
    await settle();
    expect(requests[0].body).toMatchObject({ name: 'Asha Patil', phone: '98220 12345', whatsapp: true });
    expect(box).not.toBeChecked();
  });

  it('shows the consent notice with a link to the privacy notice and a hidden honeypot', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });

  it('sends what a bot typed into the honeypot, so the server can set the request apart', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'http://spam.example' } });
    fireEvent.change(form.name, { target: { value: 'Bot' } });
    fireEvent.change(form.phone, { target: { value: '123' } });
    form.submit();
    await settle();
    expect(requests[0].body.website).toBe('http://spam.example');
  });
});
