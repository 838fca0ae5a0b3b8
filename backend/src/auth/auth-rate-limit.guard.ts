import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip';
import { RateLimitsService } from '../limits/rate-limits.service';
import { refuseWhenSpent } from '../limits/refuse-when-spent';
import { tooManyAttempts } from './too-many-attempts';

/**
 * Per client address, AUTH_REQUESTS_PER_HOUR (100) sign-in, change-password and change-username
 * requests an hour, counted together in Postgres, so every API process shares the count.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimitsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const verdict = await this.limits.signIn(clientAddress(http.getRequest<Request>()));
    refuseWhenSpent(verdict, http.getResponse<Response>(), () => tooManyAttempts(verdict.retryAfterMs));
    return true;
  }
}
