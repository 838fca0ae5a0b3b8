import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { PatientMessageWorker } from './patient-message-worker.service';
import { PatientMessages } from './patient-messages.service';
import { WhatsAppEvents } from './whatsapp-events';

/**
 * Messages to patients on WhatsApp and by SMS: the outbox (queued by the appointments and the
 * call-back form in their own transactions), its worker, and WhatsApp's webhook events.
 */
@Module({
  imports: [ContentModule],
  providers: [PatientMessages, PatientMessageWorker, WhatsAppEvents],
  exports: [PatientMessages, WhatsAppEvents],
})
export class MessagesModule {}
