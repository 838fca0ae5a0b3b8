/**
 * The times a patient can book, from the clinic's weekly hours, its closed days and its booking
 * rules (the content the admin edits; their shapes are the contract's clinic-hours.ts).
 * Pure: the caller brings the clock and what is already booked.
 */
import type { BookingRules, Weekday, WeeklyHours } from '@aura/contract';
import { addDays, clinicDate, clinicInstant } from '../common/clinic-time';

/** The weekdays in the order Date.getUTCDay() counts them. */
const BY_DAY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** One bookable time at the clinic. */
export interface OpenTime {
  /** YYYY-MM-DD and HH:MM at the clinic. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

export interface BookingCalendar {
  rules: BookingRules;
  hours: WeeklyHours;
  timeZone: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function weekdayOf(isoDate: string): Weekday {
  return BY_DAY_NUMBER[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];
}

/** Every slot of a day the clinic's hours hold (a closed day or a holiday has none), booked or not. */
export function slotsOn(isoDate: string, { rules, hours, timeZone }: BookingCalendar): OpenTime[] {
  const day = hours[weekdayOf(isoDate)];
  if (!day || rules.holidays.some((holiday) => holiday.date === isoDate)) return [];
  const slots: OpenTime[] = [];
  for (let start = minutesOf(day.open); start + rules.slotMinutes <= minutesOf(day.close); start += rules.slotMinutes) {
    const time = clockOf(start);
    const startsAt = clinicInstant(isoDate, time, timeZone);
    slots.push({ date: isoDate, time, startsAt, endsAt: new Date(startsAt.getTime() + rules.slotMinutes * 60_000) });
  }
  return slots;
}

/** The first and the last day a patient may book now (the clinic's today, and daysAhead − 1 after it). */
export function bookingWindow(calendar: BookingCalendar, now: Date): { first: string; last: string } {
  const first = clinicDate(calendar.timeZone, now);
  return { first, last: addDays(first, calendar.rules.daysAhead - 1) };
}

/** The earliest instant a new appointment may start. */
function earliestStart(rules: BookingRules, now: Date): Date {
  return new Date(now.getTime() + rules.minNoticeHours * 3_600_000);
}

/** Why a date and time cannot be booked whatever else is booked, or null when it is one of the clinic's slots. */
export type ClosedReason = 'closed' | 'too-soon' | 'too-far';

export function whyClosed(isoDate: string, time: string, calendar: BookingCalendar, now: Date): ClosedReason | null {
  const slot = slotsOn(isoDate, calendar).find((entry) => entry.time === time);
  if (!slot) return 'closed';
  if (slot.startsAt < earliestStart(calendar.rules, now)) return 'too-soon';
  if (isoDate > bookingWindow(calendar, now).last) return 'too-far';
  return null;
}

/**
 * The open times from `from` for `days` days (kept inside the booking window): slots not too soon
 * and not full. `held` counts the patients each start (ms since epoch) already holds.
 */
export function openTimes(calendar: BookingCalendar, now: Date, from: string, days: number, held: Map<number, number>): OpenTime[] {
  const window = bookingWindow(calendar, now);
  const start = from < window.first ? window.first : from;
  const earliest = earliestStart(calendar.rules, now);
  const open: OpenTime[] = [];
  for (let date = start, day = 0; day < days && date <= window.last; date = addDays(date, 1), day++) {
    for (const slot of slotsOn(date, calendar)) {
      if (slot.startsAt >= earliest && (held.get(slot.startsAt.getTime()) ?? 0) < calendar.rules.capacity) open.push(slot);
    }
  }
  return open;
}
