import { CanActivate, ExecutionContext, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Env } from '../config/env';
import { tooManyAttempts } from './too-many-attempts';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Per client IP, about AUTH_REQUESTS_PER_HOUR (100) sign-in, change-password and change-username requests an hour, all counted
 * together. Its own storage, so other modules' rate limits keep their own settings.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate, OnApplicationShutdown {
  private readonly storage = new ThrottlerStorageService();

  constructor(private readonly env: Env) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = `auth:${req.ip ?? 'unknown'}`;
    const record = await this.storage.increment(key, WINDOW_MS, this.env.AUTH_REQUESTS_PER_HOUR, WINDOW_MS, 'auth');
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
