import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip';
import { RateLimitsService } from '../limits/rate-limits.service';
import { refuseWhenSpent } from '../limits/refuse-when-spent';
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
    refuseWhenSpent(await this.limits.enquiry(address), http.getResponse<Response>(), tooManyEnquiries);
    if (withoutBotCheck(req)) refuseWhenSpent(await this.limits.enquiryWithoutScripts(address), http.getResponse<Response>(), tooManyEnquiries);
    return true;
  }
}

const tooManyEnquiries = () => new HttpException('Too many requests. Please try again in a few minutes.', HttpStatus.TOO_MANY_REQUESTS);
