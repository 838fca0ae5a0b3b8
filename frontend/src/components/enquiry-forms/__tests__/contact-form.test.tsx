import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../contact-form';
import { settle, stubApi } from '../../../testing/api-stub';

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    field,
    fill(values: Record<string, string>) {
      for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })),
  };
}

const complete = { Name: 'Asha Patil', Email: 'asha@example.com', Subject: 'Clinic timings', Message: 'Are you open on Sundays?' };

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is titled Your Details and has four required fields', () => {
    const form = renderForm();
    expect(screen.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(form.field(label)).toBeRequired();
    expect(form.field('Email')).toHaveAttribute('type', 'email');
  });

  it.each([
    ['a field is empty', { ...complete, Subject: '' }],
    ['the e-mail address is malformed', { ...complete, Email: 'asha-at-example' }],
    ['a field holds only spaces', { ...complete, Message: '   ' }],
  ])('refuses to send when %s', async (_case, values) => {
    const { requests } = stubApi();
    const form = renderForm();
    form.fill(values);
    form.submit();
    await settle();
    expect(screen.getByText('Please fill in all required fields correctly.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    form.fill(complete);
    form.submit();
    await settle();
    expect(requests[0].url).toBe('/api/api/enquiries/contact');
    expect(requests[0].body).toMatchObject({ name: 'Asha Patil', email: 'asha@example.com', subject: 'Clinic timings', message: 'Are you open on Sundays?' });
    expect(screen.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    expect(form.field('Message').value).toBe('');
  });

  it.each([500, 429, 'offline'] as const)('says the submission failed (%s) and keeps the message', async (answer) => {
    stubApi(answer);
    const form = renderForm();
    form.fill(complete);
    form.submit();
    await settle();
    expect(screen.getByText('Submission failed. Please try again.')).toBeVisible();
    expect(form.field('Message').value).toBe('Are you open on Sundays?');
  });
});
