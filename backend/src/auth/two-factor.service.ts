import { ACCOUNT_MESSAGES, RECOVERY_CODE_COUNT, type TwoFactorSetup } from '@aura/contract';
import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { CLINIC_NAME } from '../common/html';
import { Env } from '../config/env';
import { AdminAccount } from './admin-account.entity';
import { verifyPassword } from './password-hasher';
import { derivedKey, keyedHash, SecretBox } from './secret-box';

/** RFC 6238 as every authenticator app runs it: HMAC-SHA1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const DIGITS = 6;
/** One step either side of now is accepted, for a phone's clock a little off. */
const WINDOW = 1;

/** Recovery codes: 3 groups of 4 letters and digits no one misreads (about 59 bits each). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';
export function recoveryCode(): string {
  return Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('')).join('-');
}

/** How a code typed at sign-in was accepted. */
export type CodeKind = 'authenticator' | 'recovery';

/** A code as typed: spaces and dashes dropped, letters lower-cased. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * Two-factor sign-in for staff accounts (TOTP, RFC 6238, with the otpauth library): enrolment
 * confirmed by a first code, 10 single-use recovery codes stored as keyed hashes, each code
 * accepted once (a TOTP step is never accepted twice), and the owner's rule that every account
 * must use it.
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    env: Env,
  ) {
    this.box = new SecretBox(derivedKey(env.JWT_SECRET, 'totp-secret'));
    this.recoveryKey = derivedKey(env.JWT_SECRET, 'recovery-code');
  }

  /** A new secret for the account, kept aside until `enable` confirms a code from it. */
  async setUp(accountId: string): Promise<TwoFactorSetup> {
    const account = await this.account(accountId);
    if (account.twoFactorSecret) throw new ConflictException(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
    const secret = new Secret({ size: 20 });
    await this.dataSource.manager.update(AdminAccount, { id: accountId }, { twoFactorPendingSecret: this.box.seal(secret.base32) });
    const otpauthUrl = totpOf(secret, account.username).toString();
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret: secret.base32, otpauthUrl, qrSvg };
  }

  /** Confirms the set-up with a code from the new secret; answers the recovery codes, shown this once. */
  async enable(accountId: string, code: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const account = await this.account(accountId, manager, true);
      if (account.twoFactorSecret) throw new ConflictException(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      const pending = account.twoFactorPendingSecret ? this.box.open(account.twoFactorPendingSecret) : null;
      if (!pending) throw new ConflictException(ACCOUNT_MESSAGES.twoFactorNotSetUp);
      const step = stepOf(pending, account.username, code);
      if (step === null) throw new BadRequestException(ACCOUNT_MESSAGES.codeWrong);
      await manager.query(
        `UPDATE admin_account
            SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
                two_factor_enabled_at = now(), two_factor_last_step = $2, updated_at = now()
          WHERE id = $1`,
        [accountId, step],
      );
      return this.newRecoveryCodes(accountId, manager);
    });
  }

  /** Turns it off with the password and a current code (or a recovery code). */
  async disable(accountId: string, password: string, code: string): Promise<void> {
    const account = await this.account(accountId);
    if (!account.twoFactorSecret) throw new ConflictException(ACCOUNT_MESSAGES.twoFactorNotOn);
    if (!(await verifyPassword(account.passwordHash, password))) throw new BadRequestException('Password is incorrect');
    if (!(await this.acceptCode(account, code))) throw new BadRequestException(ACCOUNT_MESSAGES.codeWrong);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE admin_account
            SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL,
                two_factor_last_step = NULL, updated_at = now()
          WHERE id = $1`,
        [accountId],
      );
      await manager.query('DELETE FROM admin_recovery_code WHERE account_id = $1', [accountId]);
    });
  }

  /**
   * Checks a code typed at sign-in against an account with two-factor sign-in on, and uses it up:
   * a TOTP of a step newer than the last one accepted, or an unused recovery code. Null when wrong.
   */
  async acceptCode(account: AdminAccount, code: string): Promise<CodeKind | null> {
    const typed = normalised(code);
    if (/^\d{6}$/.test(typed)) {
      const secret = account.twoFactorSecret ? this.box.open(account.twoFactorSecret) : null;
      const step = secret ? stepOf(secret, account.username, typed) : null;
      if (step === null) return null;
      // One statement, so the same code sent twice at once is accepted once.
      const taken = await this.countOf(
        `UPDATE admin_account SET two_factor_last_step = $2
          WHERE id = $1 AND two_factor_secret IS NOT NULL AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)
          RETURNING 1`,
        [account.id, step],
      );
      return taken > 0 ? 'authenticator' : null;
    }
    if (typed.length !== 12) return null;
    const used = await this.countOf(
      `UPDATE admin_recovery_code SET used_at = now()
        WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
      [account.id, keyedHash(this.recoveryKey, typed)],
    );
    return used > 0 ? 'recovery' : null;
  }

  /** How many rows a data-changing statement ending in `RETURNING 1` changed. */
  private async countOf(statement: string, parameters: unknown[]): Promise<number> {
    const rows: { changed: number }[] = await this.dataSource.query(`WITH changed AS (${statement}) SELECT count(*)::int AS changed FROM changed`, parameters);
    return rows[0]?.changed ?? 0;
  }

  /** Recovery codes the account has not used yet. */
  async recoveryCodesLeft(accountId: string): Promise<number> {
    const rows: { left: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS left FROM admin_recovery_code WHERE account_id = $1 AND used_at IS NULL',
      [accountId],
    );
    return rows[0]?.left ?? 0;
  }

  async isRequired(): Promise<boolean> {
    const rows: { two_factor_required: boolean }[] = await this.dataSource.query('SELECT two_factor_required FROM staff_sign_in_policy');
    return rows[0]?.two_factor_required ?? false;
  }

  /** The owner's rule; to require it, the owner's own account must use it first (or they would be asked to enrol at once). */
  async setRequired(ownerId: string, required: boolean): Promise<void> {
    if (required && !(await this.account(ownerId)).twoFactorSecret) throw new ForbiddenException(ACCOUNT_MESSAGES.twoFactorOwnFirst);
    await this.dataSource.query(
      `INSERT INTO staff_sign_in_policy (id, two_factor_required, updated_at) VALUES (true, $1, now())
       ON CONFLICT (id) DO UPDATE SET two_factor_required = EXCLUDED.two_factor_required, updated_at = now()`,
      [required],
    );
  }

  private async newRecoveryCodes(accountId: string, manager: EntityManager): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCode());
    await manager.query('DELETE FROM admin_recovery_code WHERE account_id = $1', [accountId]);
    for (const code of codes) {
      await manager.query('INSERT INTO admin_recovery_code (account_id, code_hash) VALUES ($1, $2)', [accountId, keyedHash(this.recoveryKey, normalised(code))]);
    }
    return [...codes];
  }

  private async account(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<AdminAccount> {
    const account = await manager.findOne(AdminAccount, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!account) throw new BadRequestException('Please sign in to continue.');
    return account;
  }
}

function totpOf(secret: Secret, username: string): TOTP {
  return new TOTP({ issuer: CLINIC_NAME, label: username, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret });
}

/** The time step a code belongs to, or null when it matches none within the window. */
function stepOf(base32: string, username: string, code: string): number | null {
  const typed = normalised(code);
  if (!/^\d{6}$/.test(typed)) return null;
  const now = Date.now();
  const delta = totpOf(Secret.fromBase32(base32), username).validate({ token: typed, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}
