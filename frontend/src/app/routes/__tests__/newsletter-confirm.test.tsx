import { NEWSLETTER_CONFIRM_MESSAGES } from '@aura/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsletterConfirmPage from '../newsletter-confirm';
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
