import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { concernForTreatment } from '../../../content/appointment';
import { serviceGrid } from '../../../content/home';
import { findTreatment } from '../../../content/treatments';
import { AppointmentModalProvider } from '../../../app/appointment-modal-provider';
import { ServiceGrid, serviceGridTreatments } from '../components/service-grid';

describe('ServiceGrid', () => {
  it('skips, without a word, ids that have no treatment', () => {
    const shown = serviceGridTreatments(['anti-aging', 'no-such-treatment', 'hair-prp']);
    expect(shown.map((treatment) => treatment.id)).toEqual(['anti-aging', 'hair-prp']);
  });

  it('shows a card per known treatment with Learn More and Book Now', async () => {
    render(
      <MemoryRouter>
        <AppointmentModalProvider>
          <ServiceGrid />
        </AppointmentModalProvider>
      </MemoryRouter>,
    );
    const known = serviceGrid.ids.filter((id) => findTreatment(id));
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(known.length);
    const first = findTreatment(known[0])!;
    const card = within(cards[0]);
    expect(card.getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(card.getByRole('link', { name: `${serviceGrid.learnMoreLabel} about ${first.title}` })).toHaveAttribute('href', `/service/${first.id}`);
    await userEvent.click(card.getByRole('button', { name: `${serviceGrid.bookNowLabel}: ${first.title}` }));
    // The dialog's code arrives with the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Book an Appointment' });
    expect((within(dialog).getByLabelText('Concern') as HTMLSelectElement).value).toBe(concernForTreatment(first.id));
  });
});
