import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MediaService } from '../media/media.service';
import { keysOf, StoredImage } from '../media/stored-image';
import { NewsArticle } from '../news/news-article.entity';
import { PublishedNews } from '../news/published-news';
import { DEMO_ARTICLES } from './demo-articles';
import { demoArtwork } from './demo-artwork';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty news table with the demo articles, images generated in code through the upload pipeline. */
@Injectable()
export class DemoArticlesSeeder {
  private readonly logger = new Logger(DemoArticlesSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly published: PublishedNews,
  ) {}

  async seedIfEmpty(): Promise<void> {
    if ((await this.dataSource.getRepository(NewsArticle).count()) > 0) return;
    const now = Date.now();
    const rows: Partial<NewsArticle>[] = [];
    for (const demo of DEMO_ARTICLES) {
      const written: string[] = [];
      // Same artwork gives the same bytes and keys, so two instances seeding at once write identical objects.
      const cardImage: StoredImage = await this.media.save(await this.media.prepare(await demoArtwork(demo.artwork, 'card')), written);
      const contentImage: StoredImage = await this.media.save(
        await this.media.prepare(await demoArtwork(demo.artwork, 'content')),
        written,
      );
      rows.push({
        slug: demo.slug,
        title: demo.title,
        excerpt: demo.excerpt,
        heroIntro: demo.heroIntro,
        contentIntro: demo.contentIntro,
        paragraphs: demo.paragraphs,
        tags: demo.tags,
        popular: DEMO_ARTICLES.filter((other) => other !== demo).map((other) => other.title),
        cardImage,
        contentImage,
        createdAt: new Date(now - demo.daysAgo * DAY_MS),
        updatedAt: new Date(now - demo.daysAgo * DAY_MS),
      });
    }
    const inserted = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinic:news-article-write'))`);
      if ((await manager.count(NewsArticle)) > 0) return false;
      await manager.insert(NewsArticle, rows);
      return true;
    });
    if (inserted) {
      await this.published.publish();
      this.logger.log(`Seeded ${rows.length} demo articles (${rows.flatMap((row) => [...keysOf(row.cardImage), ...keysOf(row.contentImage)]).length} images)`);
    }
  }
}
