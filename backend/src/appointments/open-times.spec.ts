import { WEEKDAYS, type WeeklyHours } from '@aura/contract';
import { clinicInstant } from '../common/clinic-time';
import { type BookingCalendar, openTimes, slotsOn, whyClosed } from './open-times';

/** 10:00 to 19:00 every day but Sunday, which closes at 13:00. */
const week = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: '10:00', close: day === 'sun' ? '13:00' : '19:00' }])) as WeeklyHours;
const calendar = (change: Partial<BookingCalendar['rules']> = {}, timeZone = 'Asia/Kolkata'): BookingCalendar => ({
  hours: week,
  timeZone,
  rules: { slotMinutes: 30, capacity: 1, minNoticeHours: 2, daysAhead: 60, holidays: [{ date: '2026-12-25', name: 'Christmas' }], ...change },
});

describe('open times', () => {
  it('cuts the day into slots that end by closing time, at the clinic’s clock', () => {
    const sunday = slotsOn('2026-11-29', calendar({ slotMinutes: 45 }));
    expect(sunday.map((slot) => slot.time)).toEqual(['10:00', '10:45', '11:30', '12:15']);
    expect(sunday[0].startsAt.toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect(sunday[3].endsAt.toISOString()).toBe('2026-11-29T07:30:00.000Z');
    expect(slotsOn('2026-12-25', calendar())).toEqual([]);
  });

  it('reads a clock in a zone with summer time on both sides of the change', () => {
    expect(clinicInstant('2026-03-07', '10:00', 'America/New_York').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(clinicInstant('2026-03-09', '10:00', 'America/New_York').toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(clinicInstant('2026-11-26', '10:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T04:30:00.000Z');
  });

  it('offers neither a time sooner than the notice nor a full one, and stops at the window', () => {
    const now = new Date('2026-11-26T05:00:00Z'); // 10:30 at the clinic
    const held = new Map([[clinicInstant('2026-11-26', '14:00', 'Asia/Kolkata').getTime(), 1]]);
    const open = openTimes(calendar({ daysAhead: 2 }), now, '2026-11-26', 5, held);
    const today = open.filter((slot) => slot.date === '2026-11-26').map((slot) => slot.time);
    expect(today[0]).toBe('12:30');
    expect(today).not.toContain('14:00');
    expect([...new Set(open.map((slot) => slot.date))]).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('says why a time cannot be booked', () => {
    const now = new Date('2026-11-26T05:00:00Z');
    expect(whyClosed('2026-11-29', '15:00', calendar(), now)).toBe('closed');
    expect(whyClosed('2026-11-30', '10:15', calendar(), now)).toBe('closed');
    expect(whyClosed('2026-11-26', '11:00', calendar(), now)).toBe('too-soon');
    expect(whyClosed('2027-02-01', '11:00', calendar(), now)).toBe('too-far');
    expect(whyClosed('2026-11-27', '11:00', calendar(), now)).toBeNull();
  });
});
