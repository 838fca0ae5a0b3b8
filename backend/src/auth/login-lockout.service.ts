import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { Repository } from 'typeorm';
import { charCount } from '../common/text';
import { LoginFailure } from './login-failure.entity';

export const FAILURES_BEFORE_LOCKOUT = 5;
/** Length of admin_login_failure.username_key and client_ip. */
const KEY_MAX = 64;

/**
 * The lockout key of a username as typed: lower-cased, so "Admin" and "admin" share one count.
 * Lower-casing can lengthen a name ("İ" becomes two code points), so a key that no longer fits
 * the column is replaced by its hash, which still tells different names apart.
 */
export function usernameKeyOf(username: string): string {
  const key = username.toLowerCase();
  if (charCount(key) <= KEY_MAX) return key;
  return `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

/** The lock a lockout sets: 10 minutes, doubled by each repeat lockout, at most 24 hours. */
const LOCK_LENGTH = `least(interval '10 minutes' * power(2, least(f.lockouts, 20)), interval '24 hours')`;

/**
 * Ghost's sign-in policy: per (username, client IP), 5 failures lock the pair for 10 minutes, each
 * repeat lockout doubles that (at most 24 hours), and a successful sign-in forgets everything.
 *
 * An attempt is counted before its password is checked (claimAttempt), in one statement, so
 * parallel attempts cannot all pass a check that none has failed yet: of any number sent at once,
 * at most 5 reach the password check, and the one that would be the 6th locks the pair.
 */
@Injectable()
export class LoginLockoutService {
  constructor(@InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>) {}

  /**
   * Counts one attempt of the pair and returns 0 when it may check its password, else the
   * milliseconds the pair stays locked for.
   */
  async claimAttempt(usernameKey: string, clientIp: string): Promise<number> {
    const rows: { remaining_ms: number | null }[] = await this.failures.query(
      `INSERT INTO admin_login_failure AS f (username_key, client_ip, failures, lockouts, locked_until, updated_at)
       VALUES ($1, $2, 1, 0, NULL, now())
       ON CONFLICT (username_key, client_ip) DO UPDATE SET
         failures = CASE WHEN f.locked_until > now() THEN f.failures
                         WHEN f.failures + 1 > $3 THEN 0 ELSE f.failures + 1 END,
         lockouts = CASE WHEN f.locked_until > now() THEN f.lockouts
                         WHEN f.failures + 1 > $3 THEN f.lockouts + 1 ELSE f.lockouts END,
         locked_until = CASE WHEN f.locked_until > now() THEN f.locked_until
                             WHEN f.failures + 1 > $3 THEN now() + ${LOCK_LENGTH} ELSE f.locked_until END,
         updated_at = now()
       RETURNING ceil(extract(epoch FROM locked_until - now()) * 1000)::float8 AS remaining_ms`,
      [usernameKey, clientIp, FAILURES_BEFORE_LOCKOUT],
    );
    return Math.max(rows[0]?.remaining_ms ?? 0, 0);
  }

  /** A claimed attempt failed: the 5th failure in a row locks the pair. */
  async recordFailure(usernameKey: string, clientIp: string): Promise<void> {
    await this.failures.query(
      `UPDATE admin_login_failure AS f SET
         failures = 0,
         lockouts = f.lockouts + 1,
         locked_until = now() + ${LOCK_LENGTH},
         updated_at = now()
       WHERE username_key = $1 AND client_ip = $2 AND f.failures >= $3
         AND (f.locked_until IS NULL OR f.locked_until <= now())`,
      [usernameKey, clientIp, FAILURES_BEFORE_LOCKOUT],
    );
  }

  async forget(usernameKey: string, clientIp: string): Promise<void> {
    await this.failures.delete({ usernameKey, clientIp });
  }
}
