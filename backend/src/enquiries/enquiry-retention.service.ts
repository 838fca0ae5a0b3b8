import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';

/**
 * Keeps personal data no longer than needed (DPDP Act 2023): enquiries older than
 * ENQUIRY_RETENTION_DAYS are deleted, with everything stored with them, at start-up and then
 * every ENQUIRY_PURGE_INTERVAL_MS. Newsletter sign-ups are kept while the visitor stays
 * subscribed (the privacy notice says so); the admin deletes one on request.
 */
@Injectable()
export class EnquiryRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EnquiryRetentionService.name);
  private timer?: NodeJS.Timeout;
  private run?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
  ) {}

  onApplicationBootstrap() {
    this.schedule(0);
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.run;
  }

  /** Deletes the enquiries past the retention period; answers how many. */
  async purgeExpired(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM enquiry WHERE type <> 'newsletter' AND created_at < now() - make_interval(days => $1)`,
      [this.env.ENQUIRY_RETENTION_DAYS],
    )) as [unknown[], number];
    if (deleted > 0) this.logger.log(`Purged ${deleted} enquiries older than ${this.env.ENQUIRY_RETENTION_DAYS} days`);
    return deleted;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.run = this.purgeExpired().then(
        () => this.schedule(this.env.ENQUIRY_PURGE_INTERVAL_MS),
        (error: unknown) => {
          this.logger.error(`Purging old enquiries failed: ${error instanceof Error ? error.message : String(error)}`);
          this.schedule(this.env.ENQUIRY_PURGE_INTERVAL_MS);
        },
      );
    }, delayMs);
  }
}
