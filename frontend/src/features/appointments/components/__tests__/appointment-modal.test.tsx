import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, stubApi } from '../../../../testing/api-stub';
import { AppointmentModalProvider } from '../../../../app/appointment-modal-provider';
import { useAppointmentModal } from '../../../../lib/appointment-modal';
import { AppointmentModal } from '../appointment-modal';

function Opener({ concern }: { concern?: string }) {
  const modal = useAppointmentModal();
  return (
    <button type="button" onClick={() => modal.open({ concern })}>
      Book Now
    </button>
  );
}

async function renderWithProvider(concern?: string) {
  render(
    <MemoryRouter>
      <AppointmentModalProvider>
        <Opener concern={concern} />
      </AppointmentModalProvider>
    </MemoryRouter>,
  );
  const opener = screen.getByRole('button', { name: 'Book Now' });
  opener.focus();
  // The dialog's code is fetched the first time it opens.
  await act(async () => {
    fireEvent.click(opener);
  });
  return opener;
}

function renderModal(onClose = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <AppointmentModal open onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose, view };
}

describe('AppointmentModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing until it is first opened', () => {
    render(
      <MemoryRouter>
        <AppointmentModal open={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its heading, with focus on the first field and the page locked', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Book an Appointment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['the close icon', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the backdrop', () => fireEvent.click(screen.getByRole('dialog').previousElementSibling!)],
  ])('closes on %s', (_how, act) => {
    const { onClose } = renderModal();
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const privacy = screen.getByRole('link', { name: 'Privacy Notice' });
    privacy.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(privacy).toHaveFocus();
  });

  it('closes itself 1.2 s after the request is sent', async () => {
    stubApi(201);
    const { onClose } = renderModal();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9822012345' } });
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2026-11-23' } });
    await settle();
    fireEvent.change(screen.getByLabelText('Preferred time (IST)'), { target: { value: '10:30' } });
    fireEvent.change(screen.getByLabelText('Concern'), { target: { value: 'Facials' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Appointment' }));
    await settle();
    expect(screen.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    act(() => vi.advanceTimersByTime(1199));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens from any button with the treatment preselected, and gives focus back to that button on close', async () => {
    const opener = await renderWithProvider('HydraFacial');
    expect(screen.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    expect((screen.getByLabelText('Concern') as HTMLSelectElement).value).toBe('HydraFacial');
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the request’s confirmation on the page once it closes, until the patient closes it', async () => {
    stubApi(201);
    const opener = await renderWithProvider();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran Joshi' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9822012345' } });
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2026-11-27' } });
    await settle();
    fireEvent.change(screen.getByLabelText('Preferred time (IST)'), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText('Concern'), { target: { value: 'Facials' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Appointment' }));
    await settle();
    expect(screen.getByText("Appointment request sent. We'll contact you soon.")).toBeVisible();
    // Not while the dialog is open: the confirmation comes once it has closed.
    expect(screen.queryByRole('region', { name: 'Your appointment request' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1200));
    const panel = screen.getByRole('region', { name: 'Your appointment request' });
    expect(panel).toHaveFocus();
    // The dialog's fade and its form's reset, and a while longer: it stays.
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Facials');
    expect(panel).toHaveTextContent('Friday 27 November 2026, 11:00 AM IST');
    expect(panel).not.toHaveTextContent('Kiran');
    expect(panel).not.toHaveTextContent('9822012345');

    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Your appointment request' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
