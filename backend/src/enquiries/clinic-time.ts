/** Dates and times as the clinic reads them, in its own time zone (CLINIC_TIMEZONE). */

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
  const today = clinicDate(timeZone, now);
  return isoDate < addDays(today, -1) ? 'Choose today or a later date' : null;
}
