import { apiFetch } from '../../../lib/api-client';
import { forgetSignIn } from '../admin-session';

/** Ends the session on the server (which revokes it) and here. Errors are ignored: the admin leaves either way. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/admin-logout', { method: 'POST' });
  } catch {
    // Offline or already signed out: nothing to undo.
  } finally {
    forgetSignIn();
  }
}
