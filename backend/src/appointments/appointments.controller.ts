import { isIsoDate } from '@aura/contract';
import { BadRequestException, Body, Controller, Get, Header, Headers, HttpCode, HttpStatus, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { visitorOf } from '../enquiries/enquiries.service';
import { answerReceived } from '../common/plain-form';
import { EnquiryRateLimitGuard } from '../enquiries/enquiry-rate-limit.guard';
import { AppointmentDesk } from './appointment-desk.service';
import { AppointmentFormFilter } from './appointment-form.filter';
import { AppointmentTimes, offered } from './appointment-times.service';
import { AppointmentRequestDto, PatientChange } from './appointments.dto';

/**
 * The appointment form, beside the other visitor forms: 201 once the request is stored and its time
 * held, or a 303 to its thank-you page when the browser sent the form itself.
 */
@Controller('enquiries')
export class AppointmentRequestsController {
  constructor(private readonly desk: AppointmentDesk) {}

  @Post('appointment')
  @UseGuards(EnquiryRateLimitGuard)
  @UseFilters(AppointmentFormFilter)
  async requestAppointment(@Body() form: AppointmentRequestDto, @Req() req: Request, @Res() res: Response) {
    await this.desk.receive(form, visitorOf(req));
    answerReceived(req, res, 'appointment');
  }
}

/** At most this many days of open times in one answer. */
const MAX_DAYS = 31;
/** A link's token is a JWT of a few hundred characters; anything longer is cut, and then refused. */
const MAX_LINK_TOKEN = 2000;

/** What the appointment form offers (the clinic's open times), and the patient's own appointment page. */
@ApiTags('appointments')
@Controller('appointments')
export class AppointmentsController {
  constructor(
    private readonly times: AppointmentTimes,
    private readonly desk: AppointmentDesk,
  ) {}

  /**
   * `GET /appointments/mine` with `Authorization: Bearer <token>`: the appointment the signed link in
   * the patient's mail names. The token travels in a header, which no access log keeps. Pages of the
   * previous release still open may send `?token=` for a day; nginx logs this path without its query.
   */
  @Get('mine')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The appointment the link in the patient’s mail names; the link’s token is sent as `Authorization: Bearer <token>`' })
  @ApiHeader({ name: 'Authorization', required: false, description: 'Bearer <the token of the link in the patient’s mail>' })
  @ApiQuery({ name: 'token', required: false, deprecated: true, description: 'The same token, as pages of the previous release send it; use the Authorization header' })
  @ApiOkResponse({ description: '{success, item}: name, concern, date, time, when, status and the actions the patient may take' })
  @ApiNotFoundResponse({ description: 'The link is not valid or has expired (also with no token)' })
  async mine(@Headers('authorization') authorization?: unknown, @Query('token') token?: unknown) {
    const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization.slice(0, MAX_LINK_TOKEN + 10))?.[1] : undefined;
    const given = bearer ?? (typeof token === 'string' ? token : '');
    return { success: true, item: await this.desk.forPatient(given.slice(0, MAX_LINK_TOKEN)) };
  }

  /**
   * `POST /appointments/mine` `{token, action, note?}`: the patient cancels, accepts a proposed time
   * or asks for another. Counted with the visitor forms (ENQUIRIES_PER_TEN_MINUTES per address).
   */
  @Post('mine')
  @HttpCode(HttpStatus.OK)
  @UseGuards(EnquiryRateLimitGuard)
  async change(@Body() change: PatientChange) {
    return { success: true, item: await this.desk.actForPatient(change.token, change.action, change.note?.trim() || null) };
  }

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
