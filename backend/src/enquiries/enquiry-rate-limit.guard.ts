import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip';
import { RateLimitsService } from '../limits/rate-limits.service';

/**
 * At most ENQUIRIES_PER_TEN_MINUTES (20) enquiries per visitor address in 10 minutes, counted over
 * all four forms, in Postgres: every API process and restart shares the count.
 */
@Injectable()
export class EnquiryRateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimitsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const verdict = await this.limits.enquiry(clientAddress(http.getRequest<Request>()));
    if (!verdict.allowed) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new HttpException('Too many requests. Please try again in a few minutes.', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
