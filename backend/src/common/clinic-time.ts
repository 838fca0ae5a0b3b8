/** Dates and times as the clinic reads them, in its own time zone (CLINIC_TIMEZONE). */
import { pastDateProblem } from '@aura/contract';

function partsIn(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The calendar date (YYYY-MM-DD) at the clinic at that instant. */
export function clinicDate(timeZone: string, at: Date = new Date()): string {
  return partsIn(timeZone, at).date;
}

/** "YYYY-MM-DD HH:MM" at the clinic, for people reading an export. */
export function clinicDateTime(timeZone: string, at: Date): string {
  const { date, time } = partsIn(timeZone, at);
  return `${date} ${time}`;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Why an appointment date is refused, or null: the form refuses a date before today. Visitors
 * abroad may still be on yesterday's date, so one day before the clinic's today is accepted. No
 * upper bound: the form has none, and a date far ahead harms nobody (the 4-digit year bounds it).
 */
export function appointmentDateProblem(isoDate: string, timeZone: string, now: Date = new Date()): string | null {
  return pastDateProblem(isoDate, addDays(clinicDate(timeZone, now), -1));
}

/** How far the zone's clock is ahead of UTC at that instant, in ms (IST: 5.5 h). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const { date, time } = partsIn(timeZone, at);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant a clock at the clinic shows `time` on `date` (YYYY-MM-DD, HH:MM). */
export function clinicInstant(isoDate: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${isoDate}T${time}:00Z`);
  const first = wall - zoneOffsetMs(timeZone, new Date(wall));
  // Across a change of offset the first guess lands on the other side; the second one is right.
  return new Date(wall - zoneOffsetMs(timeZone, new Date(first)));
}

/** "HH:MM" at the clinic at that instant. */
export function clinicTime(timeZone: string, at: Date): string {
  return partsIn(timeZone, at).time;
}
