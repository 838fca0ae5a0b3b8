import type { StaffRole } from '@aura/contract';
import type { StaffSession } from '@aura/contract';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { Env } from '../config/env';
import { AdminSession } from './admin-session.entity';
import { deviceOf } from './device';
import { LoginFailure } from './login-failure.entity';
import { SESSION_TTL_MS } from './session-cookie';

/** What a request made with a valid session knows about its account. */
export interface SessionAdmin {
  id: string;
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
  /** The owner requires two-factor sign-in and this account has not set it up yet. */
  mustSetUpTwoFactor: boolean;
  sessionId: string;
}

/** Where a session was signed in from, as the staff's list of sessions shows it. */
export interface SessionOrigin {
  ip: string;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 400;
/** A session's last-seen time is written at most this often, so a busy dashboard does not write on every call. */
const TOUCH_EVERY = '15 seconds';

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

/** Issues, checks and revokes staff sessions: a signed JWT whose `jti` names a row in admin_session. */
@Injectable()
export class SessionService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionService.name);
  private cleanUpTimer?: NodeJS.Timeout;

  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    private readonly env: Env,
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
  async issue(adminId: string, origin: SessionOrigin, manager: EntityManager = this.sessions.manager): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const userAgent = origin.userAgent ? [...origin.userAgent].slice(0, USER_AGENT_MAX).join('') : null;
    await manager.insert(AdminSession, { id, adminId, expiresAt, ip: origin.ip.slice(0, 64), userAgent });
    return this.jwt.signAsync({ sub: adminId }, { jwtid: id, expiresIn: SESSION_TTL_MS / 1000 });
  }

  /**
   * The account behind a token, or null unless signature, expiry, session row and account all
   * agree, and the session was used within SESSION_IDLE_MINUTES.
   */
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
    const rows: {
      id: string;
      username: string;
      role: StaffRole;
      must_change_password: boolean;
      must_set_up_two_factor: boolean;
      sessions_valid_after: Date;
    }[] = await this.sessions.query(
      `SELECT a.id, a.username, a.role, a.must_change_password, a.sessions_valid_after,
              (a.two_factor_secret IS NULL AND coalesce((SELECT two_factor_required FROM staff_sign_in_policy), false)) AS must_set_up_two_factor
         FROM admin_session s JOIN admin_account a ON a.id = s.admin_id
        WHERE s.id = $1 AND s.admin_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(mins => $3) AND a.disabled_at IS NULL`,
      [jti, sub, this.env.SESSION_IDLE_MINUTES],
    );
    const row = rows[0];
    if (!row) return null;
    // `iat` has whole seconds; tokens from earlier in the marker's own second are caught by their revoked rows.
    if (iat < Math.floor(row.sessions_valid_after.getTime() / 1000)) return null;
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      mustChangePassword: row.must_change_password,
      mustSetUpTwoFactor: row.must_set_up_two_factor,
      sessionId: jti,
    };
  }

  /** A request the person made: the session's idle clock starts again. */
  async touch(sessionId: string): Promise<void> {
    await this.sessions.query(
      `UPDATE admin_session SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - interval '${TOUCH_EVERY}'`,
      [sessionId],
    );
  }

  /** The account's sessions still open, the most recently used first. */
  async listOpen(adminId: string, currentId: string): Promise<StaffSession[]> {
    const rows = await this.sessions
      .createQueryBuilder('s')
      .where('s.admin_id = :adminId AND s.revoked_at IS NULL AND s.expires_at > now()', { adminId })
      .andWhere('s.last_seen_at > now() - make_interval(mins => :idle)', { idle: this.env.SESSION_IDLE_MINUTES })
      .orderBy('s.last_seen_at', 'DESC')
      .getMany();
    return rows.map((row) => ({
      id: row.id,
      current: row.id === currentId,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      device: deviceOf(row.userAgent),
    }));
  }

  /** Ends one of the account's own sessions; false when it has none open by that id. */
  async revokeOwn(adminId: string, sessionId: string): Promise<boolean> {
    const result = await this.sessions.update({ id: sessionId, adminId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of the account; answers how many were open. */
  async revokeAll(adminId: string, manager: EntityManager = this.sessions.manager): Promise<number> {
    const result = await manager.update(AdminSession, { adminId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
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
