import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { Env } from '../config/env';

/** A session lasts 8 hours at most, however busy (and ends sooner when idle: SESSION_IDLE_MINUTES). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * The staff session cookie. In production it is `__Host-clinic_session`: always `Secure`,
 * `Path=/` and with no Domain, which browsers enforce for the prefix, so neither a plain-HTTP page
 * nor another host under the clinic's domain can set or overwrite it. Elsewhere (`make start` on
 * http://localhost) it is `clinic_admin_session` on the API's path, secure when the request is.
 * Both are httpOnly and SameSite=Strict: never read by scripts, never sent cross-site.
 */
@Injectable()
export class SessionCookie {
  readonly name: string;
  private readonly production: boolean;

  constructor(env: Env) {
    this.production = env.isProduction;
    this.name = this.production ? '__Host-clinic_session' : 'clinic_admin_session';
  }

  read(req: Request): unknown {
    return req.cookies?.[this.name];
  }

  set(req: Request, res: Response, token: string): void {
    res.cookie(this.name, token, { ...this.options(req), maxAge: SESSION_TTL_MS });
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(this.name, this.options(req));
  }

  private options(req: Request): CookieOptions {
    return this.production
      ? { httpOnly: true, sameSite: 'strict', path: '/', secure: true }
      : { httpOnly: true, sameSite: 'strict', path: '/api/api', secure: req.secure };
  }
}
