import { useCallback, useEffect, useState } from 'react';
import type { OfferedTime } from '@aura/contract';
import { fetchOpenTimes, type OpenTimes } from './api/open-times';

/** When the clinic's times are told: their zone and how long one appointment is. */
export interface AppointmentTiming {
  /** As the tz database names it: 'Asia/Kolkata'. */
  timeZone: string;
  /** As patients read it: 'IST'. */
  zoneName: string;
  slotMinutes: number;
}

/** The clinic's own zone and its built-in slot length, until the API has told them. */
const CLINIC_TIMING: AppointmentTiming = { timeZone: 'Asia/Kolkata', zoneName: 'IST', slotMinutes: 30 };

/** A YYYY-MM-DD date moved by whole days. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether an answer tells the open times of `date` (or, with no date chosen, the days from today). */
function covers(answer: OpenTimes, date: string): boolean {
  if (!date || date < answer.firstDate || date > answer.lastDate) return true;
  return date >= answer.from && date < addDays(answer.from, answer.days);
}

function timingOf({ timeZone, zoneName, slotMinutes }: OpenTimes): AppointmentTiming {
  return {
    timeZone: typeof timeZone === 'string' && timeZone ? timeZone : CLINIC_TIMING.timeZone,
    zoneName: typeof zoneName === 'string' && zoneName ? zoneName : CLINIC_TIMING.zoneName,
    slotMinutes: Number.isInteger(slotMinutes) && slotMinutes > 0 ? slotMinutes : CLINIC_TIMING.slotMinutes,
  };
}

/**
 * The clinic's open times while the form is shown: fetched when it opens (the next two weeks) and
 * again when the visitor picks a day past what is known. `refresh` forgets them, after a time was
 * taken meanwhile.
 */
export function useOpenTimes(active: boolean, date: string) {
  const [answer, setAnswer] = useState<OpenTimes | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const wanted = !active || (answer && covers(answer, date)) ? null : date;
  useEffect(() => {
    if (wanted === null || failedFor === wanted) return;
    let current = true;
    void fetchOpenTimes(wanted || undefined).then((result) => {
      if (!current) return;
      if (result) setAnswer(result);
      else setFailedFor(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted, failedFor]);

  const refresh = useCallback(() => {
    setAnswer(null);
    setFailedFor(null);
  }, []);
  const known = answer !== null && covers(answer, date);
  return {
    loading: wanted !== null && failedFor !== wanted,
    failed: wanted !== null && failedFor === wanted,
    zoneName: answer?.zoneName ?? CLINIC_TIMING.zoneName,
    /** The zone and slot length the API told with the open times. */
    timing: answer ? timingOf(answer) : CLINIC_TIMING,
    lastDate: answer?.lastDate,
    /** The open times of the chosen day (HH:MM), once known. */
    times: known && date ? answer.times.filter((entry) => entry.date === date).map((entry) => entry.time) : [],
    /** Whether the chosen day's open times are known. */
    known: known && Boolean(date),
    /** The first open times after the chosen day. */
    nextAfter: (count: number): OfferedTime[] => (answer ? answer.times.filter((entry) => entry.date > date).slice(0, count) : []),
    refresh,
    retry: () => setFailedFor(null),
  };
}
