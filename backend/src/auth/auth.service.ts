import { ACCOUNT_MESSAGES } from '@aura/contract';
import { ConflictException, BadRequestException, Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Env } from '../config/env';
import { RateLimitsService } from '../limits/rate-limits.service';
import { AdminAccount } from './admin-account.entity';
import { LoginLockoutService, usernameKeyOf } from './login-lockout.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { SessionOrigin, SessionService } from './session.service';
import { tooManyAttempts } from './too-many-attempts';
import { TwoFactorService } from './two-factor.service';

/** What the sign-in form sends besides the username and password. */
export interface SignInAttempt {
  /** With two-factor sign-in on: the authenticator's current code, or an unused recovery code. */
  code?: string;
  origin: SessionOrigin;
}

/** A right password for an account with two-factor sign-in on, without a right code: 401, and no cookie. */
function codeRefused(message: string): UnauthorizedException {
  return new UnauthorizedException({ message, twoFactorRequired: true });
}

/** Sign-in and a staff member's own account: password and username changes end every older session. */
@Injectable()
export class AuthService implements OnModuleInit {
  /** Checked for unknown usernames so a wrong name costs the same time as a wrong password. */
  private dummyHash: Promise<string>;

  constructor(
    @InjectRepository(AdminAccount) private readonly accounts: Repository<AdminAccount>,
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly lockout: LoginLockoutService,
    private readonly limits: RateLimitsService,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
    private readonly env: Env,
  ) {}

  onModuleInit() {
    this.dummyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  /**
   * A session token for the account, or 401 / 429; each attempt goes in the audit log (a failed
   * one with the username tried). An account with two-factor sign-in on needs a right code as
   * well: without one the answer is 401 `twoFactorRequired`, and a wrong one counts as a failed
   * attempt toward the lockout, as a wrong password does.
   */
  async login(username: string, password: string, { code, origin }: SignInAttempt): Promise<string> {
    const clientIp = origin.ip;
    const usernameKey = usernameKeyOf(username);
    const attempt = (outcome: 'failure' | 'refused', id?: string, target?: string) =>
      this.audit.recordQuietly({ actor: { id, username }, action: 'sign-in', target, ip: clientIp, outcome });
    const failed = (id?: string, target?: string) =>
      Promise.all([this.lockout.recordFailure(usernameKey, clientIp), this.limits.recordAccountFailure(usernameKey), attempt('failure', id, target)]);
    const lockedMs = await this.lockout.claimAttempt(usernameKey, clientIp);
    if (lockedMs > 0) {
      await attempt('refused');
      throw tooManyAttempts(lockedMs);
    }
    // Many addresses failing for one username: every check waits, none is refused.
    if ((await this.limits.accountFailureCount(usernameKey)) >= this.env.SIGN_IN_SLOWDOWN_AFTER) {
      await sleep(this.env.SIGN_IN_SLOWDOWN_MS);
    }

    const account = await this.findByUsername(username);
    const passwordMatches = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyPassword(await this.dummyHash, password).then(() => false);
    if (!account || !passwordMatches) {
      await failed();
      throw new UnauthorizedException(ACCOUNT_MESSAGES.invalidSignIn);
    }
    // Only someone who knows the password learns that the account is disabled.
    if (account.disabledAt) {
      await this.lockout.forget(usernameKey, clientIp);
      await attempt('refused', account.id);
      throw new UnauthorizedException(ACCOUNT_MESSAGES.accountDisabled);
    }
    const actor = { id: account.id, username: account.username };
    let signedInWith: string | undefined;
    if (account.twoFactorSecret) {
      // The attempt stays counted until the code is right, so codes cannot be guessed past the lockout.
      if (!code?.trim()) {
        await this.audit.recordQuietly({ actor, action: 'sign-in.code-asked', ip: clientIp });
        throw codeRefused(ACCOUNT_MESSAGES.codeNeeded);
      }
      const kind = await this.twoFactor.acceptCode(account, code);
      if (!kind) {
        await failed(account.id, 'two-factor code');
        throw codeRefused(ACCOUNT_MESSAGES.codeWrong);
      }
      signedInWith = kind === 'recovery' ? 'with a recovery code' : 'with an authenticator code';
    }
    await this.lockout.forget(usernameKey, clientIp);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(AdminAccount, { id: account.id }, { lastSignInAt: new Date() });
      await this.audit.record({ actor, action: 'sign-in', target: signedInWith, ip: clientIp }, manager);
      return this.sessions.issue(account.id, origin, manager);
    });
  }

  async profile(adminId: string): Promise<AdminAccount> {
    const account = await this.accounts.findOneBy({ id: adminId });
    if (!account) throw new UnauthorizedException('Please sign in to continue.');
    return account;
  }

  /** Returns the token of a fresh session for the admin who made the change. */
  async changePassword(adminId: string, currentPassword: string, newPassword: string, origin: SessionOrigin): Promise<string> {
    const account = await this.profile(adminId);
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw new BadRequestException('Current password is incorrect');
    }
    const passwordHash = await hashPassword(newPassword);
    return this.updateAndRestartSessions(adminId, { passwordHash, mustChangePassword: false }, origin);
  }

  /** Returns the saved username and the token of a fresh session. */
  async changeUsername(adminId: string, password: string, newUsername: string, origin: SessionOrigin): Promise<{ username: string; token: string }> {
    const account = await this.profile(adminId);
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new BadRequestException('Password is incorrect');
    }
    const holder = await this.findByUsername(newUsername);
    if (holder && holder.id !== adminId) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
    try {
      const token = await this.updateAndRestartSessions(adminId, { username: newUsername }, origin);
      return { username: newUsername, token };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
      throw error;
    }
  }

  findByUsername(username: string): Promise<AdminAccount | null> {
    return this.accounts
      .createQueryBuilder('account')
      .where('lower(account.username) = lower(:username)', { username })
      .getOne();
  }

  private async updateAndRestartSessions(adminId: string, change: Partial<AdminAccount>, origin: SessionOrigin): Promise<string> {
    const sessionsValidAfter = new Date();
    return this.dataSource.transaction(async (manager) => {
      await manager.update(AdminAccount, { id: adminId }, { ...change, sessionsValidAfter });
      await this.sessions.revokeAll(adminId, manager);
      return this.sessions.issue(adminId, origin, manager);
    });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
}
