import { NEWSLETTER_CONFIRM_DAYS } from '@aura/contract';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';

/**
 * Keeps personal data no longer than needed (DPDP Act 2023), at start-up and then every
 * ENQUIRY_PURGE_INTERVAL_MS: an enquiry is deleted with everything stored with it, suspected-spam
 * sign-ups included, once ENQUIRY_RETENTION_DAYS have passed since the last contact
 * (last_contact_at: sent, a status change by the staff, an appointment change by the staff or the
 * patient, a newsletter confirmation, a correction of the person's details), or since the visit
 * when an appointment's visit is later. Newsletter subscribers are kept while they stay subscribed
 * (the privacy notice says so; the admin deletes one on request); one who unsubscribed is kept as
 * the record of it until the period has passed since (unsubscribing is their last contact), but the client IP and user agent
 * kept against abuse go once the period has passed since the sign-up. A sign-up never confirmed is
 * forgotten NEWSLETTER_CONFIRM_DAYS after it was made. An enquiry still waiting to be forwarded is
 * never purged: the clinic has not received it yet.
 */
@Injectable()
export class EnquiryRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EnquiryRetentionService.name);
  private readonly job: RepeatingJob;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
  ) {
    this.job = new RepeatingJob('Purging old enquiries', this.logger, env.ENQUIRY_PURGE_INTERVAL_MS, async () => {
      await this.purgeExpired();
    });
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  async onModuleDestroy() {
    await this.job.stop();
  }

  /** Deletes the enquiries past the retention period and answers how many; forgets old subscribers' IPs. */
  async purgeExpired(): Promise<number> {
    const days = this.env.ENQUIRY_RETENTION_DAYS;
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM enquiry
        WHERE GREATEST(last_contact_at, COALESCE(ends_at, last_contact_at)) < now() - make_interval(days => $1)
          AND (type <> 'newsletter' OR spam OR unsubscribed_at IS NOT NULL)
          AND forward_state <> 'pending'`,
      [days],
    )) as [unknown[], number];
    const [, blanked] = (await this.dataSource.query(
      `UPDATE enquiry SET client_ip = NULL, user_agent = NULL, updated_at = now()
        WHERE type = 'newsletter' AND NOT spam
          AND created_at < now() - make_interval(days => $1)
          AND (client_ip IS NOT NULL OR user_agent IS NOT NULL)`,
      [days],
    )) as [unknown[], number];
    // Sign-ups never confirmed are forgotten after NEWSLETTER_CONFIRM_DAYS (double opt-in).
    const [, unconfirmed] = (await this.dataSource.query(
      `DELETE FROM enquiry
        WHERE type = 'newsletter' AND confirmed_at IS NULL AND created_at < now() - make_interval(days => $1)
          AND forward_state <> 'pending'`,
      [NEWSLETTER_CONFIRM_DAYS],
    )) as [unknown[], number];
    if (unconfirmed > 0) this.logger.log(`Forgot ${unconfirmed} newsletter sign-ups never confirmed in ${NEWSLETTER_CONFIRM_DAYS} days`);
    if (deleted > 0) this.logger.log(`Purged ${deleted} enquiries with no contact in ${days} days`);
    if (blanked > 0) {
      this.logger.log(`Removed the IP address and browser of ${blanked} subscribers older than ${days} days`);
    }
    return deleted + unconfirmed;
  }
}
