import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { rememberedUsername, rememberSignIn } from '../admin-session';
import { DashboardPage } from '../components/dashboard-page';

const baseRoutes = {
  'GET /admin/profile': { status: 200, body: { success: true, username: 'admin', role: 'owner', twoFactor: false, mustChangePassword: false, message: 'Profile loaded' } },
  'GET /news': { status: 200, body: { success: true, items: [] } },
  'GET /admin/enquiries': { status: 200, body: { success: true, items: [], total: 0, counts: { new: 0 } } },
};

async function openAccount(routes: Parameters<typeof fakeApi>[0] = {}) {
  rememberSignIn('admin');
  const api = fakeApi({ ...baseRoutes, ...routes });
  render(
    <MemoryRouter initialEntries={['/admin-dashboard']}>
      <Routes>
        <Route path="/admin-dashboard/*" element={<DashboardPage />} />
        <Route path="/admin-login" element={<h1>Sign-in page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Manage Account' }));
  return { api, dialog: within(screen.getByRole('dialog', { name: 'Manage Account' })) };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('Manage Account', () => {
  it('is a dialog with two tabs that keeps focus inside and closes on Escape', async () => {
    const { dialog } = await openAccount();
    expect(dialog.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('tab', { name: 'Change Username' })).toHaveAttribute('aria-selected', 'false');
    expect(dialog.getByLabelText('Current password')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Account' })).toHaveFocus();
  });

  it('checks a password change in the spec’s order before sending it', async () => {
    const { api, dialog } = await openAccount();
    const submit = () => fireEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    const fill = (current: string, next: string, confirm: string) => {
      fireEvent.change(dialog.getByLabelText('Current password'), { target: { value: current } });
      fireEvent.change(dialog.getByLabelText('New password'), { target: { value: next } });
      fireEvent.change(dialog.getByLabelText('Confirm new password'), { target: { value: confirm } });
    };
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('All fields are required.');
    fill('old-secret', '12345', '12345');
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('New password must be at least 6 characters.');
    fill('old-secret', '123456', '123457');
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('New password and confirm password must match.');
    expect(api.requests.some((request) => request.path === '/admin/change-password')).toBe(false);
  });

  it("shows the server's message, or 'Update failed', and the success toast", async () => {
    const { api, dialog } = await openAccount({
      'POST /admin/change-password': [
        { status: 400, body: { success: false, message: 'Current password is incorrect' } },
        { status: 502 },
        { status: 200, body: { success: true, message: 'Password updated successfully' } },
      ],
    });
    fireEvent.change(dialog.getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(dialog.getByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.change(dialog.getByLabelText('Confirm new password'), { target: { value: 'new-secret' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    await settle();
    expect(dialog.getByRole('alert')).toHaveTextContent('Current password is incorrect');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    await settle();
    expect(dialog.getByRole('alert')).toHaveTextContent('Update failed');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/admin/change-password').at(-1)?.json).toEqual({
      currentPassword: 'wrong',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('checks a username change, then shows the new name in the header', async () => {
    const { api, dialog } = await openAccount({
      'POST /admin/change-username': { status: 200, body: { success: true, username: 'dr-meera', message: 'Username updated successfully' } },
    });
    fireEvent.click(dialog.getByRole('tab', { name: 'Change Username' }));
    const submit = () => fireEvent.click(dialog.getByRole('button', { name: 'Update Username' }));
    const fill = (next: string, confirm: string, password: string) => {
      fireEvent.change(dialog.getByLabelText('New username'), { target: { value: next } });
      fireEvent.change(dialog.getByLabelText('Confirm new username'), { target: { value: confirm } });
      fireEvent.change(dialog.getByLabelText('Password'), { target: { value: password } });
    };
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('All fields are required.');
    fill(' ab ', ' ab ', 'secret');
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('Username must be at least 3 characters.');
    fill('dr-meera', 'dr-meena', 'secret');
    submit();
    expect(dialog.getByRole('alert')).toHaveTextContent('Username and confirm username must match.');
    fill(' dr-meera ', 'dr-meera', 'secret');
    submit();
    expect(await screen.findByText('Username updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Signed in as', { exact: false })).toHaveTextContent('Signed in as dr-meera');
    expect(rememberedUsername()).toBe('dr-meera');
    expect(api.requests.find((request) => request.path === '/admin/change-username')?.json).toEqual({
      password: 'secret',
      newUsername: 'dr-meera',
      confirmUsername: 'dr-meera',
    });
  });
});
