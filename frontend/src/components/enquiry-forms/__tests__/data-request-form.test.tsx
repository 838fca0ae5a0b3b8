import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataRequestForm } from '../data-request-form';
import { settle, stubApi } from '../../../testing/api-stub';

function renderForm() {
  render(
    <MemoryRouter>
      <h2 id="ask">Ask about your data</h2>
      <DataRequestForm headingId="ask" />
    </MemoryRouter>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    field,
    fill(values: Record<string, string>) {
      for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' })),
  };
}

describe('DataRequestForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [{ 'What are you asking for?': 'access', Phone: '98220 12345' }, 'Name', 'Please enter your name'],
    [{ Name: 'Meera Joshi', 'What are you asking for?': 'access' }, 'Phone', 'Give the phone number or e-mail address you used with us'],
    [{ Name: 'Meera Joshi', Phone: '12', 'What are you asking for?': 'access' }, 'Phone', 'Enter a phone number we can reach you on, e.g. 98220 12345'],
    [{ Name: 'Meera Joshi', Phone: '98220 12345' }, 'What are you asking for?', 'Choose what you are asking for'],
  ])('says what is wrong under the field and sends nothing (%#)', async (values, label, message) => {
    const { requests } = stubApi();
    const form = renderForm();
    form.fill(values);
    form.submit();
    await settle();
    expect(form.field(label)).toHaveAccessibleDescription(message);
    expect(form.field(label)).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends the request, says when the clinic answers and clears the form', async () => {
    const { requests } = stubApi(201);
    const form = renderForm();
    form.fill({ Name: 'Meera Joshi', 'What are you asking for?': 'correction', Email: 'meera@example.in', 'Details (optional)': 'My name is spelt Meera, not Mira.' });
    form.submit();
    await settle();
    expect(requests[0].url).toBe('/api/api/enquiries/data-request');
    expect(requests[0].body).toMatchObject({ name: 'Meera Joshi', phone: null, email: 'meera@example.in', request: 'correction', details: 'My name is spelt Meera, not Mira.' });
    expect(screen.getByText('Thank you. We have your request and will answer it within 30 days.')).toBeVisible();
    expect(form.field('Name').value).toBe('');
  });

  it('says so when the clinic could not be reached', async () => {
    stubApi(500);
    const form = renderForm();
    form.fill({ Name: 'Meera Joshi', 'What are you asking for?': 'access', Phone: '98220 12345' });
    form.submit();
    await settle();
    expect(screen.getByText('Your request could not be sent. Please try again, or write to us.')).toBeVisible();
    expect(form.field('Name').value).toBe('Meera Joshi');
  });
});
