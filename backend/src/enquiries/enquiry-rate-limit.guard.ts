import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip';
import { RateLimitsService, type LimitVerdict } from '../limits/rate-limits.service';
import { withoutBotCheck } from '../common/plain-form';

/**
 * At most ENQUIRIES_PER_TEN_MINUTES (20) enquiries per visitor address in 10 minutes, counted over
 * all the visitor forms, in Postgres: every API process and restart shares the count. One sent as a plain
 * form without the bot check counts as well toward ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR (6).
 */
@Injectable()
export class EnquiryRateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimitsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const address = clientAddress(req);
    refuseWhenSpent(await this.limits.enquiry(address), http.getResponse<Response>());
    if (withoutBotCheck(req)) refuseWhenSpent(await this.limits.enquiryWithoutScripts(address), http.getResponse<Response>());
    return true;
  }
}

function refuseWhenSpent(verdict: LimitVerdict, res: Response) {
  if (verdict.allowed) return;
  res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
  throw new HttpException('Too many requests. Please try again in a few minutes.', HttpStatus.TOO_MANY_REQUESTS);
}
