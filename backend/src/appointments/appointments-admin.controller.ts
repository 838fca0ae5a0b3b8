import { BadRequestException, Body, Controller, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseEnumPipe, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin, CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { Env } from '../config/env';
import { clinicDate } from '../common/clinic-time';
import { CLINIC_ACTIONS, isIsoDate, type ClinicAction } from '@aura/contract';
import { AppointmentDesk } from './appointment-desk.service';
import { AgendaQuery, ClinicChange } from './appointments.dto';
import { Audited } from '../audit/audited';
import { StaffAreaOf } from '../auth/staff-access';

/** The path's parts, checked before anything is read: an unknown id or action is a 404. */
// eslint-disable-next-line no-useless-assignment -- read by the parameter decorators below, which the rule does not see
const pipes = {
  id: new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Appointment not found') }),
  action: new ParseEnumPipe(Object.fromEntries(CLINIC_ACTIONS.map((action) => [action, action])), {
    exceptionFactory: () => new NotFoundException(`The action must be one of ${CLINIC_ACTIONS.join(', ')}`),
  }),
};

/** The clinic's agenda of appointments, for the signed-in admin. */
@Controller('admin/appointments')
@UseGuards(SessionGuard)
@StaffAreaOf('appointments')
export class AppointmentsAdminController {
  constructor(
    private readonly desk: AppointmentDesk,
    private readonly env: Env,
  ) {}

  /**
   * `GET /admin/appointments?from=YYYY-MM-DD&days=N`: a day (1) or a week (7) of appointments,
   * soonest first; `?show=waiting`: every request still to be answered, whatever its day.
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  async agenda(@Query() query: AgendaQuery) {
    if (query.from !== undefined && !isIsoDate(query.from)) throw new BadRequestException('from must be a date as YYYY-MM-DD');
    const from = query.from ?? clinicDate(this.env.CLINIC_TIMEZONE);
    const { name, phone, address } = await this.desk.clinic();
    const items = query.show === 'waiting' ? await this.desk.waiting() : await this.desk.agenda(from, query.days);
    return { success: true, from, days: query.days, clinic: { name, phone, address: address.lines.join(', ') }, items };
  }

  /**
   * `POST /admin/appointments/:id/:action`: confirm, propose (with `date` and `time`, an open
   * time), decline, cancel, complete or no-show; `note` is kept with the change.
   */
  @Post(':id/:action')
  @HttpCode(HttpStatus.OK)
  @Audited('appointment.change', (req) => `${String(req.params.id)} ${String(req.params.action)}`.slice(0, 100))
  async act(
    @Param('id', pipes.id) id: string,
    @Param('action', pipes.action) action: ClinicAction,
    @Body() change: ClinicChange,
    @CurrentAdmin() admin: CurrentAdminInfo,
  ) {
    if (action === 'propose') {
      if (!change.date || !isIsoDate(change.date)) throw new BadRequestException('Choose a date');
      if (!change.time) throw new BadRequestException('Choose a time');
    } else if (change.date !== undefined || change.time !== undefined) {
      throw new BadRequestException('Only a proposal of another time takes a date and a time');
    }
    return { success: true, item: await this.desk.act(id, action, admin.username, change) };
  }
}
