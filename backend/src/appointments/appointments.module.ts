import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth/auth.module';
import { ContentModule } from '../content/content.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { LimitsModule } from '../limits/limits.module';
import { MailModule } from '../mail/mail.module';
import { MessagesModule } from '../messages/messages.module';
import { AppointmentDesk } from './appointment-desk.service';
import { AppointmentReminders } from './appointment-reminders.service';
import { AppointmentTimes } from './appointment-times.service';
import { AppointmentsAdminController } from './appointments-admin.controller';
import { AppointmentRequestsController, AppointmentsController } from './appointments.controller';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';

/**
 * Appointments: the request a patient sends (stored as an enquiry), the open times the clinic's
 * hours and booking rules leave, holding one, the agenda and every change of status, the
 * patient's own page and the reminders.
 */
@Module({
  // The appointment links are signed with a key of their own (AppointmentDesk passes it).
  imports: [EnquiriesModule, ContentModule, MailModule, MessagesModule, AuthModule, LimitsModule, JwtModule.register({})],
  controllers: [AppointmentRequestsController, AppointmentsController, AppointmentsAdminController, WhatsAppWebhookController],
  providers: [AppointmentTimes, AppointmentDesk, AppointmentReminders],
  exports: [AppointmentTimes, AppointmentDesk],
})
export class AppointmentsModule {}
