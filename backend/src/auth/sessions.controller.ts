import { ACCOUNT_MESSAGES } from '@aura/contract';
import { Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audited, param } from '../audit/audited';
import { CurrentAdmin, CurrentAdminInfo } from './current-admin.decorator';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { AnyStaff } from './staff-access';

/** A session id that is not a UUID names no session: 404, as an ended one. */
const sessionNotFound = () => new NotFoundException(ACCOUNT_MESSAGES.sessionNotFound);

/** Each staff member's own sessions: `GET /admin/sessions`, `DELETE /admin/sessions/:id`. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/sessions')
@UseGuards(SessionGuard)
@AnyStaff()
export class SessionsController {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The account’s open sessions (device, address, last seen), this one marked `current`' })
  async list(@CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, items: await this.sessions.listOpen(admin.id, admin.sessionId) };
  }

  /** Ends one at once: its cookie gets 401 at its next request. Ending this one signs out. */
  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('session.end', param('id'))
  @ApiOperation({ summary: 'Ends one of the account’s sessions at once' })
  async end(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: sessionNotFound })) id: string,
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!(await this.sessions.revokeOwn(admin.id, id))) throw sessionNotFound();
    const current = id === admin.sessionId;
    if (current) this.cookie.clear(req, res);
    return { success: true, current, message: current ? 'Logged out' : 'Session ended' };
  }
}
