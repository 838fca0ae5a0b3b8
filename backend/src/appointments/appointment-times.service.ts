import { ACTIVE_APPOINTMENT_STATUSES, type OfferedTime } from '@aura/contract';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import { addDays, clinicInstant } from '../common/clinic-time';
import type { BookingRules, WeeklyHours } from '@aura/contract';
import { BookingCalendar, bookingWindow, openTimes, OpenTime, slotsOn, whyClosed } from './open-times';

/**
 * The appointments that hold a place in their time, written out as the partial index on
 * enquiry(starts_at) states it (migration 1764000400000), so the planner uses that index.
 */
const HOLDS_A_PLACE = `type = 'appointment' AND appointment_status IN (${ACTIVE_APPOINTMENT_STATUSES.map((status) => `'${status}'`).join(', ')}) AND NOT spam`;

/** How many open times a refusal offers instead. */
const OFFERED_AFTER_REFUSAL = 6;
/** How many days ahead a refusal looks for them. */
const DAYS_SEARCHED_AFTER_REFUSAL = 14;

export const offered = (slots: OpenTime[]): OfferedTime[] => slots.map(({ date, time }) => ({ date, time }));

/**
 * The clinic's open appointment times, and holding one for a new appointment. What is booked lives
 * only in Postgres: a time is held under a lock on that time inside the booking's transaction, so
 * two visitors (on any API process) never both get its last place.
 */
@Injectable()
export class AppointmentTimes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly content: ContentService,
    private readonly env: Env,
  ) {}

  /** The clinic's hours, closed days and booking rules as the admin set them now. */
  async calendar(): Promise<BookingCalendar> {
    const [clinic, booking] = await Promise.all([
      this.content.current({ kind: 'clinic', key: '' }),
      this.content.current({ kind: 'booking', key: '' }),
    ]);
    return { hours: (clinic.item as { hours: WeeklyHours }).hours, rules: booking.item as BookingRules, timeZone: this.env.CLINIC_TIMEZONE };
  }

  /** The time zone's short name as patients read it: 'IST' for Asia/Kolkata. */
  zoneName(at = new Date()): string {
    const parts = new Intl.DateTimeFormat('en-IN', { timeZone: this.env.CLINIC_TIMEZONE, timeZoneName: 'short' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? this.env.CLINIC_TIMEZONE;
  }

  /** Open times for `days` days from `from` (today when left out or earlier), and the booking window they lie in. */
  async open(from: string | undefined, days: number, now = new Date()) {
    const calendar = await this.calendar();
    const window = bookingWindow(calendar, now);
    const start = !from || from < window.first ? window.first : from;
    return {
      calendar,
      window,
      times: openTimes(calendar, now, start, days, await this.held(this.dataSource.manager, start, days)),
    };
  }

  /**
   * Holds `date` `time` for a new appointment inside the caller's transaction, or refuses it (409
   * with the message for the time field and the next open times). A suspected spam request is
   * checked against the hours only: it holds no place, so it never takes one from a patient.
   */
  async hold(manager: EntityManager, date: string, time: string, now: Date, { takesPlace }: { takesPlace: boolean }): Promise<OpenTime> {
    const calendar = await this.calendar();
    const reason = whyClosed(date, time, calendar, now);
    if (reason) return this.refuse(calendar, reason, date, now);
    const slot = slotsOn(date, calendar).find((entry) => entry.time === time)!;
    if (!takesPlace) return slot;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('appointment-time:' || $1))`, [slot.startsAt.toISOString()]);
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM enquiry
        WHERE ${HOLDS_A_PLACE} AND starts_at = $1`,
      [slot.startsAt],
    )) as Array<{ count: number }>;
    if (count >= calendar.rules.capacity) return this.refuse(calendar, 'full', date, now, manager);
    return slot;
  }

  private async refuse(calendar: BookingCalendar, reason: 'closed' | 'too-soon' | 'too-far' | 'full', date: string, now: Date, manager = this.dataSource.manager): Promise<never> {
    const window = bookingWindow(calendar, now);
    const from = date < window.first || date > window.last ? window.first : date;
    const next = openTimes(calendar, now, from, DAYS_SEARCHED_AFTER_REFUSAL, await this.held(manager, from, DAYS_SEARCHED_AFTER_REFUSAL));
    if (next.length === 0 && from !== window.first) {
      // Nothing open near the day asked: offer the first open times from today instead.
      next.push(...openTimes(calendar, now, window.first, DAYS_SEARCHED_AFTER_REFUSAL, await this.held(manager, window.first, DAYS_SEARCHED_AFTER_REFUSAL)));
    }
    const messages = {
      closed: 'The clinic is closed at that time. Choose one of the open times.',
      'too-soon': 'That time is too soon to book. Choose one of the open times.',
      'too-far': `Appointments can be booked up to ${calendar.rules.daysAhead} days ahead. Choose one of the open times.`,
      full: 'That time has just been booked by someone else. Choose one of the open times.',
    };
    throw new ConflictException({ message: messages[reason], field: 'time', openTimes: offered(next.slice(0, OFFERED_AFTER_REFUSAL)) });
  }

  /** Patients holding each start time (ms since epoch) on the `days` days from `from`. */
  private async held(manager: EntityManager, from: string, days: number): Promise<Map<number, number>> {
    const rows = (await manager.query(
      `SELECT starts_at, count(*)::int AS count FROM enquiry
        WHERE ${HOLDS_A_PLACE}
          AND starts_at >= $1 AND starts_at < $2
        GROUP BY starts_at`,
      [clinicInstant(from, '00:00', this.env.CLINIC_TIMEZONE), clinicInstant(addDays(from, days + 1), '00:00', this.env.CLINIC_TIMEZONE)],
    )) as Array<{ starts_at: Date; count: number }>;
    return new Map(rows.map((row) => [new Date(row.starts_at).getTime(), row.count]));
  }
}

