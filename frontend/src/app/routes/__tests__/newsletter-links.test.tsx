import { NEWSLETTER_CONFIRM_MESSAGES, NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@aura/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsletterConfirmPage from '../newsletter-confirm';
import NewsletterUnsubscribePage from '../newsletter-unsubscribe';
import { fakeApi, settle } from '../../../testing/fake-api';

const token = 'a'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page a newsletter mail’s confirmation link opens', () => {
  it('sends the token from the address’s fragment by POST and says the subscription is confirmed', async () => {
    const api = fakeApi({ 'POST /enquiries/newsletter/confirm': { status: 200, body: { success: true } } });
    render(
      <MemoryRouter initialEntries={[`/newsletter/confirm#token=${token}`]}>
        <NewsletterConfirmPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_CONFIRM_MESSAGES.confirming);
    await settle();
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', path: '/enquiries/newsletter/confirm', json: { token } })]);
    expect(screen.getByText(NEWSLETTER_CONFIRM_MESSAGES.confirmed)).toHaveClass('form-success');
    expect(screen.getByRole('link', { name: 'Read the clinic’s news' })).toHaveAttribute('href', '/news');
  });

  it('says the link is not valid when the address holds no token, and asks nothing', async () => {
    const api = fakeApi();
    render(
      <MemoryRouter initialEntries={['/newsletter/confirm']}>
        <NewsletterConfirmPage />
      </MemoryRouter>,
    );
    await settle();
    expect(api.requests).toEqual([]);
    expect(screen.getByText(NEWSLETTER_CONFIRM_MESSAGES.linkInvalid)).toHaveClass('field-error');
  });
});

describe('the page a newsletter mail’s unsubscribe link opens', () => {
  const renderAt = (address: string) =>
    render(
      <MemoryRouter initialEntries={[address]}>
        <NewsletterUnsubscribePage />
      </MemoryRouter>,
    );

  it('changes nothing as it opens; its one button unsubscribes with the token from the fragment', async () => {
    const api = fakeApi({ [`POST /newsletter/unsubscribe/${token}`]: { status: 200, body: { success: true } } });
    renderAt(`/newsletter/unsubscribe#token=${token}`);
    await settle();
    expect(api.requests).toEqual([]);
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.ask)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: NEWSLETTER_UNSUBSCRIBE_MESSAGES.button }));
    await settle();
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', path: `/newsletter/unsubscribe/${token}` })]);
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.done)).toHaveClass('form-success');
    expect(screen.queryByRole('button', { name: NEWSLETTER_UNSUBSCRIBE_MESSAGES.button })).not.toBeInTheDocument();
  });

  it('says what the API said when the link is not valid, and what to do when the clinic cannot be reached', async () => {
    fakeApi({ [`POST /newsletter/unsubscribe/${token}`]: [{ status: 404, body: { success: false, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid } }] });
    renderAt(`/newsletter/unsubscribe#token=${token}`);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: NEWSLETTER_UNSUBSCRIBE_MESSAGES.button }));
    await settle();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid)).toHaveClass('field-error');

    cleanup();
    fakeApi({ [`POST /newsletter/unsubscribe/${token}`]: 'offline' });
    renderAt(`/newsletter/unsubscribe#token=${token}`);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: NEWSLETTER_UNSUBSCRIBE_MESSAGES.button }));
    await settle();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.failed)).toHaveClass('field-error');
  });

  it('says the link is not valid, with no button, when the address holds no token', async () => {
    fakeApi();
    renderAt('/newsletter/unsubscribe');
    await settle();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid)).toHaveClass('field-error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
