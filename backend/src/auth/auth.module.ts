import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { Env } from '../config/env';
import { LimitsModule } from '../limits/limits.module';
import { AdminAccount } from './admin-account.entity';
import { AdminSession } from './admin-session.entity';
import { AuthRateLimitGuard } from './auth-rate-limit.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginFailure } from './login-failure.entity';
import { LoginLockoutService } from './login-lockout.service';
import { CrossSiteGuard, SessionGuard } from './session.guard';
import { SessionCookie } from './session-cookie';
import { SessionsController } from './sessions.controller';
import { SessionService } from './session.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/** Staff sign-in: accounts, two-factor sign-in and sessions. Other modules import it to put `SessionGuard` on their admin routes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminAccount, AdminSession, LoginFailure]),
    LimitsModule,
    AuditModule,
    JwtModule.registerAsync({
      inject: [Env],
      useFactory: (env: Env) => ({
        secret: env.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, TwoFactorController, SessionsController],
  providers: [SessionService, SessionCookie, SessionGuard, CrossSiteGuard, AuthService, TwoFactorService, LoginLockoutService, AuthRateLimitGuard],
  exports: [SessionService, SessionCookie, SessionGuard, CrossSiteGuard, AuthService, TwoFactorService, AuditModule],
})
export class AuthModule {}
