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

/**
 * Ghost's sign-in policy: per (username, client IP), 5 failures lock the pair for 10 minutes, each
 * repeat lockout doubles that (at most 24 hours), and a successful sign-in forgets everything.
 */
@Injectable()
export class LoginLockoutService {
  constructor(@InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>) {}

  /** Milliseconds the pair is still locked for, or 0. */
  async lockedForMs(usernameKey: string, clientIp: string): Promise<number> {
    const rows: { remaining_ms: number }[] = await this.failures.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()) * 1000)::float8 AS remaining_ms
         FROM admin_login_failure
        WHERE username_key = $1 AND client_ip = $2 AND locked_until > now()`,
      [usernameKey, clientIp],
    );
    return rows[0]?.remaining_ms ?? 0;
  }

  /** Counts one failure in a single statement, so parallel attempts cannot lose a count. */
  async recordFailure(usernameKey: string, clientIp: string): Promise<void> {
    await this.failures.query(
      `INSERT INTO admin_login_failure AS f (username_key, client_ip, failures, lockouts, locked_until, updated_at)
       VALUES ($1, $2, 1, 0, NULL, now())
       ON CONFLICT (username_key, client_ip) DO UPDATE SET
         failures = CASE WHEN f.failures + 1 >= $3 THEN 0 ELSE f.failures + 1 END,
         lockouts = CASE WHEN f.failures + 1 >= $3 THEN f.lockouts + 1 ELSE f.lockouts END,
         locked_until = CASE WHEN f.failures + 1 >= $3
           THEN now() + least(interval '10 minutes' * power(2, least(f.lockouts, 20)), interval '24 hours')
           ELSE f.locked_until END,
         updated_at = now()`,
      [usernameKey, clientIp, FAILURES_BEFORE_LOCKOUT],
    );
  }

  async forget(usernameKey: string, clientIp: string): Promise<void> {
    await this.failures.delete({ usernameKey, clientIp });
  }
}
