import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallbackForm } from '../../../enquiry-forms/callback-form';
import { stubApiWithBotCheck } from '../../../../testing/api-stub';

const SECRET = 'a-test-secret-of-the-clinic-api';

describe('the bot check of a form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches nothing until the visitor focuses the form, then sends an answer the server verifies', async () => {
    const issue = () => createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 300, deriveKey, hmacSignatureSecret: SECRET });
    const { requests, botChecks } = stubApiWithBotCheck(issue, 201);
    render(
      <MemoryRouter>
        <CallbackForm />
      </MemoryRouter>,
    );
    const name = screen.getByLabelText('Name');
    expect(botChecks).toHaveLength(0);

    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Asha Patil' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98220 12345' } });
    expect(botChecks).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Call Me Back' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const answer = JSON.parse(atob(String(requests[0].body.botCheck))) as { challenge: Challenge; solution: Solution };
    const result = await verifySolution({ ...answer, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
    // The answer is spent: the next enquiry gets a challenge of its own.
    expect(botChecks).toHaveLength(2);
  });

  it('sends the form without an answer when no challenge can be had', async () => {
    const { requests, botChecks } = stubApiWithBotCheck(async () => null, 201);
    render(
      <MemoryRouter>
        <CallbackForm />
      </MemoryRouter>,
    );
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Patil' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98220 12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Call Me Back' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(botChecks.length).toBeGreaterThanOrEqual(1);
    expect(requests[0].body).not.toHaveProperty('botCheck');
    expect(await screen.findByText("Thanks! We'll call you soon.")).toBeVisible();
  });
});
