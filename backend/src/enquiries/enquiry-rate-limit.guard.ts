import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Env } from '../config/env';

export const ENQUIRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * At most ENQUIRIES_PER_TEN_MINUTES (20) enquiries per visitor IP in any 10 minutes, counted over all four forms. It keeps its
 * own throttler store so the login's limits, configured elsewhere, never share counters with it.
 * Counters live in this process: with several API instances each counts on its own.
 */
@Injectable()
export class EnquiryRateLimitGuard implements CanActivate {
  constructor(
    private readonly store: ThrottlerStorageService,
    private readonly env: Env,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = `enquiry:${req.ip ?? 'unknown'}`;
    const { isBlocked, timeToBlockExpire } = await this.store.increment(
      key,
      ENQUIRY_WINDOW_MS,
      this.env.ENQUIRIES_PER_TEN_MINUTES,
      0,
      'enquiries',
    );
    if (isBlocked) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, timeToBlockExpire)));
      throw new HttpException('Too many requests. Please try again in a few minutes.', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
