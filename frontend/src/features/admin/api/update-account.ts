import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const UPDATE_FAILED = 'Update failed';

export type AccountUpdateOutcome = { ok: true; username?: string } | { ok: false; message: string };

async function post(path: string, body: object): Promise<AccountUpdateOutcome> {
  try {
    const result = await adminFetch<{ username?: unknown }>(path, { method: 'POST', json: body });
    if (!succeeded(result)) return { ok: false, message: messageOf(result, UPDATE_FAILED) };
    const username = result.data?.username;
    return { ok: true, username: typeof username === 'string' ? username : undefined };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: UPDATE_FAILED };
  }
}

/** Changes the password; the server ends every other session and renews this one's cookie. */
export function changePassword(currentPassword: string, newPassword: string, confirmPassword: string) {
  return post('/admin/change-password', { currentPassword, newPassword, confirmPassword });
}

/** Changes the username; the answer carries the name as saved (trimmed). */
export function changeUsername(newUsername: string, confirmUsername: string, password: string) {
  return post('/admin/change-username', { password, newUsername, confirmUsername });
}
