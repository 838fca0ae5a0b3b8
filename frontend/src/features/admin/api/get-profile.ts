import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const PROFILE_FAILED = 'Failed to load profile';

export type ProfileOutcome = { ok: true; username: string } | { ok: false; message: string };

/** Who is signed in. A 401 throws SessionEndedError (see adminFetch). */
export async function getProfile(): Promise<ProfileOutcome> {
  let result;
  try {
    result = await adminFetch<{ username?: unknown }>('/admin/profile');
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: PROFILE_FAILED };
  }
  const username = result.data?.username;
  if (succeeded(result) && typeof username === 'string') return { ok: true, username };
  return { ok: false, message: messageOf(result, PROFILE_FAILED) };
}
