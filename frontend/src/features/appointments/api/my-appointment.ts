import type { PatientAction, PatientAppointment } from '@aura/contract';
import { apiFetch } from '../../../lib/api-client';

export type MyAppointmentAnswer = { ok: true; item: PatientAppointment } | { ok: false; message: string };

export const myAppointmentMessages = {
  unreachable: 'Your appointment could not be loaded. Check your connection and try again.',
  changeFailed: 'That did not work. Please try again, or call the clinic.',
};

async function answerOf(call: Promise<Awaited<ReturnType<typeof apiFetch<{ item?: PatientAppointment }>>>>, fallback: string): Promise<MyAppointmentAnswer> {
  try {
    const result = await call;
    if (result.ok && result.data?.item) return { ok: true, item: result.data.item };
    return { ok: false, message: typeof result.data?.message === 'string' ? result.data.message : fallback };
  } catch {
    return { ok: false, message: fallback };
  }
}

/** The token goes in a header, never in the address: no access log keeps it. */
export function loadMyAppointment(token: string): Promise<MyAppointmentAnswer> {
  return answerOf(apiFetch<{ item?: PatientAppointment }>('/appointments/mine', { headers: { Authorization: `Bearer ${token}` } }), myAppointmentMessages.unreachable);
}

export function changeMyAppointment(token: string, action: PatientAction, note?: string): Promise<MyAppointmentAnswer> {
  return answerOf(
    apiFetch<{ item?: PatientAppointment }>('/appointments/mine', { method: 'POST', json: { token, action, ...(note ? { note } : {}) } }),
    myAppointmentMessages.changeFailed,
  );
}
