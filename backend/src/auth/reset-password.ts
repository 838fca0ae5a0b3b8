import { randomInt } from 'node:crypto';
import { liftSignInLockout } from './lift-lockout';
import { hashPassword } from './password-hasher';

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;

/** Letters and digits no one misreads when copying from a terminal (no 0/O, 1/l/I). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password of 4 groups of 4 (about 79 bits): typed once, then replaced by the account's own. */
export function oneTimePassword(): string {
  return Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('')).join('-');
}

export interface PasswordReset {
  username: string;
  password: string;
}

/** Who reset the password, for the audit log: the operator at the server, or the owner in the dashboard. */
export interface ResetBy {
  actor: { id: string | null; username: string };
  ip: string;
}

/**
 * The way back in for an account that forgot its password, lost its phone or is locked out (`make
 * reset-password`, or the owner on the staff page): a one-time password the account must change at
 * its next sign-in, its two-factor enrolment cleared, every session ended, its sign-in lockout
 * lifted, and an entry in the audit log. `query`
 * runs inside one transaction (the caller's), so a failure half-way changes nothing. Answers null
 * when no account has that username.
 */
export async function resetPassword(query: Query, username: string, by: ResetBy): Promise<PasswordReset | null> {
  const { rows } = await query('SELECT id, username FROM admin_account WHERE lower(username) = lower($1) FOR UPDATE', [username]);
  const account = rows[0] as { id: string; username: string } | undefined;
  if (!account) return null;
  const password = oneTimePassword();
  await query(
    `UPDATE admin_account
        SET password_hash = $2, must_change_password = true, sessions_valid_after = now(), updated_at = now(),
            two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL
      WHERE id = $1`,
    [account.id, await hashPassword(password)],
  );
  // A lost phone is one reason to need this: the account sets up two-factor sign-in again.
  await query('DELETE FROM admin_recovery_code WHERE account_id = $1', [account.id]);
  await query('UPDATE admin_session SET revoked_at = now() WHERE admin_id = $1 AND revoked_at IS NULL', [account.id]);
  await liftSignInLockout(query, account.username);
  await query(
    `INSERT INTO audit_log (actor_id, actor, action, target, ip, outcome) VALUES ($1, $2, 'password.reset', $3, $4, 'success')`,
    [by.actor.id, by.actor.username, account.username, by.ip.slice(0, 64)],
  );
  return { username: account.username, password };
}
