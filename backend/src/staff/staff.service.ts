import { ACCOUNT_MESSAGES, type StaffMember, type StaffRole } from '@aura/contract';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { AdminAccount } from '../auth/admin-account.entity';
import { isUniqueViolation } from '../auth/auth.service';
import { resetPassword, type PasswordReset, type ResetBy } from '../auth/reset-password';
import { hashPassword } from '../auth/password-hasher';
import { SessionService } from '../auth/session.service';

export const LAST_OWNER_MESSAGE = 'The clinic needs at least one owner who can sign in: add or enable another owner first.';
export const STAFF_NOT_FOUND = 'Staff account not found';

export function staffMemberOf(account: AdminAccount): StaffMember {
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    twoFactor: account.twoFactorSecret !== null,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    disabled: account.disabledAt !== null,
  };
}

/**
 * The owner's staff page: accounts added, their roles changed, disabled and removed. The clinic
 * always keeps one owner who can sign in; a disabled or removed account's sessions end at once.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {}

  async list(): Promise<StaffMember[]> {
    const accounts = await this.dataSource.getRepository(AdminAccount).find({ order: { createdAt: 'ASC' } });
    return accounts.map(staffMemberOf);
  }

  async add(username: string, role: StaffRole, password: string): Promise<StaffMember> {
    const passwordHash = await hashPassword(password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const taken = await manager
          .createQueryBuilder(AdminAccount, 'account')
          .where('lower(account.username) = lower(:username)', { username })
          .getExists();
        if (taken) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
        const account = manager.create(AdminAccount, { username, role, passwordHash, sessionsValidAfter: new Date() });
        return staffMemberOf(await manager.save(account));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(ACCOUNT_MESSAGES.usernameTaken);
      throw error;
    }
  }

  async change(id: string, change: { role?: StaffRole; disabled?: boolean }): Promise<StaffMember> {
    return this.withOwnersLocked(async (manager) => {
      const account = await this.find(manager, id);
      if (change.role !== undefined) account.role = change.role;
      if (change.disabled === true && !account.disabledAt) account.disabledAt = new Date();
      if (change.disabled === false) account.disabledAt = null;
      await this.keepAnOwner(manager, account);
      await manager.update(AdminAccount, { id }, { role: account.role, disabledAt: account.disabledAt });
      if (account.disabledAt) await this.sessions.revokeAll(id, manager);
      return staffMemberOf(account);
    });
  }

  /** Signs a staff member out everywhere at once; answers their username for the audit log. */
  async endSessions(id: string): Promise<{ username: string; ended: number }> {
    const account = await this.find(this.dataSource.manager, id);
    return { username: account.username, ended: await this.sessions.revokeAll(id) };
  }

  /** Removes the account (its sessions with it); answers its username for the audit log. */
  async remove(id: string): Promise<string> {
    return this.withOwnersLocked(async (manager) => {
      const account = await this.find(manager, id);
      await this.keepAnOwner(manager, { ...account, disabledAt: new Date() });
      await manager.delete(AdminAccount, { id });
      return account.username;
    });
  }

  /** A one-time password for a staff member who forgot theirs (the owner gives it to them in person). */
  async resetPassword(id: string, by: ResetBy): Promise<PasswordReset> {
    return this.dataSource.transaction(async (manager) => {
      const account = await this.find(manager, id);
      const runner = manager.queryRunner!;
      const query = async (sql: string, params: unknown[]) => {
        const result = await runner.query(sql, params, true);
        return { rows: result.records as Record<string, unknown>[], rowCount: result.affected ?? null };
      };
      const reset = await resetPassword(query, account.username, by);
      if (!reset) throw new NotFoundException(STAFF_NOT_FOUND);
      return reset;
    });
  }

  private async find(manager: EntityManager, id: string): Promise<AdminAccount> {
    const account = await manager.findOneBy(AdminAccount, { id });
    if (!account) throw new NotFoundException(STAFF_NOT_FOUND);
    return account;
  }

  /** Refuses a change that would leave no enabled owner (`changed` is the account as it would be). */
  private async keepAnOwner(manager: EntityManager, changed: Pick<AdminAccount, 'id' | 'role' | 'disabledAt'>): Promise<void> {
    if (changed.role === 'owner' && !changed.disabledAt) return;
    const others = await manager.countBy(AdminAccount, { role: 'owner', disabledAt: IsNull(), id: Not(changed.id) });
    if (others === 0) throw new ConflictException(LAST_OWNER_MESSAGE);
  }

  /** Changes to owners one at a time, so two owners demoting each other at once cannot leave none. */
  private withOwnersLocked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinic:staff-owners'))`);
      return work(manager);
    });
  }
}
