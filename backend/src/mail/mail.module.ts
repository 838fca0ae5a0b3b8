import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { MailOutbox } from './mail-outbox.service';
import { MailWorker } from './mail-worker.service';

/** The clinic's mail to patients: an outbox in Postgres and the worker that sends it over SMTP. */
@Module({
  imports: [ContentModule],
  providers: [MailOutbox, MailWorker],
  exports: [MailOutbox, MailWorker],
})
export class MailModule {}
