import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContentModule } from '../content/content.module';
import { LimitsModule } from '../limits/limits.module';
import { MailModule } from '../mail/mail.module';
import { NewslettersAdminController } from './newsletters-admin.controller';
import { NewslettersController } from './newsletters.controller';
import { NewslettersService } from './newsletters.service';

/** Newsletters to the confirmed subscribers, and the one-click unsubscribe of every one. */
@Module({
  imports: [AuthModule, ContentModule, LimitsModule, MailModule],
  controllers: [NewslettersAdminController, NewslettersController],
  providers: [NewslettersService],
})
export class NewslettersModule {}
