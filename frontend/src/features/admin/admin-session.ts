import { isStaffRole, type StaffRole } from '@aura/contract';

// A hint kept for this browser tab only, so the dashboard can draw itself at once after sign-in and
// show the admin's name before the profile call returns. The server's session cookie (httpOnly) is
// what counts: a 401 from any admin call ends the session here too.
const SIGNED_IN = 'aura-admin-signed-in';
const USERNAME = 'aura-admin-username';
const ROLE = 'aura-admin-role';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSignIn(username?: string, role?: StaffRole) {
  storage()?.setItem(SIGNED_IN, 'true');
  if (username) storage()?.setItem(USERNAME, username);
  if (role) storage()?.setItem(ROLE, role);
}

export function forgetSignIn() {
  storage()?.removeItem(SIGNED_IN);
  storage()?.removeItem(USERNAME);
  storage()?.removeItem(ROLE);
}

/** The role the server last named in this tab (which sections to draw before it answers again). */
export function rememberedRole(): StaffRole | null {
  const role = storage()?.getItem(ROLE);
  return isStaffRole(role) ? role : null;
}

export function seemsSignedIn(): boolean {
  return storage()?.getItem(SIGNED_IN) === 'true';
}

export function rememberedUsername(): string | null {
  return storage()?.getItem(USERNAME) ?? null;
}
