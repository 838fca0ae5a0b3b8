import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';
import { SitePublisher } from '../content/site-publisher.service';
import { dateFormatter, toArticleResponse } from './news.dto';
import { NewsArticle } from './news-article.entity';

/** The folder, inside the published site's store, that nginx reads the news from (NEWS_FILES in nginx's template). */
export const PUBLISHED_NEWS_FOLDER = '__news';
/** The most articles GET /news/latest gives. */
export const MAX_LATEST = 20;
/**
 * The link, inside PUBLISHED_NEWS_FOLDER, to the news pages being served (news/index.html and
 * news/<slug>/index.html), switched atomically like the site's own `current`.
 */
export const NEWS_PAGES = 'pages';

/**
 * The news as files, so nginx (or the API's own site server) serves them at static speed: the
 * public reads (GET /news, /news/latest?limit=N, /news/:slug), the very JSON the API answers (a
 * read nginx finds no file for still goes to the API), and the pages /news and /news/<slug> with
 * the articles in their HTML (rendered by the site's server bundle, SitePublisher.writeNewsPages;
 * an address without a page gets the article shell). They are written again from the table after
 * every change, before the admin's request is answered, at start, and after the site is published
 * again (the pages show its header and footer); one process at a time (an advisory lock, whatever
 * API_REPLICAS is), each from the table as it is once it holds the lock, so the last writer always
 * writes the latest state. When writing fails, what could not be written is taken away (the reads
 * go to the API, the pages fall back to the shell): a stale article is never served.
 */
@Injectable()
export class PublishedNews implements OnApplicationBootstrap {
  private readonly logger = new Logger(PublishedNews.name);
  private readonly folder?: string;
  private readonly formatDate: (date: Date) => string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly site: SitePublisher,
    env: Env,
  ) {
    this.folder = env.SITE_PUBLISH_DIR ? join(env.SITE_PUBLISH_DIR, PUBLISHED_NEWS_FOLDER) : undefined;
    this.formatDate = dateFormatter(env.CLINIC_TIMEZONE);
    site.onPublished(() => this.publish());
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
        // Articles gone from the table answer 404 (from the API) as soon as their file is; what
        // a writer that stopped half-way left behind goes too (no other one runs: we hold the lock).
        for (const name of await readdir(folder)) {
          if (name === NEWS_PAGES || name.startsWith(`${NEWS_PAGES}-`)) continue;
          if (!files.has(name)) await rm(join(folder, name), { recursive: true, force: true });
        }
        for (const [name, body] of files) {
          const partial = join(folder, `.${name}.${process.pid}.partial`);
          await writeFile(partial, JSON.stringify(body));
          await rename(partial, join(folder, name));
        }
        await this.writePages(folder, items);
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`The news files could not be written (${reason}); every news read goes to the API until they are`);
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /**
   * Writes the news pages into a new folder and switches the link to it; when that fails, the
   * link goes (the pages fall back to the article shell, which reads the JSON) and the JSON stays.
   */
  private async writePages(folder: string, items: unknown[]) {
    const draft = join(folder, `.${NEWS_PAGES}-${randomBytes(6).toString('hex')}`);
    try {
      const started = Date.now();
      const previous = await realpath(join(folder, NEWS_PAGES)).catch(() => undefined);
      const { rendered, copied } = await this.site.writeNewsPages(items, draft, previous);
      const name = `${NEWS_PAGES}-${Date.now()}-${randomBytes(4).toString('hex')}`;
      await rename(draft, join(folder, name));
      const link = join(folder, `.${NEWS_PAGES}-link-${randomBytes(6).toString('hex')}`);
      await symlink(name, link);
      await rename(link, join(folder, NEWS_PAGES));
      // The pages before these stay (a visitor may be reading one); older ones go.
      const older = (await readdir(folder))
        .filter((entry) => entry.startsWith(`${NEWS_PAGES}-`) && entry !== name)
        .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]))
        .slice(0, -1);
      for (const entry of older) await rm(join(folder, entry), { recursive: true, force: true });
      this.logger.log(`Published the news pages in ${Date.now() - started} ms: ${rendered} rendered, ${copied} unchanged`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`The news pages could not be written (${reason}); /news and the articles are served as the site's shell until they are`);
      await rm(draft, { recursive: true, force: true }).catch(() => undefined);
      await rm(join(folder, NEWS_PAGES), { force: true }).catch(() => undefined);
    }
  }
}
