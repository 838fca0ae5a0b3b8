import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { seemsSignedIn } from '../admin-session';
import { LoginPage } from '../components/login-page';

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/admin-login']}>
      <Routes>
        <Route path="/admin-login" element={<LoginPage />} />
        <Route path="/admin-dashboard" element={<p>The dashboard</p>} />
        <Route path="/" element={<p>The home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: /Sign In|Signing in/ });

function fillIn(name: string, secret: string) {
  fireEvent.change(username(), { target: { value: name } });
  fireEvent.change(password(), { target: { value: secret } });
}

/** Lets the fake network answer (promises only; no timer moves). */
const answer = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('has labelled username and password fields and a link back to the home page', () => {
    fakeApi();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('type', 'text');
    expect(password()).toHaveAttribute('type', 'password');
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
    expect(back).toHaveTextContent(/^Back to Home$/);
  });

  it('asks for both fields before sending anything, and clears each message on typing', () => {
    const api = fakeApi();
    renderLogin();
    fireEvent.change(username(), { target: { value: '   ' } });
    fireEvent.click(signInButton());
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);

    fireEvent.change(username(), { target: { value: 'a' } });
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(password(), { target: { value: 'x' } });
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it("signs in, says so, and opens the dashboard 0.8 s later", async () => {
    const api = fakeApi({ 'POST /admin-login': { status: 200, body: { success: true, message: 'Login successful' } } });
    renderLogin();
    fillIn(' admin ', 'correct horse');
    fireEvent.click(signInButton());
    expect(signInButton()).toHaveTextContent('Signing in...');
    expect(signInButton()).toBeDisabled();
    await answer();

    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/admin-login', json: { username: 'admin', password: 'correct horse' } });
    expect(screen.getByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(seemsSignedIn()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.queryByText('The dashboard')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in is refused", async () => {
    fakeApi({ 'POST /admin-login': { status: 401, body: { success: false, message: 'Invalid username or password' } } });
    renderLogin();
    fillIn('admin', 'wrong');
    fireEvent.click(signInButton());
    await answer();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(signInButton()).toHaveTextContent('Sign In');
    expect(signInButton()).toBeEnabled();
    expect(seemsSignedIn()).toBe(false);
  });

  it("says 'Invalid username or password' when a refusal carries no message", async () => {
    fakeApi({ 'POST /admin-login': { status: 401 } });
    renderLogin();
    fillIn('admin', 'wrong');
    fireEvent.click(signInButton());
    await answer();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('shows the lockout plainly', async () => {
    fakeApi({ 'POST /admin-login': { status: 429, body: { success: false, message: 'Too many sign-in attempts. Please try again in 10 minutes.' } } });
    renderLogin();
    fillIn('admin', 'guess');
    fireEvent.click(signInButton());
    await answer();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 10 minutes.');
  });

  it("says 'Login failed. Please try again.' when the server cannot be reached", async () => {
    fakeApi({ 'POST /admin-login': 'offline' });
    renderLogin();
    fillIn('admin', 'secret');
    fireEvent.click(signInButton());
    await answer();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('The dashboard')).not.toBeInTheDocument();
  });

  it('asks for the two-factor code after the right password, then signs in with the same call and the code', async () => {
    const api = fakeApi({
      'POST /admin-login': [
        { status: 401, body: { success: false, twoFactorRequired: true, message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' } },
        { status: 401, body: { success: false, twoFactorRequired: true, message: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.' } },
        { status: 200, body: { success: true, message: 'Login successful' } },
      ],
    });
    renderLogin();
    fillIn('news-writer', 'Writes-News-Often-4');
    fireEvent.click(signInButton());
    await answer();
    // Not a failure: the form now asks for the code, with the field focused and no error shown.
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    fireEvent.click(signInButton());
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(signInButton());
    await answer();
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: ' 123 456 ' } });
    fireEvent.click(signInButton());
    await answer();
    expect(api.requests.map((request) => request.json)).toEqual([
      { username: 'news-writer', password: 'Writes-News-Often-4' },
      { username: 'news-writer', password: 'Writes-News-Often-4', code: '000000' },
      { username: 'news-writer', password: 'Writes-News-Often-4', code: '123 456' },
    ]);
    expect(screen.getByText('Login successful! Redirecting...')).toBeInTheDocument();
  });

  it('goes back to the username and password from the code step, forgetting the password', async () => {
    fakeApi({ 'POST /admin-login': { status: 401, body: { success: false, twoFactorRequired: true, message: 'Enter the code.' } } });
    renderLogin();
    fillIn('news-writer', 'Writes-News-Often-4');
    fireEvent.click(signInButton());
    await answer();
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(username()).toHaveValue('news-writer');
    expect(password()).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
