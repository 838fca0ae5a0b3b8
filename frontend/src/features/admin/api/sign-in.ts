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
};

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/** Signs the admin in: on success the server sets the session cookie. */
export async function signIn(username: string, password: string): Promise<SignInOutcome> {
  try {
    const result = await apiFetch('/admin-login', { method: 'POST', json: { username, password } });
    if (result.ok && result.data?.success !== false) return { ok: true };
    // The lockout (per username and address) and the hourly limit answer 429 with their own words.
    if (result.status === 429) return { ok: false, message: messageOf(result, signInMessages.locked) };
    // A proxy error page or a crash carries no message of the clinic's API: treat it like no answer.
    if (result.status >= 500 && !result.data) return { ok: false, message: signInMessages.failed };
    return { ok: false, message: messageOf(result, signInMessages.refused) };
  } catch {
    return { ok: false, message: signInMessages.failed };
  }
}
