import { describe, expect, it } from 'vitest';
import { builtInBookingRules, isCalendarDate, parseBookingRules } from '../booking';

describe('booking rules', () => {
  it('reads what the admin saves, closed days in date order', () => {
    const parsed = parseBookingRules({
      ...builtInBookingRules,
      holidays: [
        { date: '2027-01-26', name: ' Republic Day ' },
        { date: '2026-12-25', name: 'Christmas' },
      ],
    });
    expect(parsed.item?.holidays).toEqual([
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-01-26', name: 'Republic Day' },
    ]);
  });

  it('refuses numbers out of range, a date that does not exist, a day listed twice and unknown fields', () => {
    expect(parseBookingRules({ ...builtInBookingRules, slotMinutes: 5, daysAhead: 400, extra: 1 }).problems).toEqual({
      slotMinutes: 'Appointment length in minutes must be a whole number from 10 to 240',
      daysAhead: 'Days ahead a patient can book must be a whole number from 1 to 365',
      extra: 'Unknown field: extra',
    });
    expect(parseBookingRules({ ...builtInBookingRules, holidays: [{ date: '2026-02-29', name: 'x' }] }).problems).toEqual({
      'holidays.0.date': 'Enter the date as YYYY-MM-DD',
    });
    const twice = [{ date: '2026-12-25', name: 'a' }, { date: '2026-12-25', name: 'b' }];
    expect(parseBookingRules({ ...builtInBookingRules, holidays: twice }).problems).toEqual({ holidays: 'Each closed day may be listed once' });
  });

  it('knows a calendar day', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });
});
