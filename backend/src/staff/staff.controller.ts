import type { StaffMember } from '@aura/contract';
import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { Audited, param } from '../audit/audited';
import { AddStaffDto, ChangeStaffDto, TwoFactorRuleDto } from '../auth/auth.dto';
import { CurrentAdmin, CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { clientAddress } from '../common/client-ip';
import { StaffAreaOf } from '../auth/staff-access';
import { TwoFactorService } from '../auth/two-factor.service';
import { STAFF_NOT_FOUND, StaffService } from './staff.service';

const staffId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(STAFF_NOT_FOUND) });

/** Who targets a staff change in the audit log: the account's username (a member of staff, never a patient). */
const staffTarget = (_req: unknown, answer?: unknown) => (answer as { item?: StaffMember } | undefined)?.item?.username;

/**
 * The owner's staff accounts: `GET/POST /admin/staff`, `PATCH/DELETE /admin/staff/:id`,
 * `POST /admin/staff/:id/reset-password`, `DELETE /admin/staff/:id/sessions`, and the rule that
 * every account signs in with two-factor, `PUT /admin/staff/two-factor-required`.
 */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/staff')
@UseGuards(SessionGuard)
@StaffAreaOf('staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list() {
    const [items, twoFactorRequired] = await Promise.all([this.staff.list(), this.twoFactor.isRequired()]);
    return { success: true, items, twoFactorRequired };
  }

  /** Every account must sign in with two-factor; one without it is asked to set it up first. The owner's own must have it already. */
  @Put('two-factor-required')
  @Header('Cache-Control', 'no-store')
  @Audited('two-factor.require', (req) => (req.body?.required === true ? 'required' : req.body?.required === false ? 'not required' : null))
  async requireTwoFactor(@Body() body: TwoFactorRuleDto, @CurrentAdmin() owner: CurrentAdminInfo) {
    await this.twoFactor.setRequired(owner.id, body.required);
    return {
      success: true,
      twoFactorRequired: body.required,
      message: body.required ? 'Every account now signs in with two-factor' : 'Two-factor sign-in is no longer required',
    };
  }

  /** `DELETE /admin/staff/:id/sessions`: the staff member is signed out everywhere at their next request. */
  @Delete(':id/sessions')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('staff.sessions-end', (req, answer) => (answer as { username?: string } | undefined)?.username ?? param('id')(req))
  async endSessions(@Param('id', staffId) id: string) {
    const { username, ended } = await this.staff.endSessions(id);
    return { success: true, username, ended, message: `${username} is signed out everywhere` };
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  @Audited('staff.add', (req, answer) => staffTarget(req, answer) ?? (typeof req.body?.username === 'string' ? req.body.username : null))
  async add(@Body() body: AddStaffDto) {
    return { success: true, item: await this.staff.add(body.username, body.role, body.password) };
  }

  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  @Audited('staff.change', (req, answer) => staffTarget(req, answer) ?? param('id')(req))
  async change(@Param('id', staffId) id: string, @Body() body: ChangeStaffDto) {
    return { success: true, item: await this.staff.change(id, body) };
  }

  /** `POST /admin/staff/:id/reset-password`: a one-time password, shown to the owner once; recorded as `password.reset`. */
  @Post(':id/reset-password')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async resetPassword(@Param('id', staffId) id: string, @CurrentAdmin() owner: CurrentAdminInfo, @Req() req: Request) {
    const { username, password } = await this.staff.resetPassword(id, { actor: { id: owner.id, username: owner.username }, ip: clientAddress(req) });
    return { success: true, username, password, message: `One-time password for ${username}: it must be changed at the next sign-in` };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('staff.remove', (req, answer) => (answer as { username?: string } | undefined)?.username ?? param('id')(req))
  async remove(@Param('id', staffId) id: string) {
    const username = await this.staff.remove(id);
    return { success: true, username, message: 'Staff account removed' };
  }
}
