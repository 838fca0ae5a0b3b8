import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../testing/render-in-dashboard';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { EnquiriesInbox } from '../components/enquiries-inbox';
import type { InboxEnquiry } from '@aura/contract';

function anEnquiry(overrides: Partial<InboxEnquiry> & { id: string }): InboxEnquiry {
  return {
    type: 'callback',
    name: 'Priya Deshmukh',
    phone: '+91 98220 11111',
    email: null,
    subject: null,
    message: null,
    date: null,
    time: null,
    concern: null,
    consentNotice: 'privacy-2026-11',
    consentPurpose: 'To call you back',
    consentedAt: '2026-11-22T09:35:00.000Z',
    spam: false,
    sentWithoutScripts: false,
    status: 'new',
    forwardState: 'delivered',
    forwardAttempts: 1,
    lastError: null,
    createdAt: '2026-11-22T09:35:00.000Z',
    deliveredAt: '2026-11-22T09:35:05.000Z',
    ...overrides,
  };
}

const page = (items: InboxEnquiry[], total = items.length) => ({ status: 200, body: { success: true, items, total, page: 1, pageSize: 10, counts: { new: 1 } } });

function renderInbox() {
  const onChanged = vi.fn();
  render(
    <>
      <EnquiriesInbox onChanged={onChanged} />
      <ToastContainer />
    </>,
  );
  return { onChanged };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('EnquiriesInbox', () => {
  it('shows each enquiry with its fields, when it came and how its forwarding stands', async () => {
    const api = fakeApi({
      'GET /admin/enquiries': page([
        anEnquiry({ id: '1' }),
        anEnquiry({
          id: '2',
          type: 'appointment',
          name: 'Rahul Joshi',
          email: 'rahul@example.in',
          date: '2026-12-01',
          time: '11:30',
          concern: 'Hair PRP',
          forwardState: 'failed',
          forwardAttempts: 9,
          lastError: 'HTTP 503 from the forwarding service',
        }),
        anEnquiry({ id: '3', type: 'contact', name: 'Anita', forwardState: 'pending', forwardAttempts: 2, subject: 'Fees', message: 'How much is a peel?' }),
      ]),
    });
    renderInbox();
    await settle();
    expect(api.requests.map((request) => request.path)).toContain('/admin/enquiries?spam=false&page=1&pageSize=10');
    const cards = screen.getAllByRole('listitem');
    const first = within(cards[0]);
    expect(first.getByText('Call back')).toBeInTheDocument();
    expect(first.getByRole('heading', { name: 'Priya Deshmukh' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Priya Deshmukh on +91 98220 11111' })).toHaveAttribute('href', 'tel:+919822011111');
    expect(first.getByRole('link', { name: 'Write to Priya Deshmukh on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822011111');
    expect(first.getByText('A copy went to the clinic’s mailbox')).toBeInTheDocument();
    expect(first.getByText(/^Received/)).toHaveTextContent(/Received 22 Nov 2026, \d{1,2}:\d{2} (am|pm)/);

    const failed = within(cards[1]);
    expect(failed.getByText('The copy to the clinic’s mailbox failed after 9 attempts')).toBeInTheDocument();
    // Times in the clinic's words.
    expect(failed.getByText('11:30 AM IST')).toBeInTheDocument();
    expect(failed.getByText('Last error: HTTP 503 from the forwarding service')).toBeInTheDocument();
    expect(failed.getByText('1 Dec 2026')).toBeInTheDocument();
    expect(failed.getByText('Hair PRP')).toBeInTheDocument();
    expect(within(cards[2]).getByText('A copy is on its way to the clinic’s mailbox')).toBeInTheDocument();
    expect(within(cards[2]).getByText('2 attempts so far')).toBeInTheDocument();
    expect(within(cards[2]).getByText('How much is a peel?')).toBeInTheDocument();
  });

  it('filters by type, status and spam, and exports the CSV of what is shown', async () => {
    const api = fakeApi({ 'GET /admin/enquiries': page([]) });
    renderInbox();
    await settle();
    expect(screen.getByText('No enquiries match these filters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'appointment' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'booked' } });
    await settle();
    expect(api.requests.at(-1)?.path).toBe('/admin/enquiries?type=appointment&status=booked&spam=false&page=1&pageSize=10');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/api/admin/enquiries.csv?type=appointment&status=booked&spam=false');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'spam' } });
    await settle();
    expect(api.requests.at(-1)?.path).toContain('spam=true');
    expect(screen.getByText('No suspected spam.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'waiting' } });
    await settle();
    expect(api.requests.at(-1)?.path).toBe('/admin/enquiries?type=appointment&status=booked&spam=false&waiting=true&page=1&pageSize=10');
    expect(screen.getByText('Nothing is waiting for an answer.')).toBeInTheDocument();
  });

  it('sets the status of an enquiry', async () => {
    const api = fakeApi({
      'GET /admin/enquiries': page([anEnquiry({ id: 'e1' })]),
      'PATCH /admin/enquiries/e1': { status: 200, body: { success: true, item: anEnquiry({ id: 'e1', status: 'contacted' }) } },
    });
    const { onChanged } = renderInbox();
    await settle();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status of the enquiry from Priya Deshmukh' }), { target: { value: 'contacted' } });
    await settle();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/admin/enquiries/e1', json: { status: 'contacted' } });
    expect(await screen.findByText('Marked as contacted')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('deletes an enquiry only after confirmation', async () => {
    const api = fakeApi({
      'GET /admin/enquiries': [page([anEnquiry({ id: 'e1' })]), page([])],
      'DELETE /admin/enquiries/e1': { status: 200, body: { success: true, message: 'Enquiry deleted' } },
    });
    renderInbox();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the enquiry from Priya Deshmukh' }));
    expect(await screen.findByText('Delete the call back from Priya Deshmukh? This cannot be undone.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry deleted')).toBeInTheDocument();
    expect(await screen.findByText('No enquiries match these filters.')).toBeInTheDocument();
  });

  it('moves to the last page left when deleting empties the last page', async () => {
    // 21 enquiries, 10 a page: page 3 holds one. Once it is deleted, 20 are left on two pages.
    let total = 21;
    const api = fakeApi({
      'GET /admin/enquiries': (request) => {
        const pageNumber = Number(new URLSearchParams(request.path.split('?')[1]).get('page'));
        const from = (pageNumber - 1) * 10;
        const items = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, index) =>
          anEnquiry({ id: `e${from + index + 1}`, name: `Patient ${from + index + 1}` }),
        );
        return page(items, total);
      },
      'DELETE /admin/enquiries/e21': () => {
        total = 20;
        return { status: 200, body: { success: true, message: 'Enquiry deleted' } };
      },
    });
    renderInbox();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await settle();
    expect(screen.getByText('Showing 21 to 21 of 21 enquiries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the enquiry from Patient 21' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 11 to 20 of 20 enquiries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Patient 20' })).toBeInTheDocument();
    expect(screen.queryByText('No enquiries match these filters.')).not.toBeInTheDocument();
    expect(api.requests.at(-1)?.path).toBe('/admin/enquiries?spam=false&page=2&pageSize=10');
  });

  it('lists above the enquiries what failed to send, with why, and sends one again', async () => {
    const api = fakeApi({
      'GET /admin/enquiries': page([anEnquiry({ id: '1' })]),
      'GET /admin/undelivered': {
        status: 200,
        body: {
          success: true,
          items: [
            { kind: 'mail', id: 'm1', enquiryId: '1', what: 'Your appointment request', to: 'meera@example.in', attempts: 9, reason: '550 mailbox unavailable', at: '2026-11-22T09:35:00.000Z' },
          ],
        },
      },
      'POST /admin/undelivered/mail/m1/retry': { status: 200, body: { success: true, message: 'Queued to be sent again.' } },
    });
    renderInbox();
    await settle();
    const failed = screen.getByRole('region', { name: 'Not delivered (1)' });
    expect(within(failed).getByText('Mail to meera@example.in: Your appointment request')).toBeInTheDocument();
    expect(within(failed).getByText('Why: 550 mailbox unavailable')).toBeInTheDocument();
    fireEvent.click(within(failed).getByRole('button', { name: 'Send again' }));
    await settle();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /admin/undelivered/mail/m1/retry');
    expect(await screen.findByText('Queued to be sent again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Not delivered/ })).toBeNull();
  });
});
