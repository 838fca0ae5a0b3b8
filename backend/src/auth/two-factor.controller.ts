import { Body, Controller, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../audit/audited';
import { TwoFactorCodeDto, TwoFactorOffDto } from './auth.dto';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { CurrentAdmin, CurrentAdminInfo } from './current-admin.decorator';
import { SessionGuard } from './session.guard';
import { AnyStaff, DuringAccountSetUp } from './staff-access';
import { TwoFactorService } from './two-factor.service';

/** Each staff member's own two-factor sign-in: `POST /admin/2fa/setup`, `/enable`, `/disable`. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/2fa')
@UseGuards(SessionGuard, AuthRateLimitGuard)
@AnyStaff()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @DuringAccountSetUp()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new TOTP secret (base32), its otpauth:// address and QR code; not active until enabled' })
  async setUp(@CurrentAdmin() admin: CurrentAdminInfo) {
    return { success: true, ...(await this.twoFactor.setUp(admin.id)), message: 'Scan the QR code, then enter the code your app shows' };
  }

  @Post('enable')
  @HttpCode(HttpStatus.OK)
  @DuringAccountSetUp()
  @Header('Cache-Control', 'no-store')
  @Audited('two-factor.enable')
  @ApiOperation({ summary: 'Confirms the set-up with a code; answers 10 single-use recovery codes, shown this once' })
  async enable(@CurrentAdmin() admin: CurrentAdminInfo, @Body() body: TwoFactorCodeDto) {
    const recoveryCodes = await this.twoFactor.enable(admin.id, body.code);
    return { success: true, recoveryCodes, message: 'Two-factor sign-in is on' };
  }

  @Post('disable')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('two-factor.disable')
  @ApiOperation({ summary: 'Turns two-factor sign-in off, with the password and a current code or a recovery code' })
  async disable(@CurrentAdmin() admin: CurrentAdminInfo, @Body() body: TwoFactorOffDto) {
    await this.twoFactor.disable(admin.id, body.password, body.code);
    return { success: true, message: 'Two-factor sign-in is off' };
  }
}
