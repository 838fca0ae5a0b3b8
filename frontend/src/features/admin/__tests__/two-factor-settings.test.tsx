import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { SessionList } from '../components/session-list';
import { TwoFactorSettings } from '../components/two-factor-settings';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  success: true,
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Clinic:news-writer?secret=${SECRET}`,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
};
const codes = ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2', '3456-789a-bcde', 'fghj-kmnp-qrst', 'uvwx-yz23-4567', '89ab-cdef-ghjk', 'mnpq-rstu-vwxy', 'z234-5678-9abc', 'defg-hjkm-npqr', 'stuv-wxyz-2345'];

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('TwoFactorSettings', () => {
  it('sets up with a QR code and the key to type, turns on with a code, and shows the recovery codes once', async () => {
    const api = fakeApi({
      'POST /admin/2fa/setup': { status: 200, body: setup },
      'POST /admin/2fa/enable': [
        { status: 400, body: { success: false, message: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.' } },
        { status: 200, body: { success: true, recoveryCodes: codes } },
      ],
    });
    const onChanged = vi.fn();
    render(
      <>
        <TwoFactorSettings on={false} recoveryCodesLeft={0} onChanged={onChanged} />
        <ToastContainer />
      </>,
    );
    expect(screen.getByText('Two-factor sign-in is off.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await settle();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toBe(`data:image/svg+xml;charset=utf-8,${setup.qrSvg}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the code your app shows.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await settle();
    expect(screen.getByText(/That code is not right/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await settle();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'clinic-recovery-codes.txt');
    expect(onChanged).toHaveBeenCalledWith(true, 10);
    expect(api.requests.filter((request) => request.path === '/admin/2fa/enable').map((request) => request.json)).toEqual([{ code: '123456' }, { code: '654321' }]);
  });

  it('turns off with the password and a code, saying how many recovery codes are left', async () => {
    const api = fakeApi({ 'POST /admin/2fa/disable': { status: 200, body: { success: true, message: 'Two-factor sign-in is off' } } });
    const onChanged = vi.fn();
    render(<TwoFactorSettings on recoveryCodesLeft={7} onChanged={onChanged} />);
    expect(screen.getByText(/7 recovery codes are left/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password and a code.');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Writes-News-Often-4' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await settle();
    expect(api.requests[0].json).toEqual({ password: 'Writes-News-Often-4', code: '123456' });
    expect(onChanged).toHaveBeenCalledWith(false, 0);
  });
});

describe('SessionList', () => {
  const sessions = [
    { id: 's1', current: true, createdAt: '2026-11-26T04:00:00.000Z', lastSeenAt: '2026-11-26T05:00:00.000Z', ip: '203.0.113.21', userAgent: 'x', device: 'Chrome on Android' },
    { id: 's2', current: false, createdAt: '2026-11-25T04:00:00.000Z', lastSeenAt: '2026-11-25T05:00:00.000Z', ip: '198.51.100.7', userAgent: 'y', device: 'Firefox on Windows' },
  ];

  it('lists where the account is signed in, this browser marked, and signs another out', async () => {
    const api = fakeApi({
      'GET /admin/sessions': { status: 200, body: { success: true, items: sessions } },
      'DELETE /admin/sessions/s2': { status: 200, body: { success: true, current: false, message: 'Session ended' } },
    });
    const onSignedOut = vi.fn();
    render(<SessionList onSignedOut={onSignedOut} />);
    await settle();
    const items = within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Android · 203.0.113.21This browser');
    expect(items[1]).toHaveTextContent('Firefox on Windows · 198.51.100.7');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows · 198.51.100.7' }));
    await settle();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/sessions/s2' });
    expect(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem')).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signing out this browser from the list signs out here', async () => {
    fakeApi({
      'GET /admin/sessions': { status: 200, body: { success: true, items: sessions } },
      'DELETE /admin/sessions/s1': { status: 200, body: { success: true, current: true, message: 'Logged out' } },
    });
    const onSignedOut = vi.fn();
    render(<SessionList onSignedOut={onSignedOut} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of this browser' }));
    await settle();
    expect(onSignedOut).toHaveBeenCalled();
  });
});
