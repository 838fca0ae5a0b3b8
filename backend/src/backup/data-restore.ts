import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  ServiceUnavailableException,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { RepeatingJob } from '../common/repeating-job';
import { ContentModule } from '../content/content.module';
import { SitePublisher } from '../content/site-publisher.service';
import { NewsModule } from '../news/news.module';
import { PublishedNews } from '../news/published-news';

export const DATABASE_DOWN_MESSAGE = 'Nothing can be saved right now: the clinic’s database cannot be reached. Please try again in a few minutes.';
export const RESTORE_UNDER_WAY_MESSAGE =
  'The clinic’s data is being restored from a backup, so nothing can be saved for a minute. Please try again shortly; nothing you sent was kept.';
/** How long a write refused during a restore is told to wait. */
const RETRY_AFTER_S = 30;
/** How often each API process looks whether a restore has finished (and republishes the site). */
export const RESTORE_CHECK_INTERVAL_MS = 2_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While a restore from a backup runs (`make restore`), every write to the API is answered 503 in
 * words instead of being lost under the restored rows. The fence lives in the database, so every
 * API process sees it, and holds only while the restoring connection lives.
 */
@Injectable()
export class RestoreFence implements CanActivate {
  constructor(private readonly dataSource: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    if (READS.has(http.getRequest<Request>().method)) return true;
    let rows: unknown[];
    try {
      rows = (await this.dataSource.query(
        `SELECT 1 FROM data_restore r WHERE r.restoring_since IS NOT NULL AND EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = r.restoring_pid)`,
      )) as unknown[];
    } catch {
      // The database is down: no write could be kept, and the visitor is told so in words.
      http.getResponse<Response>().setHeader('Retry-After', String(RETRY_AFTER_S * 2));
      throw new ServiceUnavailableException(DATABASE_DOWN_MESSAGE);
    }
    if (rows.length === 0) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(RETRY_AFTER_S));
    throw new ServiceUnavailableException(RESTORE_UNDER_WAY_MESSAGE);
  }
}

/**
 * Republishes the site and the news after each restore, seen within RESTORE_CHECK_INTERVAL_MS by
 * every API process (what is already published as it should be is not written again).
 */
@Injectable()
export class RestoreWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RestoreWatcher.name);
  private readonly job: RepeatingJob;
  private generation?: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: SitePublisher,
    private readonly news: PublishedNews,
  ) {
    this.job = new RepeatingJob('Looking for a finished restore', this.logger, RESTORE_CHECK_INTERVAL_MS, () => this.look());
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job.stop();
  }

  private async look() {
    const [row] = (await this.dataSource.query(`SELECT generation FROM data_restore`)) as Array<{ generation: number }>;
    const generation = row?.generation ?? 0;
    const before = this.generation;
    this.generation = generation;
    if (before === undefined || before === generation) return;
    this.logger.log('The clinic’s data was restored from a backup: publishing the site with it');
    // The site when its content changed, then the news files and pages from the restored articles.
    await this.publisher.request();
    await this.news.publish();
  }
}

@Module({
  imports: [ContentModule, NewsModule],
  providers: [{ provide: APP_GUARD, useClass: RestoreFence }, RestoreWatcher],
})
export class DataRestoreModule {}
