import type { NextFunction, Request, Response } from 'express';

/** Turns body-parser failures (malformed JSON, too large) into the API's JSON error shape. */
export function bodyErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (!status || status < 400 || status >= 500) return next(error);
  const type = (error as { type?: string }).type;
  const message =
    type === 'entity.too.large'
      ? 'Request body is too large'
      : type === 'entity.parse.failed'
        ? 'Request body is not valid JSON'
        : 'Invalid request body';
  res.status(status).json({ success: false, message });
}
