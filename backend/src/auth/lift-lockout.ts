import { usernameKeyOf } from './login-lockout.service';

type Query = (sql: string, params: unknown[]) => Promise<{ rowCount: number | null }>;

/** What lifting a username's lockout cleared. */
export interface LiftedLockout {
  /** Addresses whose failures or lock for this username were forgotten. */
  addresses: number;
  /** Whether the account-wide slow-down was lifted too. */
  slowDown: boolean;
}

/**
 * The operator's way out when the admin is locked out: forgets every failure and lock of the
 * username (all addresses) and its account-wide slow-down. Per-address request limits stay.
 */
export async function liftSignInLockout(query: Query, username: string): Promise<LiftedLockout> {
  const key = usernameKeyOf(username);
  const failures = await query('DELETE FROM admin_login_failure WHERE username_key = $1', [key]);
  const slowDown = await query('DELETE FROM rate_limit WHERE key = $1', [`account-failures:${key}`]);
  return { addresses: failures.rowCount ?? 0, slowDown: (slowDown.rowCount ?? 0) > 0 };
}
