import type { StaffRole } from '@aura/contract';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { AdminSession } from './admin-session.entity';
import { LoginFailure } from './login-failure.entity';
import { SESSION_TTL_MS } from './session-cookie';

/** What a request made with a valid session knows about its account. */
export interface SessionAdmin {
  id: string;
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
  sessionId: string;
}

interface SessionTokenPayload {
  sub?: unknown;
  jti?: unknown;
  iat?: unknown;
}

/** A session token is a JWT of a few hundred bytes; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 2048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** Failure counters of pairs that have been quiet this long are forgotten. */
const FORGET_FAILURES_AFTER = '24 hours';

/** Issues, checks and revokes admin sessions: a signed JWT whose `jti` names a row in admin_session. */
@Injectable()
export class SessionService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionService.name);
  private cleanUpTimer?: NodeJS.Timeout;

  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
  ) {}

  onModuleInit() {
    this.cleanUpTimer = setInterval(() => {
      this.cleanUp().catch((error: Error) => this.logger.warn(`Session clean-up failed: ${error.message}`));
    }, CLEAN_UP_EVERY_MS);
    this.cleanUpTimer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.cleanUpTimer);
  }

  /** A new session row and its token; `manager` lets a password change issue it in its own transaction. */
  async issue(adminId: string, manager: EntityManager = this.sessions.manager): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await manager.insert(AdminSession, { id, adminId, expiresAt });
    return this.jwt.signAsync({ sub: adminId }, { jwtid: id, expiresIn: SESSION_TTL_MS / 1000 });
  }

  /** The admin behind a token, or null unless signature, expiry, session row and account all agree. */
  async verify(token: unknown): Promise<SessionAdmin | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
    let payload: SessionTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<SessionTokenPayload>(token);
    } catch {
      return null;
    }
    const { sub, jti, iat } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof iat !== 'number') return null;
    if (!UUID.test(sub) || !UUID.test(jti)) return null;
    const rows: { id: string; username: string; role: StaffRole; must_change_password: boolean; sessions_valid_after: Date }[] =
      await this.sessions.query(
        `SELECT a.id, a.username, a.role, a.must_change_password, a.sessions_valid_after
           FROM admin_session s JOIN admin_account a ON a.id = s.admin_id
          WHERE s.id = $1 AND s.admin_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
            AND a.disabled_at IS NULL`,
      [jti, sub],
    );
    const row = rows[0];
    if (!row) return null;
    // `iat` has whole seconds; tokens from earlier in the marker's own second are caught by their revoked rows.
    if (iat < Math.floor(row.sessions_valid_after.getTime() / 1000)) return null;
    return { id: row.id, username: row.username, role: row.role, mustChangePassword: row.must_change_password, sessionId: jti };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAll(adminId: string, manager: EntityManager = this.sessions.manager): Promise<void> {
    await manager.update(AdminSession, { adminId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Deletes expired and revoked sessions and forgets old sign-in failures whose lock has ended. */
  async cleanUp(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    await this.sessions.createQueryBuilder().delete().where('revoked_at IS NOT NULL').execute();
    await this.sessions.manager
      .createQueryBuilder()
      .delete()
      .from(LoginFailure)
      .where(`updated_at < now() - interval '${FORGET_FAILURES_AFTER}'`)
      .andWhere('(locked_until IS NULL OR locked_until < now())')
      .execute();
  }
}
