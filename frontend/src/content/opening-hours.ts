/**
 * The clinic's opening hours as data: per weekday an opening and a closing time, or closed. Every
 * reading of the hours on the site (top bar, footer, contact page, structured data) is derived
 * from it, and appointments book against it.
 */

import { isClockTime, readableTime, WEEKDAYS, type DayHours, type Weekday, type WeeklyHours } from '@aura/contract';

export { readableTime };

const DAY_NAMES: Record<Weekday, { short: string; schemaOrg: string }> = {
  mon: { short: 'Mon', schemaOrg: 'Mo' },
  tue: { short: 'Tue', schemaOrg: 'Tu' },
  wed: { short: 'Wed', schemaOrg: 'We' },
  thu: { short: 'Thu', schemaOrg: 'Th' },
  fri: { short: 'Fri', schemaOrg: 'Fr' },
  sat: { short: 'Sat', schemaOrg: 'Sa' },
  sun: { short: 'Sun', schemaOrg: 'Su' },
};

/** Runs of consecutive days (Monday first) with the same hours, closed days left out. */
export function hourRuns(week: WeeklyHours): Array<{ first: Weekday; last: Weekday; hours: DayHours }> {
  const runs: Array<{ first: Weekday; last: Weekday; hours: DayHours }> = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    const previous = runs.at(-1);
    const yesterday = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (!hours) continue;
    if (previous && previous.last === yesterday && previous.hours.open === hours.open && previous.hours.close === hours.close) {
      previous.last = day;
    } else {
      runs.push({ first: day, last: day, hours });
    }
  }
  return runs;
}

const dayRange = (first: Weekday, last: Weekday, names: 'short' | 'schemaOrg', joiner: string) =>
  first === last ? DAY_NAMES[first][names] : `${DAY_NAMES[first][names]}${joiner}${DAY_NAMES[last][names]}`;

/** 'Mon–Sat: 10:00 AM – 7:00 PM', one line per run of days. */
export function hoursLines(week: WeeklyHours): string[] {
  return hourRuns(week).map(
    ({ first, last, hours }) => `${dayRange(first, last, 'short', '–')}: ${readableTime(hours.open)} – ${readableTime(hours.close)}`,
  );
}

/** Every run on one line: 'Mon–Sat 10:00 AM – 7:00 PM, Sun 10:00 AM – 1:00 PM'. */
export function hoursOneLine(week: WeeklyHours): string {
  return hoursLines(week)
    .map((line) => line.replace(': ', ' '))
    .join(', ');
}

/** schema.org openingHours values: 'Mo-Sa 10:00-19:00'. */
export function hoursSchemaOrg(week: WeeklyHours): string[] {
  return hourRuns(week).map(({ first, last, hours }) => `${dayRange(first, last, 'schemaOrg', '-')} ${hours.open}-${hours.close}`);
}

/** Why a week of hours cannot be used, or null: times must be 'HH:MM' and close after opening. */
export function weeklyHoursProblem(week: WeeklyHours): string | null {
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (!hours) continue;
    if (!isClockTime(hours.open) || !isClockTime(hours.close)) return `${DAY_NAMES[day].short}: enter times as HH:MM`;
    if (hours.close <= hours.open) return `${DAY_NAMES[day].short}: closing time must be after opening time`;
  }
  return WEEKDAYS.every((day) => !week[day]) ? 'The clinic must be open on at least one day' : null;
}
