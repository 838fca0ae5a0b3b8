import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';
import { dateFormatter, toArticleResponse } from './news.dto';
import { NewsArticle } from './news-article.entity';

/** The folder, inside the published site's store, that nginx reads the news from (NEWS_FILES in nginx's template). */
export const PUBLISHED_NEWS_FOLDER = '__news';
/** The most articles GET /news/latest gives. */
export const MAX_LATEST = 20;

/**
 * The public news reads (GET /news, /news/latest?limit=N, /news/:slug) written as files, the very
 * JSON the API answers, so nginx serves them at static speed (nginx/templates: a read nginx finds
 * no file for still goes to the API). They are written again from the table after every change,
 * before the admin's request is answered, and at start; one process at a time (an advisory lock,
 * whatever API_REPLICAS is), each from the table as it is once it holds the lock, so the last
 * writer always writes the latest state. When writing fails, the files are taken away and every
 * read goes to the API: a stale article is never served.
 */
@Injectable()
export class PublishedNews implements OnApplicationBootstrap {
  private readonly logger = new Logger(PublishedNews.name);
  private readonly folder?: string;
  private readonly formatDate: (date: Date) => string;

  constructor(
    private readonly dataSource: DataSource,
    env: Env,
  ) {
    this.folder = env.SITE_PUBLISH_DIR ? join(env.SITE_PUBLISH_DIR, PUBLISHED_NEWS_FOLDER) : undefined;
    this.formatDate = dateFormatter(env.CLINIC_TIMEZONE);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.publish();
  }

  /** Writes every file from the table as it is now (a no-op when nothing is published). */
  async publish(): Promise<void> {
    const folder = this.folder;
    if (!folder) return;
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinic:published-news'))`);
        const articles = await manager.find(NewsArticle, { order: { createdAt: 'DESC', id: 'DESC' } });
        const items = articles.map((article) => toArticleResponse(article, this.formatDate));
        const files = new Map<string, unknown>([['news.json', { success: true, items }]]);
        for (let limit = 1; limit <= MAX_LATEST; limit += 1) files.set(`latest-${limit}.json`, { success: true, items: items.slice(0, limit) });
        for (const item of items) files.set(`article-${item.slug}.json`, { success: true, item });

        await mkdir(folder, { recursive: true });
        // Articles gone from the table answer 404 (from the API) as soon as their file is.
        for (const name of await readdir(folder)) {
          if (!files.has(name)) await rm(join(folder, name), { force: true });
        }
        for (const [name, body] of files) {
          const partial = join(folder, `.${name}.${process.pid}.partial`);
          await writeFile(partial, JSON.stringify(body));
          await rename(partial, join(folder, name));
        }
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`The news files could not be written (${reason}); every news read goes to the API until they are`);
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}
