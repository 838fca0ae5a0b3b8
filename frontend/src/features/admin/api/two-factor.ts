import type { StaffSession, TwoFactorSetup } from '@aura/contract';
import { adminCall as call } from './admin-fetch';

export type { Outcome } from './admin-fetch';

export const twoFactorMessages = {
  setUpFailed: 'Could not start the set-up. Please try again.',
  enableFailed: 'Could not turn on two-factor sign-in. Please try again.',
  disableFailed: 'Could not turn off two-factor sign-in. Please try again.',
  sessionsFailed: 'Could not load your sessions',
  endFailed: 'Could not end that session',
};


/** A new secret and its QR code, not active until `enableTwoFactor` confirms a code from it. */
export function setUpTwoFactor() {
  return call<TwoFactorSetup>('/admin/2fa/setup', twoFactorMessages.setUpFailed, (data) =>
    typeof data.secret === 'string' && typeof data.otpauthUrl === 'string' && typeof data.qrSvg === 'string'
      ? { secret: data.secret, otpauthUrl: data.otpauthUrl, qrSvg: data.qrSvg }
      : undefined,
  { method: 'POST' });
}

/** Turns it on with the first code; answers the recovery codes, shown this once. */
export function enableTwoFactor(code: string) {
  return call('/admin/2fa/enable', twoFactorMessages.enableFailed, (data) => (Array.isArray(data.recoveryCodes) ? (data.recoveryCodes as string[]) : undefined), {
    method: 'POST',
    json: { code },
  });
}

export function disableTwoFactor(password: string, code: string) {
  return call('/admin/2fa/disable', twoFactorMessages.disableFailed, () => true, { method: 'POST', json: { password, code } });
}

export function getSessions(signal?: AbortSignal) {
  return call('/admin/sessions', twoFactorMessages.sessionsFailed, (data) => (Array.isArray(data.items) ? (data.items as StaffSession[]) : undefined), { signal });
}

export function endSession(id: string) {
  return call(`/admin/sessions/${encodeURIComponent(id)}`, twoFactorMessages.endFailed, (data) => ({ current: data.current === true }), { method: 'DELETE' });
}
