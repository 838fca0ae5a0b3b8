import { ACCOUNT_MESSAGES } from '@aura/contract';
import { apiFetch } from '../../../lib/api-client';
import { messageOf } from './admin-fetch';

export const signInMessages = {
  usernameRequired: ACCOUNT_MESSAGES.usernameRequired,
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  signingIn: 'Signing in...',
  success: 'Login successful! Redirecting...',
  refused: ACCOUNT_MESSAGES.invalidSignIn,
  failed: 'Login failed. Please try again.',
  locked: 'Too many sign-in attempts. Please try again later.',
  codeRequired: ACCOUNT_MESSAGES.codeRequired,
  codeNeeded: ACCOUNT_MESSAGES.codeNeeded,
};

/** `codeNeeded`: the password was right and the account signs in with two-factor: ask for the code. */
export type SignInOutcome = { ok: true } | { ok: false; message: string; codeNeeded?: boolean };

/** Signs a member of staff in (with the two-factor code once asked): on success the server sets the session cookie. */
export async function signIn(username: string, password: string, code?: string): Promise<SignInOutcome> {
  try {
    const result = await apiFetch<{ twoFactorRequired?: boolean }>('/admin-login', { method: 'POST', json: { username, password, ...(code ? { code } : {}) } });
    if (result.ok && result.data?.success !== false) return { ok: true };
    if (result.status === 401 && result.data?.twoFactorRequired === true) {
      return { ok: false, codeNeeded: true, message: messageOf(result, signInMessages.codeNeeded) };
    }
    // The lockout (per username and address) and the hourly limit answer 429 with their own words.
    if (result.status === 429) return { ok: false, message: messageOf(result, signInMessages.locked) };
    // A proxy error page or a crash carries no message of the clinic's API: treat it like no answer.
    if (result.status >= 500 && !result.data) return { ok: false, message: signInMessages.failed };
    return { ok: false, message: messageOf(result, signInMessages.refused) };
  } catch {
    return { ok: false, message: signInMessages.failed };
  }
}
