import { apiFetch, type ApiResult } from '../../../lib/api-client';

/** Sent with every visitor form so the clinic can tell people from bots and prove consent. */
export interface EnquiryExtras {
  /** The hidden honeypot field: people leave it empty. */
  website: string;
  /** When the form was first shown (epoch ms), or null before that was recorded. */
  startedAt: number | null;
  /** Version of the privacy notice shown under the form. */
  consentNotice: string;
  /** The answer to the bot check (bot-check.ts), when it was solved in time. */
  botCheck?: string;
}

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
