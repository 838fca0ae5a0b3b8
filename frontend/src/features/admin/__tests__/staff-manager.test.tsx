import type { StaffMember } from '@aura/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { StaffManager } from '../components/staff-manager';

const owner: StaffMember = { id: 'a1', username: 'dr-kulkarni', role: 'owner', twoFactor: false, lastSignInAt: '2026-11-22T09:35:00.000Z', disabled: false };
const desk: StaffMember = { id: 'a2', username: 'front-desk', role: 'reception', twoFactor: false, lastSignInAt: null, disabled: false };

function renderStaff() {
  render(
    <>
      <StaffManager currentUsername="dr-kulkarni" />
      <ToastContainer />
    </>,
  );
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('StaffManager', () => {
  it('lists the accounts with their roles, marks the owner’s own, and says Never before a first sign-in', async () => {
    fakeApi({ 'GET /admin/staff': { status: 200, body: { success: true, items: [owner, desk] } } });
    renderStaff();
    await settle();
    const table = screen.getByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('dr-kulkarni (you)');
    expect(within(rows[1]).getByLabelText('Role of front-desk')).toHaveValue('reception');
    expect(rows[1]).toHaveTextContent('Never');
  });

  it('checks a new account before sending it, then shows the server’s refusal in its words', async () => {
    const api = fakeApi({
      'GET /admin/staff': { status: 200, body: { success: true, items: [owner] } },
      'POST /admin/staff': { status: 400, body: { success: false, message: 'This password is one of the most common ones. Choose one that is harder to guess.' } },
    });
    renderStaff();
    await settle();
    const form = screen.getByRole('form', { name: 'Add a staff account' });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'front-desk' } });
    fireEvent.change(within(form).getByLabelText('First password'), { target: { value: 'Short-7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('First password'), { target: { value: 'sunshine1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    await settle();
    expect(within(form).getByRole('alert')).toHaveTextContent('This password is one of the most common ones.');
    expect(api.requests.find((request) => request.method === 'POST')?.json).toEqual({ username: 'front-desk', role: 'reception', password: 'sunshine1' });
  });

  it('resets a password after asking, and shows the one-time password once', async () => {
    fakeApi({
      'GET /admin/staff': { status: 200, body: { success: true, items: [owner, desk] } },
      'POST /admin/staff/a2/reset-password': { status: 200, body: { success: true, username: 'front-desk', password: 'abcd-efgh-jkmn-pqrs', message: '…' } },
    });
    renderStaff();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password of front-desk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('One-time password for front-desk: abcd-efgh-jkmn-pqrs');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('abcd-efgh-jkmn-pqrs')).not.toBeInTheDocument();
  });

  it('shows each account’s two-factor state, requires it of everyone, and signs a member out everywhere', async () => {
    const api = fakeApi({
      'GET /admin/staff': { status: 200, body: { success: true, items: [{ ...owner, twoFactor: true }, desk], twoFactorRequired: false } },
      'PUT /admin/staff/two-factor-required': { status: 200, body: { success: true, twoFactorRequired: true } },
      'DELETE /admin/staff/a2/sessions': { status: 200, body: { success: true, username: 'front-desk', ended: 2 } },
    });
    renderStaff();
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Staff accounts' })).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('On')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Off')).toBeInTheDocument();
    const rule = screen.getByRole('checkbox', { name: 'Require two-factor sign-in for every account' });
    expect(rule).not.toBeChecked();
    fireEvent.click(rule);
    await settle();
    expect(rule).toBeChecked();
    expect(api.requests.find((request) => request.method === 'PUT')?.json).toEqual({ required: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out front-desk everywhere' }));
    await settle();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/staff/a2/sessions' });
    expect(await screen.findByText('front-desk is signed out everywhere')).toBeInTheDocument();
  });
});
