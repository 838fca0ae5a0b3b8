import { API_BASE } from '../config/site';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  data: (T & { success?: boolean; message?: string }) | null;
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data. */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one way the site talks to the clinic's API (same origin, session cookie included).
 * Network failures reject; HTTP errors resolve with ok=false so callers can show the server's message.
 */
export async function apiFetch<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  let data: ApiResult<T>['data'] = null;
  if (response.headers.get('content-type')?.includes('application/json')) {
    data = await response.json().catch(() => null);
  }
  return { ok: response.ok, status: response.status, data };
}
