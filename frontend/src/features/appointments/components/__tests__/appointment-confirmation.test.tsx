import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clinic } from '../../../../content/clinic';
import type { RequestedVisit } from '../../requested-visit';
import { AppointmentConfirmation } from '../appointment-confirmation';

const visit: RequestedVisit = {
  concern: 'Laser hair removal',
  date: '2026-12-04',
  time: '11:00',
  timing: { timeZone: 'Asia/Kolkata', zoneName: 'IST', slotMinutes: 30 },
  reachBy: { phone: true, email: false, whatsApp: false },
  uid: 'appointment-request-0123abcd@auraskinclinic.in',
  sentAt: new Date('2026-11-26T10:15:00Z'),
};

function renderPanel(changes: Partial<RequestedVisit> = {}) {
  const onClose = vi.fn();
  render(<AppointmentConfirmation visit={{ ...visit, ...changes }} onClose={onClose} />);
  return { onClose, panel: screen.getByRole('region', { name: 'Your appointment request' }) };
}

describe('AppointmentConfirmation', () => {
  it('is a region headed "Your appointment request" that takes focus', () => {
    const { panel } = renderPanel();
    expect(within(panel).getByRole('heading', { name: 'Your appointment request' })).toBeVisible();
    expect(panel).toHaveFocus();
  });

  it('shows the treatment, the date and time in IST in words, and that the clinic has yet to confirm', () => {
    const { panel } = renderPanel();
    expect(within(panel).getByText('Laser hair removal')).toBeVisible();
    expect(within(panel).getByText('Friday 4 December 2026, 11:00 AM IST')).toBeVisible();
    expect(panel).toHaveTextContent(`Not confirmed yet: the time is held for you until our team confirms it, during opening hours (${clinic.hours.oneLine}).`);
  });

  it.each([
    [{ phone: true, email: false, whatsApp: false }, 'We will call or message you on the number you gave.'],
    [{ phone: true, email: false, whatsApp: true }, 'We will call you or message you on WhatsApp on the number you gave.'],
    [{ phone: false, email: true, whatsApp: false }, 'We will e-mail you when it is confirmed.'],
    [{ phone: true, email: true, whatsApp: false }, 'We will call or message you on the number you gave and e-mail you when it is confirmed.'],
  ])('tells how the clinic confirms when the patient left %o', (reachBy, sentence) => {
    const { panel } = renderPanel({ reachBy });
    expect(panel).toHaveTextContent(sentence);
  });

  it('links the clinic’s phone and WhatsApp', () => {
    const { panel } = renderPanel();
    expect(within(panel).getByRole('link', { name: clinic.phone.display })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
    const whatsApp = within(panel).getByRole('link', { name: 'write to us on WhatsApp' });
    const address = new URL(whatsApp.getAttribute('href')!);
    expect(`${address.origin}${address.pathname}`).toBe(`https://wa.me/${clinic.whatsapp.number}`);
    expect(address.searchParams.get('text')).toBe(`Hello ${clinic.brandName}, about my appointment request for Friday 4 December 2026, 11:00 AM IST.`);
  });

  it('offers the request as a calendar file to download', () => {
    const { panel } = renderPanel();
    const link = within(panel).getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('download', 'appointment-request.ics');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const file = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(file).toContain('\r\nDTSTART:20261204T053000Z\r\nDTEND:20261204T060000Z\r\n');
  });

  it('closes on its close button and on Escape', () => {
    const { onClose, panel } = renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
