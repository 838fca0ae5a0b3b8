import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import { findTreatment, footerTreatmentIds } from '../../../content/treatments';
import { renderLayout } from '../../../testing/render-layout';

describe('SiteFooter and chat button', () => {
  it('shows the clinic’s contacts, hours and four social links', () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: clinic.phone.display })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
    expect(footer.getByRole('link', { name: clinic.email })).toHaveAttribute('href', `mailto:${clinic.email}`);
    for (const line of clinic.hours.lines) expect(footer.getByText(line)).toBeInTheDocument();
    expect(footer.getByText(clinic.address.lines[0])).toBeInTheDocument();
    for (const social of clinic.social) expect(footer.getByRole('link', { name: social.ariaLabel })).toHaveAttribute('href', social.url);
  });

  it('links the five treatment quick links', () => {
    renderLayout();
    const quick = within(screen.getByRole('navigation', { name: 'Popular treatments' }));
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(footerTreatmentIds.map((id) => `/service/${id}`));
    expect(quick.getByRole('link', { name: findTreatment('facials')!.title })).toBeInTheDocument();
  });

  it('links the admin sign-in without a visible label, and the privacy notice', () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    const admin = footer.getByRole('link', { name: 'Admin sign-in' });
    expect(admin).toHaveAttribute('href', '/admin-login');
    expect(admin.textContent).toBe('');
    expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });

  it('opens WhatsApp in a new tab with the booking message typed in, from the floating button and the phone’s action bar', () => {
    renderLayout();
    const chats = screen.getAllByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chats).toHaveLength(2);
    for (const chat of chats) {
      expect(chat).toHaveAttribute('href', `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(clinic.whatsapp.bookingMessage)}`);
      expect(chat).toHaveAttribute('target', '_blank');
      expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the phone’s action bar: Book opens the appointment form, Call dials the clinic', async () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Book or contact the clinic' });
    expect(within(bar).getByRole('link', { name: `Call the clinic, ${clinic.phone.display}` })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
    fireEvent.click(within(bar).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the top bar with phone, e-mail, hours and social links', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    const topBar = header.previousElementSibling as HTMLElement;
    expect(within(topBar).getByRole('link', { name: clinic.phone.display })).toBeInTheDocument();
    expect(within(topBar).getByRole('link', { name: clinic.email })).toBeInTheDocument();
    expect(within(topBar).getByText(clinic.hours.oneLine)).toBeInTheDocument();
    expect(within(topBar).getAllByRole('link', { name: /on (Facebook|Instagram|YouTube|LinkedIn)$/ })).toHaveLength(4);
  });
});
