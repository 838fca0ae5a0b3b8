import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { isCrossSiteRequest } from './cross-site';
import { SESSION_COOKIE } from './session-cookie';
import { SessionAdmin, SessionService } from './session.service';

export type AdminRequest = Request & { admin?: SessionAdmin };

/**
 * Admin routes: a valid session cookie, else 401; for state-changing methods also a same-origin
 * request, else 403. The session is checked first so no admin route answers anything but 401 to a
 * caller without one.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const admin = await this.sessions.verify(req.cookies?.[SESSION_COOKIE]);
    if (!admin) throw new UnauthorizedException('Please sign in to continue.');
    if (isCrossSiteRequest(req)) throw new ForbiddenException('Cross-site requests are not allowed.');
    req.admin = admin;
    return true;
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
