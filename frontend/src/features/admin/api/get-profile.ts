import { isStaffRole, type StaffRole } from '@aura/contract';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const PROFILE_FAILED = 'Failed to load profile';

export interface Profile {
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
  twoFactor: boolean;
  mustSetUpTwoFactor: boolean;
  recoveryCodesLeft: number;
}

export type ProfileOutcome = ({ ok: true } & Profile) | { ok: false; message: string };

/** Who is signed in, and as what. A 401 throws SessionEndedError (see adminFetch). */
export async function getProfile(): Promise<ProfileOutcome> {
  let result;
  try {
    result = await adminFetch<Record<keyof Profile, unknown>>('/admin/profile');
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: PROFILE_FAILED };
  }
  const { username, role, mustChangePassword, twoFactor, mustSetUpTwoFactor, recoveryCodesLeft } = result.data ?? {};
  if (succeeded(result) && typeof username === 'string' && isStaffRole(role)) {
    return {
      ok: true,
      username,
      role,
      mustChangePassword: mustChangePassword === true,
      twoFactor: twoFactor === true,
      mustSetUpTwoFactor: mustSetUpTwoFactor === true,
      recoveryCodesLeft: typeof recoveryCodesLeft === 'number' ? recoveryCodesLeft : 0,
    };
  }
  return { ok: false, message: messageOf(result, PROFILE_FAILED) };
}
