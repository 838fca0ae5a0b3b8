import { CHOOSE_NEW_PASSWORD_MESSAGE, mayUse, OUTSIDE_ROLE_MESSAGE, SET_UP_TWO_FACTOR_MESSAGE, type StaffArea } from '@aura/contract';
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service';
import { clientAddress } from '../common/client-ip';
import { isCrossSiteRequest } from './cross-site';
import { SessionCookie } from './session-cookie';
import { SessionAdmin, SessionService } from './session.service';
import { ANY_STAFF, BACKGROUND_REQUEST_HEADER, DURING_ACCOUNT_SET_UP, STAFF_AREA } from './staff-access';

export type AdminRequest = Request & { admin?: SessionAdmin };

/**
 * Staff routes, in this order: a valid session cookie of an account that is not disabled, used
 * within SESSION_IDLE_MINUTES, else 401 (a request the person made, not the dashboard's polling,
 * starts the idle clock again); for state-changing methods a same-origin request, else 403; an
 * account still on a one-time password, or without the two-factor sign-in the owner requires, may
 * only set itself up, else 403; and the account's role must cover the route's area (see
 * staff-access.ts), else 403, recorded in the audit log. The session is checked first so no staff
 * route answers anything but 401 to a caller without one.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const admin = await this.sessions.verify(this.cookie.read(req));
    if (!admin) throw new UnauthorizedException('Please sign in to continue.');
    if (isCrossSiteRequest(req)) throw new ForbiddenException('Cross-site requests are not allowed.');
    if (!req.headers[BACKGROUND_REQUEST_HEADER]) await this.sessions.touch(admin.sessionId);
    req.admin = admin;
    const targets = [context.getHandler(), context.getClass()];
    if (!this.reflector.getAllAndOverride<boolean>(DURING_ACCOUNT_SET_UP, targets)) {
      if (admin.mustChangePassword) throw new ForbiddenException(CHOOSE_NEW_PASSWORD_MESSAGE);
      if (admin.mustSetUpTwoFactor) throw new ForbiddenException(SET_UP_TWO_FACTOR_MESSAGE);
    }
    if (this.reflector.getAllAndOverride<boolean>(ANY_STAFF, targets)) return true;
    const area = this.reflector.getAllAndOverride<StaffArea | undefined>(STAFF_AREA, targets);
    if (area ? mayUse(admin.role, area) : admin.role === 'owner') return true;
    await this.audit.recordQuietly({
      actor: { id: admin.id, username: admin.username },
      action: 'access.refused',
      target: `${req.method} ${req.route?.path ?? req.path}`,
      ip: clientAddress(req),
      outcome: 'refused',
    });
    throw new ForbiddenException(OUTSIDE_ROLE_MESSAGE);
  }
}

/** The cross-site rule alone, for the sign-in and sign-out calls that have no session to check. */
@Injectable()
export class CrossSiteGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (isCrossSiteRequest(context.switchToHttp().getRequest<Request>())) {
      throw new ForbiddenException('Cross-site requests are not allowed.');
    }
    return true;
  }
}
