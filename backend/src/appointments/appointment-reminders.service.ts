import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';
import { AppointmentDesk } from './appointment-desk.service';

/** Queues each confirmed appointment's reminder once it is a day away (every APPOINTMENT_REMINDER_INTERVAL_MS). */
@Injectable()
export class AppointmentReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AppointmentReminders.name);
  private readonly job: RepeatingJob;

  constructor(desk: AppointmentDesk, env: Env) {
    this.job = new RepeatingJob('Queuing appointment reminders', this.logger, env.APPOINTMENT_REMINDER_INTERVAL_MS, async () => {
      const queued = await desk.queueReminders();
      if (queued > 0) this.logger.log(`Queued the reminders of ${queued} appointments`);
      return queued === 50;
    });
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  async onModuleDestroy() {
    await this.job.stop();
  }
}
