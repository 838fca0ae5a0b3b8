import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { AppointmentTimes } from './appointment-times.service';
import { AppointmentsController } from './appointments.controller';

/** Appointment times: what the clinic's hours and booking rules leave open, and holding one. */
@Module({
  imports: [ContentModule],
  controllers: [AppointmentsController],
  providers: [AppointmentTimes],
  exports: [AppointmentTimes],
})
export class AppointmentsModule {}
