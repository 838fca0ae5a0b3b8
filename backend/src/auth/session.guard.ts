import { CHOOSE_NEW_PASSWORD_MESSAGE, mayUse, OUTSIDE_ROLE_MESSAGE, type StaffArea } from '@aura/contract';
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuditService } from '../audit/audit.service';
import { clientAddress } from '../common/client-ip';
import { isCrossSiteRequest } from './cross-site';
import { SESSION_COOKIE } from './session-cookie';
import { SessionAdmin, SessionService } from './session.service';
import { ANY_STAFF, STAFF_AREA, WITH_ONE_TIME_PASSWORD } from './staff-access';

export type AdminRequest = Request & { admin?: SessionAdmin };

/**
 * Staff routes, in this order: a valid session cookie of an account that is not disabled, else
 * 401; for state-changing methods a same-origin request, else 403; an account still on a one-time
 * password may only choose its own, else 403; and the account's role must cover the route's area
 * (see staff-access.ts), else 403, recorded in the audit log. The session is checked first so no
 * staff route answers anything but 401 to a caller without one.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const admin = await this.sessions.verify(req.cookies?.[SESSION_COOKIE]);
    if (!admin) throw new UnauthorizedException('Please sign in to continue.');
    if (isCrossSiteRequest(req)) throw new ForbiddenException('Cross-site requests are not allowed.');
    req.admin = admin;
    const targets = [context.getHandler(), context.getClass()];
    if (admin.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(WITH_ONE_TIME_PASSWORD, targets)) {
      throw new ForbiddenException(CHOOSE_NEW_PASSWORD_MESSAGE);
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
