import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ContentModule } from '../content/content.module';
import { MailModule } from '../mail/mail.module';
import { MessagesModule } from '../messages/messages.module';
import { NewsletterConfirmation } from './newsletter-confirmation';
import { LimitsModule } from '../limits/limits.module';
import { BotCheckService } from './bot-check.service';
import { EnquiriesAdminController } from './enquiries-admin.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { Enquiry } from './enquiry.entity';
import { EnquiryCsvService } from './enquiry-csv.service';
import { EnquiryRateLimitGuard } from './enquiry-rate-limit.guard';
import { EnquiryRetentionService } from './enquiry-retention.service';
import { EnquiryForwardingWorker } from './forwarding-worker.service';

/** Visitor enquiries: stored, forwarded to the clinic's mailbox with retries, and the admin's inbox. */
@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), AuthModule, LimitsModule, MailModule, MessagesModule, ContentModule],
  controllers: [EnquiriesController, EnquiriesAdminController],
  providers: [
    EnquiriesService,
    EnquiryCsvService,
    EnquiryForwardingWorker,
    EnquiryRetentionService,
    EnquiryRateLimitGuard,
    BotCheckService,
    NewsletterConfirmation,
  ],
  exports: [EnquiriesService, EnquiryForwardingWorker, EnquiryRetentionService, EnquiryRateLimitGuard],
})
export class EnquiriesModule {}
