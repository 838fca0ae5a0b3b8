import { CanActivate, ExecutionContext, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { tooManyAttempts } from './too-many-attempts';

const WINDOW_MS = 60 * 60 * 1000;
export const AUTH_REQUESTS_PER_HOUR = 100;

/**
 * Per client IP, about 100 sign-in, change-password and change-username requests an hour, all counted
 * together. Its own storage, so other modules' rate limits keep their own settings.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate, OnApplicationShutdown {
  private readonly storage = new ThrottlerStorageService();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = `auth:${req.ip ?? 'unknown'}`;
    const record = await this.storage.increment(key, WINDOW_MS, AUTH_REQUESTS_PER_HOUR, WINDOW_MS, 'auth');
    if (record.isBlocked) {
      http.getResponse<Response>().setHeader('Retry-After', String(record.timeToBlockExpire));
      throw tooManyAttempts(record.timeToBlockExpire * 1000);
    }
    return true;
  }

  onApplicationShutdown() {
    this.storage.onApplicationShutdown();
  }
}
