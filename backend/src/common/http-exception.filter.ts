import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';

/**
 * Postgres data exceptions only a value in a request can cause (too long, NUL or another
 * character the encoding lacks, malformed input). The validation rules should refuse such a value
 * first; should one slip past, the visitor gets a 400, and the log still shows the gap.
 */
const REQUEST_DATA_ERRORS = new Set(['22001', '22021', '22P02', '22P05', '22007', '22008', '22003']);

/** Every error leaves the API as `{ success: false, message }`; unexpected ones are logged, never leaked. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpException');

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      res.status(status).json({ success: false, message: messageOf(body, exception.message), ...extrasOf(body) });
      return;
    }
    if (isRequestDataError(exception)) {
      this.logger.warn(`A request value the validation let through was refused by Postgres: ${exception.stack}`);
      res.status(HttpStatus.BAD_REQUEST).json({ success: false, message: 'A value in the request could not be stored' });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ success: false, message: 'Something went wrong. Please try again.' });
  }
}

function isRequestDataError(exception: unknown): exception is QueryFailedError {
  if (!(exception instanceof QueryFailedError)) return false;
  const code = (exception.driverError as { code?: string } | undefined)?.code;
  return code !== undefined && REQUEST_DATA_ERRORS.has(code);
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (Array.isArray(message)) return String(message[0] ?? fallback);
    if (typeof message === 'string') return message;
  }
  return fallback;
}

/** Keeps deliberate extra fields (e.g. `errors` per field) but not Nest's internal `error`/`statusCode`. */
function extrasOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const { message: _message, error: _error, statusCode: _statusCode, success: _success, ...rest } = body as Record<
    string,
    unknown
  >;
  return rest;
}
