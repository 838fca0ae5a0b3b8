import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'clinic_admin_session';
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** The cookie only travels to the API (Path=/api/api), never to scripts, never cross-site. */
export function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/api', secure: req.secure, maxAge: SESSION_TTL_MS };
}

export function clearedSessionCookieOptions(req: Request): CookieOptions {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(req);
  return options;
}
