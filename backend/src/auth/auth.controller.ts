import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-ip';
import { isPlainForm } from '../common/plain-form';
import { PlainFormFilter } from '../common/plain-form.filter';
import { Audited } from '../audit/audited';
import { AuditService } from '../audit/audit.service';
import { ChangePasswordDto, ChangeUsernameDto, FullProfileResponse, LoginDto, MessageResponse, ProfileResponse } from './auth.dto';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AuthService } from './auth.service';
import { CurrentAdmin, CurrentAdminInfo } from './current-admin.decorator';
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import { CrossSiteGuard, SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { AnyStaff, WithOneTimePassword } from './staff-access';

@ApiTags('admin')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The sign-in page's form posts here as JSON once its scripts run, or as a plain form before (the
   * page has its form in its HTML): that one is answered with a 303 to the dashboard, or with the
   * form again and its message (the password never written back).
   */
  @Post('admin-login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthRateLimitGuard, CrossSiteGuard)
  @UseFilters(PlainFormFilter)
  @ApiOperation({ summary: 'Sign in; sets the httpOnly session cookie' })
  @ApiOkResponse({ type: MessageResponse })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res() res: Response) {
    const token = await this.auth.login(body.username, body.password, clientAddress(req));
    res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req));
    if (isPlainForm(req)) res.redirect(303, '/admin-dashboard');
    else res.status(HttpStatus.OK).json({ success: true, message: 'Login successful' });
  }

  @Post('admin-logout')
  @HttpCode(HttpStatus.OK)
  @UseGuards(CrossSiteGuard)
  @ApiOperation({ summary: 'Sign out: the session is revoked on the server and the cookie cleared' })
  @ApiOkResponse({ type: MessageResponse })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const admin = await this.sessions.verify(req.cookies?.[SESSION_COOKIE]);
    if (admin) {
      await this.sessions.revoke(admin.sessionId);
      await this.audit.recordQuietly({ actor: admin, action: 'sign-out', ip: clientAddress(req) });
    }
    res.clearCookie(SESSION_COOKIE, clearedSessionCookieOptions(req));
    return { success: true, message: 'Logged out' };
  }

  @Get('admin/profile')
  @UseGuards(SessionGuard)
  @AnyStaff()
  @WithOneTimePassword()
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth()
  @ApiOkResponse({ type: FullProfileResponse })
  async profile(@CurrentAdmin() admin: CurrentAdminInfo) {
    const account = await this.auth.profile(admin.id);
    return {
      success: true,
      username: account.username,
      role: account.role,
      twoFactor: false,
      mustChangePassword: account.mustChangePassword,
      message: 'Profile loaded',
    };
  }

  @Post('admin/change-password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionGuard, AuthRateLimitGuard)
  @AnyStaff()
  @WithOneTimePassword()
  @Audited('password.change')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Change the password; every other session ends, this one gets a fresh cookie' })
  @ApiOkResponse({ type: MessageResponse })
  async changePassword(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const token = await this.auth.changePassword(admin.id, body.currentPassword, body.newPassword);
    res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req));
    return { success: true, message: 'Password updated successfully' };
  }

  @Post('admin/change-username')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionGuard, AuthRateLimitGuard)
  @AnyStaff()
  @Audited('username.change')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Change the username; every other session ends, this one gets a fresh cookie' })
  @ApiOkResponse({ type: ProfileResponse })
  async changeUsername(
    @CurrentAdmin() admin: CurrentAdminInfo,
    @Body() body: ChangeUsernameDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { username, token } = await this.auth.changeUsername(admin.id, body.password, body.newUsername);
    res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req));
    return { success: true, username, message: 'Username updated successfully' };
  }
}
