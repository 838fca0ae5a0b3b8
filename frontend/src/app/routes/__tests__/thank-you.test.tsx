import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import ThankYouPage from '../thank-you';

function renderThanks(form: string) {
  render(
    <MemoryRouter initialEntries={[`/thank-you/${form}`]}>
      <Routes>
        <Route path="/thank-you/:form" element={<ThankYouPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the thank-you page of a form sent without scripts', () => {
  it('after an appointment request says it is not confirmed yet, how the clinic confirms, and links its phone and WhatsApp', () => {
    renderThanks('appointment');
    expect(screen.getByRole('status')).toHaveTextContent("Appointment request sent. We'll contact you soon.");
    expect(screen.getByText(/the time you asked for is held for you until our team confirms it, during opening hours/)).toBeVisible();
    expect(screen.getByRole('link', { name: clinic.phone.display })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
    expect(screen.getByRole('link', { name: 'Write to us on WhatsApp' })).toHaveAttribute('href', `https://wa.me/${clinic.whatsapp.number}`);
  });

  it('says nothing of appointments after a call-back request', () => {
    renderThanks('callback');
    expect(screen.getByRole('status')).toHaveTextContent("Thanks! We'll call you soon.");
    expect(screen.queryByText(/Not confirmed yet/)).not.toBeInTheDocument();
  });
});
