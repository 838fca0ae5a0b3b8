import type { AgendaAppointment, ClinicAction } from '@aura/contract';
import type { AgendaClinic } from '../appointment';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const agendaMessages = {
  loadFailed: 'Could not load the agenda',
  changeFailed: 'Could not change the appointment',
};

export type Agenda = { ok: true; items: AgendaAppointment[]; clinic: AgendaClinic } | { ok: false; message: string };

/** The appointments of `days` days from `from` (YYYY-MM-DD at the clinic), soonest first; 'waiting': every request still to answer. */
export async function getAgenda(from: string, days: number | 'waiting', signal?: AbortSignal): Promise<Agenda> {
  try {
    const query = days === 'waiting' ? 'show=waiting' : `from=${from}&days=${days}`;
    const result = await adminFetch<{ items?: unknown; clinic?: AgendaClinic }>(`/admin/appointments?${query}`, { signal });
    if (succeeded(result) && Array.isArray(result.data?.items) && result.data.clinic) {
      return { ok: true, items: result.data.items as AgendaAppointment[], clinic: result.data.clinic };
    }
    return { ok: false, message: messageOf(result, agendaMessages.loadFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: agendaMessages.loadFailed };
  }
}

/** Confirms, proposes another time (date and time), declines, cancels or marks the visit. */
export async function changeAppointment(
  id: string,
  action: ClinicAction,
  change: { date?: string; time?: string; note?: string } = {},
): Promise<{ ok: true; item: AgendaAppointment } | { ok: false; message: string }> {
  try {
    const result = await adminFetch<{ item?: AgendaAppointment }>(`/admin/appointments/${encodeURIComponent(id)}/${action}`, { method: 'POST', json: change });
    if (succeeded(result) && result.data?.item) return { ok: true, item: result.data.item };
    return { ok: false, message: messageOf(result, agendaMessages.changeFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: agendaMessages.changeFailed };
  }
}
