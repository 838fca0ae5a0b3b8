import type { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import type { LimitVerdict } from './rate-limits.service';

/**
 * A limit that is spent refuses the request: Retry-After says in how many seconds to try again,
 * and `refusal` is the answer in words (429). A verdict that allows it does nothing.
 */
export function refuseWhenSpent(verdict: LimitVerdict, res: Response, refusal: () => HttpException): void {
  if (verdict.allowed) return;
  res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
  throw refusal();
}
