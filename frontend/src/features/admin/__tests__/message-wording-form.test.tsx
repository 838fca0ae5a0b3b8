import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessageWording, parseMessageWording } from '../../../content/patient-messages';
import { fakeApi, settle } from '../../../testing/fake-api';
import { MessageWordingForm } from '../components/message-wording-form';

describe('the wording of the WhatsApp and SMS messages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews each message as a patient reads it, with its buttons, as the clinic writes it', async () => {
    fakeApi({ 'GET /admin/content/messages': { status: 200, body: { success: true, item: builtInMessageWording, version: 0 } } });
    render(<MessageWordingForm />);
    await settle();
    const confirmed = screen.getByRole('group', { name: 'Appointment confirmed' });
    const preview = within(confirmed).getByRole('group', { name: 'Preview: Appointment confirmed' });
    expect(preview).toHaveTextContent('Your appointment at Aura Skin & Hair Clinic is confirmed for Tuesday, 1 December 2026 at 11:30 AM IST.');
    expect(preview).toHaveTextContent('[Cancel] [Another time]');
    fireEvent.change(within(confirmed).getByLabelText('Variable {{1}}'), { target: { value: 'Dr. Mehta at {clinic}' } });
    expect(preview).toHaveTextContent('Your appointment at Dr. Mehta at Aura Skin & Hair Clinic is confirmed');
    expect(within(screen.getByRole('group', { name: 'Invitation to review the clinic' })).getByText('On WhatsApp only, to patients who chose it.')).toBeInTheDocument();
    // The SMS has its own short wording, previewed as DLT cuts it.
    const sms = within(confirmed).getByRole('group', { name: 'SMS preview: Appointment confirmed' });
    expect(sms).toHaveTextContent('Your appointment at Aura Skin & Hair Clinic is confirmed for Tue 1 Dec 11:30 AM IST. To change it, call +91 98220 12345.');
    fireEvent.change(within(confirmed).getByLabelText('SMS variable 2'), { target: { value: '{when}' } });
    expect(sms).toHaveTextContent('confirmed for Tuesday, 1 December 2026 at 11. To change it');
    expect(within(confirmed).getByText('A variable longer than 30 characters is cut there, as DLT requires.')).toBeInTheDocument();
  });

  it('refuses a line break, an unknown field, and a count other than the template\'s', () => {
    const wording = { ...builtInMessageWording.wording, confirmed: ['{clinic}\nHello', '{when}', '{nickname}'], reminder: ['{clinic}'] };
    expect(parseMessageWording({ wording }).problems).toEqual({
      'wording.confirmed.0': 'Write it on one line, without tabs or long runs of spaces',
      'wording.confirmed.2': expect.stringMatching(/^\{nickname\} is not something the clinic fills in/),
      'wording.reminder': "Give 3 texts, one for each of the template's variables",
    });
    expect(parseMessageWording(builtInMessageWording)).toEqual({ item: builtInMessageWording });
    // Saved before SMS had wording of its own: the built-in SMS wording stands for it.
    expect(parseMessageWording({ wording: builtInMessageWording.wording })).toEqual({ item: builtInMessageWording });
    expect(parseMessageWording({ ...builtInMessageWording, sms: { ...builtInMessageWording.sms, reminder: ['{clinic}'] } }).problems).toEqual({
      'sms.reminder': "Give 3 texts, one for each of the template's variables",
    });
  });
});
