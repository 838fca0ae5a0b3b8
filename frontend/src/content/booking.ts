/**
 * How the clinic takes appointments: how long a visit's slot is, how many patients one slot holds,
 * how soon a visitor may book and how far ahead, and the days the clinic is closed besides its
 * weekly hours (opening-hours.ts). The API offers and accepts only times these rules leave open.
 */
import type { BookingRules, ClinicHoliday } from '@aura/contract';
import { FieldReader, type Parsed } from './field-reader';


export const builtInBookingRules: BookingRules = {
  slotMinutes: 30,
  capacity: 1,
  minNoticeHours: 2,
  daysAhead: 60,
  holidays: [
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2027-01-26', name: 'Republic Day' },
    { date: '2027-08-15', name: 'Independence Day' },
    { date: '2027-10-02', name: 'Gandhi Jayanti' },
  ],
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD string names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function parseBookingRules(value: unknown): Parsed<BookingRules> {
  const reader = new FieldReader(value);
  reader.only('', Object.keys(builtInBookingRules));
  const slotMinutes = reader.whole('slotMinutes', 'Appointment length in minutes', 10, 240);
  const capacity = reader.whole('capacity', 'Patients per appointment time', 1, 20);
  const minNoticeHours = reader.whole('minNoticeHours', 'Minimum notice in hours', 0, 168);
  const daysAhead = reader.whole('daysAhead', 'Days ahead a patient can book', 1, 365);
  const sent = reader.raw('holidays');
  const holidays: ClinicHoliday[] = [];
  if (!Array.isArray(sent) || sent.length > 200) {
    reader.problems.holidays = 'Give at most 200 closed days';
  } else {
    sent.forEach((_, index) => {
      reader.only(`holidays.${index}`, ['date', 'name']);
      const date = reader.text(`holidays.${index}.date`, 'Date', { max: 10 });
      if (date && !reader.problems[`holidays.${index}.date`] && !isCalendarDate(date)) {
        reader.problems[`holidays.${index}.date`] = 'Enter the date as YYYY-MM-DD';
      }
      holidays.push({ date, name: reader.text(`holidays.${index}.name`, 'Name of the day', { max: 80 }) });
    });
    const dates = holidays.map((holiday) => holiday.date);
    if (new Set(dates).size !== dates.length) reader.problems.holidays = 'Each closed day may be listed once';
  }
  if (Object.keys(reader.problems).length > 0) return { problems: reader.problems };
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  return { item: { slotMinutes, capacity, minNoticeHours, daysAhead, holidays } };
}
