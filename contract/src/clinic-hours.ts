/**
 * The clinic's week and how it takes appointments, as the admin edits them in Site content: the
 * site prints the hours and the API offers only the times they and the booking rules leave open.
 */

import { isClockTime } from './form-rules.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening and closing time of one day, 24-hour 'HH:MM' in the clinic's time zone. */
export interface DayHours {
  open: string;
  close: string;
}

/** A day's hours, or null when the clinic is closed that day. */
export type WeeklyHours = Record<Weekday, DayHours | null>;

export interface ClinicHoliday {
  /** YYYY-MM-DD in the clinic's time zone. */
  date: string;
  /** What the day is, as the admin reads it: 'Republic Day'. */
  name: string;
}

export interface BookingRules {
  /** Length of one appointment slot in minutes. */
  slotMinutes: number;
  /** Patients one slot holds. */
  capacity: number;
  /** The earliest bookable time is this many hours from now. */
  minNoticeHours: number;
  /** How many days ahead the form offers times (today included). */
  daysAhead: number;
  /** Closed days, oldest first. */
  holidays: ClinicHoliday[];
}

/** '19:00' as people read it: '7:00 PM'. */
export function readableTime(time: string): string {
  if (!isClockTime(time)) throw new Error(`Not a 24-hour time: ${time}`);
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3)} ${hours < 12 ? 'AM' : 'PM'}`;
}
