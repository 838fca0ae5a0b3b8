import type { OfferedTime } from '@aura/contract';
import { apiFetch } from '../../../lib/api-client';

/** GET /appointments/open-times: the open times of some days, and the window a patient can book in. */
export interface OpenTimes {
  /** 'IST': the clinic's time zone as patients read it. */
  zoneName: string;
  /** The same zone as the tz database names it ('Asia/Kolkata'). */
  timeZone: string;
  /** How long one appointment is. */
  slotMinutes: number;
  firstDate: string;
  lastDate: string;
  /** The first day asked for, and how many days the answer covers. */
  from: string;
  days: number;
  times: OfferedTime[];
}

/** How many days one request for open times covers. */
export const OPEN_TIMES_DAYS = 14;

/** The clinic's open times for OPEN_TIMES_DAYS days from `from` (today when left out); null when unreachable. */
export async function fetchOpenTimes(from?: string): Promise<OpenTimes | null> {
  try {
    const query = `?days=${OPEN_TIMES_DAYS}${from ? `&from=${from}` : ''}`;
    const result = await apiFetch<Omit<OpenTimes, 'from' | 'days'>>(`/appointments/open-times${query}`);
    if (!result.ok || !result.data || !Array.isArray(result.data.times)) return null;
    const { zoneName, timeZone, slotMinutes, firstDate, lastDate, times } = result.data;
    const start = from && from > firstDate ? from : firstDate;
    return { zoneName, timeZone, slotMinutes, firstDate, lastDate, times, from: start, days: OPEN_TIMES_DAYS };
  } catch {
    return null;
  }
}
