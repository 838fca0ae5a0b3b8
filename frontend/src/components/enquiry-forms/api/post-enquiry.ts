import { apiFetch, type ApiResult } from '../../../lib/api-client';

/**
 * Posts one enquiry form to the clinic's API. `ok` once the clinic has stored it; not ok when the
 * server refused it (invalid, rate limited) or could not be reached (status 0), so every form has
 * one failure path. The server's answer comes with it for a form that reads it.
 */
export async function postEnquiry(path: string, body: object): Promise<ApiResult<Record<string, unknown>>> {
  try {
    const result = await apiFetch(path, { method: 'POST', json: body });
    return { ...result, ok: result.ok && result.data?.success !== false };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}
