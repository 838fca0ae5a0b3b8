import { apiFetch, type ApiResult } from '../../../lib/api-client';
import { forgetSignIn } from '../admin-session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Thrown after a 401: the session-ended handler has already told the admin and moved on. */
export class SessionEndedError extends Error {
  constructor() {
    super(SESSION_ENDED_MESSAGE);
    this.name = 'SessionEndedError';
  }
}

type SessionEndedHandler = () => void;
const handlers = new Set<SessionEndedHandler>();

/** Called when the server answers 401 (expired, revoked or missing session). Returns the unsubscribe. */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

type AdminFetchOptions = Parameters<typeof apiFetch>[1] & {
  /** A call the dashboard makes by itself (polling): it does not keep the session from ending when idle. */
  background?: boolean;
};

/**
 * An admin call. A 401 ends the session in the browser too: the handlers run and the call throws
 * SessionEndedError, so callers only deal with answers from a signed-in session. Network failures reject.
 */
export async function adminFetch<T = Record<string, unknown>>(path: string, options: AdminFetchOptions = {}): Promise<ApiResult<T>> {
  const { background, ...rest } = options;
  const result = await apiFetch<T>(path, background ? { ...rest, headers: { ...rest.headers, 'X-Clinic-Background': 'poll' } } : rest);
  if (result.status === 401) {
    forgetSignIn();
    handlers.forEach((handler) => handler());
    throw new SessionEndedError();
  }
  return result;
}

/** The server's own words for a failure, else the fallback. */
export function messageOf(result: Pick<ApiResult<unknown>, 'data'> | null, fallback: string): string {
  const message: unknown = result?.data?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

/** True when the call worked and the server did not say otherwise. */
export const succeeded = (result: ApiResult<unknown>) => result.ok && result.data?.success !== false;

/** For a dashboard call's catch: a session that ended is already handled (sign-in page); anything else is rethrown. */
export function rethrowUnlessSessionEnded(error: unknown): void {
  if (!(error instanceof SessionEndedError)) throw error;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An admin call whose answer is read into a value: the value, or the server's own words for a
 * refusal (else the fallback). A 401 still throws SessionEndedError.
 */
export async function adminCall<T>(
  path: string,
  fallback: string,
  read: (data: Record<string, unknown>) => T | undefined,
  options?: AdminFetchOptions,
): Promise<Outcome<T>> {
  try {
    const result = await adminFetch<Record<string, unknown>>(path, options);
    const value = result.data ? read(result.data) : undefined;
    if (succeeded(result) && value !== undefined) return { ok: true, value };
    return { ok: false, message: messageOf(result, fallback) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: fallback };
  }
}
