import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../newsletter-form';
import { settle, stubApi } from '../../../testing/api-stub';

function renderForm(variant: 'home' | 'sidebar') {
  render(
    <MemoryRouter>
      <NewsletterForm variant={variant} />
    </MemoryRouter>,
  );
  const email = screen.getByLabelText('Email address') as HTMLInputElement;
  return {
    email,
    type: (value: string) => fireEvent.change(email, { target: { value } }),
    submit: () => fireEvent.submit(email.form!),
  };
}

describe('NewsletterForm, home variant', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an address, then for a valid one, sending nothing', async () => {
    const { requests } = stubApi();
    const form = renderForm('home');
    form.type('   ');
    form.submit();
    await settle();
    expect(screen.getByText('Please enter your email')).toBeVisible();
    form.type('asha@example');
    form.submit();
    await settle();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('takes an address whose domain carries link parts (?bcc=) as not valid, and any script as valid', async () => {
    const { requests } = stubApi(201);
    const form = renderForm('home');
    form.type('asha@example.in?bcc=x');
    form.submit();
    await settle();
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(requests).toHaveLength(0);
    form.type('आशा@उदाहरण.भारत');
    form.submit();
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('subscribes the trimmed address, thanks the visitor and clears the field', async () => {
    const { requests } = stubApi(201);
    const form = renderForm('home');
    form.type(' asha@example.com ');
    form.submit();
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/api/api/enquiries/newsletter');
    expect(requests[0].body).toMatchObject({ email: 'asha@example.com', website: '' });
    expect(screen.getByText("You're subscribed! Thanks for joining.")).toBeVisible();
    expect(form.email.value).toBe('');
  });

  it.each([500, 429, 'offline'] as const)('says so in red when subscribing fails (%s)', async (answer) => {
    stubApi(answer);
    const form = renderForm('home');
    form.type('asha@example.com');
    form.submit();
    await settle();
    expect(screen.getByText('Could not subscribe right now. Please try again.')).toHaveClass('form-error');
    expect(form.email.value).toBe('asha@example.com');
  });
});

describe('NewsletterForm, sidebar variant', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the check to the browser: the field is a required e-mail field', () => {
    const form = renderForm('sidebar');
    expect(form.email).toBeRequired();
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.email.form!.noValidate).toBe(false);
  });

  it('shows Submitting... with the button disabled, then thanks the visitor and resets', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const form = renderForm('sidebar');
    form.type('asha@example.com');
    form.submit();
    await settle();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(new Response('{"success":true}', { status: 201, headers: { 'Content-Type': 'application/json' } }));
    await settle();
    expect(screen.getByText('Thank you for subscribing!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(form.email.value).toBe('');
  });

  it('shows nothing when subscribing fails', async () => {
    stubApi(500);
    const form = renderForm('sidebar');
    form.type('asha@example.com');
    form.submit();
    await settle();
    expect(screen.queryByText(/could not|thank you/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
