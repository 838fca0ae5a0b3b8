import type { PatientAppointment } from '@aura/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinic } from '../../../../content/clinic';
import { fakeApi, settle } from '../../../../testing/fake-api';
import { MyAppointmentPage } from '../my-appointment';

const item: PatientAppointment = {
  name: 'Priya Deshmukh',
  concern: 'Hair PRP',
  date: '2026-11-26',
  time: '11:30',
  when: 'Thursday, 26 November 2026 at 11:30 AM IST',
  status: 'proposed',
  actions: ['accept', 'cancel', 'another-time'],
};

/** Where the page's address is now (path, query and fragment). */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function renderPage(url = '/appointment#token=abc.def.ghi') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <MyAppointmentPage clinic={clinic} />
      <Address />
    </MemoryRouter>,
  );
}

describe('MyAppointmentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a link mailed before (the token in the query), moving the token out of the address at once', async () => {
    const api = fakeApi({ 'GET /appointments/mine': { status: 200, body: { success: true, item } } });
    renderPage('/appointment?token=old.link.token');
    await settle();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/appointment#token=old\.link\.token$/);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].path).toBe('/appointments/mine');
    expect(api.requests[0].headers.Authorization).toBe('Bearer old.link.token');
    expect(screen.getByText('Thursday, 26 November 2026 at 11:30 AM IST')).toBeVisible();
  });

  it('shows the appointment the link names, and cancels it only once the patient says yes', async () => {
    const api = fakeApi({
      'GET /appointments/mine': { status: 200, body: { success: true, item } },
      'POST /appointments/mine': { status: 200, body: { success: true, item: { ...item, status: 'cancelled', actions: [] } } },
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointment…');
    await settle();
    // The token from the address's fragment, sent in a header: never in an address a server logs.
    expect(api.requests[0].path).toBe('/appointments/mine');
    expect(api.requests[0].headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(screen.getByText('Thursday, 26 November 2026 at 11:30 AM IST')).toBeVisible();
    expect(screen.getByText('The clinic suggests this time instead of the one you asked for.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(api.requests).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(api.requests[1].json).toEqual({ token: 'abc.def.ghi', action: 'cancel' });
    expect(screen.getByText('Your appointment is cancelled. The clinic has been told.')).toBeVisible();
    expect(screen.getByText('Cancelled.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept this time' })).not.toBeInTheDocument();
  });

  it('sends the days that suit the patient when they ask for another time', async () => {
    const api = fakeApi({
      'GET /appointments/mine': { status: 200, body: { success: true, item } },
      'POST /appointments/mine': { status: 200, body: { success: true, item: { ...item, status: 'requested' } } },
    });
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for another time' }));
    expect(screen.getByRole('button', { name: 'Send to the clinic' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Which days and times suit you?'), { target: { value: ' Saturday mornings ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the clinic' }));
    await settle();
    expect(api.requests[1].json).toEqual({ token: 'abc.def.ghi', action: 'another-time', note: 'Saturday mornings' });
    expect(screen.getByText('Thank you: the clinic has your message and will suggest another time.')).toBeVisible();
  });

  it('says what to do when the link is missing, bad or expired', async () => {
    fakeApi({ 'GET /appointments/mine': { status: 404, body: { success: false, message: 'This link is not valid or has expired. Please call or WhatsApp the clinic.' } } });
    renderPage();
    await settle();
    expect(screen.getByText('This link is not valid or has expired. Please call or WhatsApp the clinic.')).toBeVisible();
    expect(screen.getByRole('link', { name: clinic.phone.display })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
  });

  it('asks for the link from the e-mail when the page is opened without one', () => {
    const api = fakeApi();
    renderPage('/appointment');
    expect(screen.getByText('Open this page from the link in the e-mail the clinic sent you.')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
