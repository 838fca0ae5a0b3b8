import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import { isIsoDate } from '../enquiries/form-rule';
import { AppointmentTimes, offered } from './appointment-times.service';

/** At most this many days of open times in one answer. */
const MAX_DAYS = 31;

/** What the appointment form offers: the clinic's open times. */
@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly times: AppointmentTimes) {}

  /**
   * `GET /appointments/open-times?from=YYYY-MM-DD&days=N`: the times a patient can book on the
   * `days` days (1 to 31, default 7) from `from` (default today), in the clinic's time zone.
   */
  @Get('open-times')
  @Header('Cache-Control', 'no-store')
  async openTimes(@Query('from') from?: string, @Query('days') days?: string) {
    if (from !== undefined && (typeof from !== 'string' || !isIsoDate(from))) throw new BadRequestException('Give the first day as YYYY-MM-DD');
    const count = days === undefined ? 7 : Number(days);
    if (!Number.isInteger(count) || count < 1 || count > MAX_DAYS) throw new BadRequestException(`Give from 1 to ${MAX_DAYS} days`);
    const now = new Date();
    const { calendar, window, times } = await this.times.open(from, count, now);
    return {
      success: true,
      timeZone: calendar.timeZone,
      zoneName: this.times.zoneName(now),
      slotMinutes: calendar.rules.slotMinutes,
      firstDate: window.first,
      lastDate: window.last,
      times: offered(times),
    };
  }
}
