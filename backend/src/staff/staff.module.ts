import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AuditController } from './audit.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** The owner's pages: staff accounts and the audit log. */
@Module({
  imports: [AuthModule],
  controllers: [StaffController, AuditController],
  providers: [StaffService],
})
export class StaffModule {}
