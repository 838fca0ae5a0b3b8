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
import { SessionCookie } from './session-cookie';
import { CrossSiteGuard, SessionGuard } from './session.guard';
import { SessionService, type SessionOrigin } from './session.service';
import { AnyStaff, DuringAccountSetUp } from './staff-access';
import { TwoFactorService } from './two-factor.service';

/** Where a request comes from, as a new session records it. */
export function originOf(req: Request): SessionOrigin {
  return { ip: clientAddress(req), userAgent: req.get('user-agent') };
}

@ApiTags('admin')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
    private readonly cookie: SessionCookie,
  ) {}

  /**
   * The sign-in page's form posts here as JSON once its scripts run, or as a plain form before (the
   * page has its form in its HTML): that one is answered with a 303 to the dashboard, or with the
   * form again and its message (the password never written back). With two-factor sign-in on, the
   * right password alone answers 401 `twoFactorRequired`; the same call with `code` signs in.
   */
  @Post('admin-login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(AuthRateLimitGuard, CrossSiteGuard)
  @UseFilters(PlainFormFilter)
  @ApiOperation({ summary: 'Sign in; sets the httpOnly session cookie' })
  @ApiOkResponse({ type: MessageResponse })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res() res: Response) {
    const token = await this.auth.login(body.username, body.password, { code: body.code, origin: originOf(req) });
    this.cookie.set(req, res, token);
    if (isPlainForm(req)) res.redirect(303, '/admin-dashboard');
    else res.status(HttpStatus.OK).json({ success: true, message: 'Login successful' });
  }

  @Post('admin-logout')
  @HttpCode(HttpStatus.OK)
  @UseGuards(CrossSiteGuard)
  @ApiOperation({ summary: 'Sign out: the session is revoked on the server and the cookie cleared' })
  @ApiOkResponse({ type: MessageResponse })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const admin = await this.sessions.verify(this.cookie.read(req));
    if (admin) {
      await this.sessions.revoke(admin.sessionId);
      await this.audit.recordQuietly({ actor: admin, action: 'sign-out', ip: clientAddress(req) });
    }
    this.cookie.clear(req, res);
    return { success: true, message: 'Logged out' };
  }

  @Get('admin/profile')
  @UseGuards(SessionGuard)
  @AnyStaff()
  @DuringAccountSetUp()
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth()
  @ApiOkResponse({ type: FullProfileResponse })
  async profile(@CurrentAdmin() admin: CurrentAdminInfo) {
    const account = await this.auth.profile(admin.id);
    const twoFactor = account.twoFactorSecret !== null;
    return {
      success: true,
      username: account.username,
      role: account.role,
      twoFactor,
      mustChangePassword: account.mustChangePassword,
      mustSetUpTwoFactor: !twoFactor && (await this.twoFactor.isRequired()),
      recoveryCodesLeft: twoFactor ? await this.twoFactor.recoveryCodesLeft(admin.id) : 0,
      message: 'Profile loaded',
    };
  }

  @Post('admin/change-password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SessionGuard, AuthRateLimitGuard)
  @AnyStaff()
  @DuringAccountSetUp()
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
    const token = await this.auth.changePassword(admin.id, body.currentPassword, body.newPassword, originOf(req));
    this.cookie.set(req, res, token);
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
    const { username, token } = await this.auth.changeUsername(admin.id, body.password, body.newUsername, originOf(req));
    this.cookie.set(req, res, token);
    return { success: true, username, message: 'Username updated successfully' };
  }
}
