import { isStaffRole, type StaffRole } from '@aura/contract';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const PROFILE_FAILED = 'Failed to load profile';

export type ProfileOutcome =
  | { ok: true; username: string; role: StaffRole; mustChangePassword: boolean }
  | { ok: false; message: string };

/** Who is signed in, and as what. A 401 throws SessionEndedError (see adminFetch). */
export async function getProfile(): Promise<ProfileOutcome> {
  let result;
  try {
    result = await adminFetch<{ username?: unknown; role?: unknown; mustChangePassword?: unknown }>('/admin/profile');
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: PROFILE_FAILED };
  }
  const { username, role, mustChangePassword } = result.data ?? {};
  if (succeeded(result) && typeof username === 'string' && isStaffRole(role)) {
    return { ok: true, username, role, mustChangePassword: mustChangePassword === true };
  }
  return { ok: false, message: messageOf(result, PROFILE_FAILED) };
}
