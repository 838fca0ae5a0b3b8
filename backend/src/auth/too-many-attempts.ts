import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 in plain words, rounded up to whole minutes. */
export function tooManyAttempts(waitMs: number): HttpException {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpException(
    `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
