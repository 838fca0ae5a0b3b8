import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { SubscribersList } from '../components/subscribers-list';
import type { Subscriber } from '@aura/contract';

function aSubscriber(number: number): Subscriber {
  return {
    id: `s${number}`,
    email: `reader${number}@example.in`,
    consentNotice: 'privacy-2026-11',
    status: 'new',
    forwardState: 'delivered',
    createdAt: '2026-11-22T09:35:00.000Z',
  };
}

/** The API's answer for one page of `total` subscribers, 20 a page. */
function subscribersPage(path: string, total: number) {
  const pageNumber = Number(new URLSearchParams(path.split('?')[1]).get('page'));
  const from = (pageNumber - 1) * 20;
  const items = Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, index) => aSubscriber(from + index + 1));
  return { status: 200, body: { success: true, items, total, page: pageNumber, pageSize: 20 } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscribersList', () => {
  it('lists the subscribers, twenty a page', async () => {
    fakeApi({ 'GET /admin/subscribers': (request) => subscribersPage(request.path, 25) });
    render(<SubscribersList />);
    await settle();
    expect(screen.getByRole('link', { name: 'reader1@example.in' })).toHaveAttribute('href', 'mailto:reader1@example.in');
    expect(screen.getByText('Showing 1 to 20 of 25 subscribers')).toBeInTheDocument();
  });

  it('moves to the last page left when the subscribers of the last page are gone', async () => {
    // 41 when the pages were counted; one is deleted (from the Enquiries tab) before page 3 is opened.
    let total = 41;
    const api = fakeApi({ 'GET /admin/subscribers': (request) => subscribersPage(request.path, total) });
    render(<SubscribersList />);
    await settle();
    expect(screen.getByText('Showing 1 to 20 of 41 subscribers')).toBeInTheDocument();
    total = 40;
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await settle();
    expect(screen.getByText('Showing 21 to 40 of 40 subscribers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'reader40@example.in' })).toBeInTheDocument();
    expect(screen.queryByText('No subscribers yet.')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([
      '/admin/subscribers?page=1&pageSize=20',
      '/admin/subscribers?page=3&pageSize=20',
      '/admin/subscribers?page=2&pageSize=20',
    ]);
  });

  it('says so when there are no subscribers yet', async () => {
    fakeApi({ 'GET /admin/subscribers': (request) => subscribersPage(request.path, 0) });
    render(<SubscribersList />);
    await settle();
    expect(screen.getByText('No subscribers yet.')).toBeInTheDocument();
  });
});
