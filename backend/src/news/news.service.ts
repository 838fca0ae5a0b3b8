import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Env } from '../config/env';
import { MediaService } from '../media/media.service';
import { unusedImageKeys } from '../media/media-usage';
import type { ProcessedImage } from '../media/image-processor';
import type { StoredImage } from '../media/stored-image';
import { ArticleFieldsDto, ArticleResponse, dateFormatter, imageKeysOf, toArticleResponse } from './news.dto';
import { NewsArticle } from './news-article.entity';
import { PublishedNews } from './published-news';
import { RESERVED_SLUGS, SLUG_PATTERN, slugCandidate, slugFromTitle } from './slug';

export const ARTICLE_NOT_FOUND = 'Article not found';

/** Uploaded image files of an article form, by field. */
export interface ArticleImageUploads {
  cardImage?: Buffer;
  contentImage?: Buffer;
}

/**
 * News articles and their images. Writes keep the store and the table consistent: objects first,
 * row second (objects this request wrote are removed again if the row fails), and objects an
 * article no longer uses are removed only after the row change has committed.
 */
@Injectable()
export class NewsService {
  private readonly logger = new Logger(NewsService.name);
  readonly formatDate: (date: Date) => string;

  constructor(
    @InjectRepository(NewsArticle) private readonly articles: Repository<NewsArticle>,
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly published: PublishedNews,
    env: Env,
  ) {
    this.formatDate = dateFormatter(env.CLINIC_TIMEZONE);
  }

  toResponse(article: NewsArticle): ArticleResponse {
    return toArticleResponse(article, this.formatDate);
  }

  /** Newest first; `limit` when given. */
  list(limit?: number): Promise<NewsArticle[]> {
    return this.articles.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  async findBySlug(slug: string): Promise<NewsArticle | null> {
    if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
    return this.articles.findOneBy({ slug });
  }

  async getBySlug(slug: string): Promise<NewsArticle> {
    const article = await this.findBySlug(slug);
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
    return article;
  }

  async create(fields: ArticleFieldsDto, uploads: ArticleImageUploads): Promise<NewsArticle> {
    const processed = await this.prepare(uploads);
    const written: string[] = [];
    let created: NewsArticle;
    try {
      const images = await this.save(processed, written);
      created = await this.dataSource.transaction(async (manager) => {
        await lockArticleWrites(manager);
        const slug = await this.uniqueSlug(manager, slugFromTitle(fields.title ?? ''));
        const article = manager.create(NewsArticle, {
          slug,
          title: fields.title ?? '',
          excerpt: fields.excerpt ?? '',
          heroIntro: fields.heroIntro ?? '',
          contentIntro: fields.contentIntro ?? '',
          paragraphs: fields.paragraphs ?? [],
          tags: fields.tags ?? [],
          popular: fields.popular ?? [],
          cardImage: images.cardImage ?? null,
          contentImage: images.contentImage ?? null,
        });
        return manager.save(article);
      });
    } catch (error) {
      await this.removeUnused(written);
      throw error;
    }
    await this.published.publish();
    return created;
  }

  /** Fields not sent keep their value; an image not sent keeps the old one. The slug never changes. */
  async update(slug: string, fields: ArticleFieldsDto, uploads: ArticleImageUploads): Promise<NewsArticle> {
    await this.getBySlug(slug);
    const processed = await this.prepare(uploads);
    const written: string[] = [];
    let replaced: string[] = [];
    let saved: NewsArticle;
    try {
      const images = await this.save(processed, written);
      saved = await this.dataSource.transaction(async (manager) => {
        await lockArticleWrites(manager);
        const article = await manager.findOneBy(NewsArticle, { slug });
        if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
        const before = imageKeysOf(article);
        for (const key of ['title', 'excerpt', 'heroIntro', 'contentIntro', 'paragraphs', 'tags', 'popular'] as const) {
          if (fields[key] !== undefined) (article as unknown as Record<string, unknown>)[key] = fields[key];
        }
        if (images.cardImage) article.cardImage = images.cardImage;
        if (images.contentImage) article.contentImage = images.contentImage;
        const after = new Set(imageKeysOf(article));
        replaced = before.filter((key) => !after.has(key));
        return manager.save(article);
      });
    } catch (error) {
      await this.removeUnused(written);
      throw error;
    }
    await this.published.publish();
    await this.removeUnused(replaced);
    return saved;
  }

  async remove(slug: string): Promise<void> {
    if (!(await this.findBySlug(slug))) throw new NotFoundException(ARTICLE_NOT_FOUND);
    const keys = await this.dataSource.transaction(async (manager) => {
      await lockArticleWrites(manager);
      const article = await manager.findOneBy(NewsArticle, { slug });
      if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);
      await manager.delete(NewsArticle, { id: article.id });
      return imageKeysOf(article);
    });
    // Gone from the published reads before its images are gone from the store.
    await this.published.publish();
    await this.removeUnused(keys);
  }

  /** Decodes every upload before anything is written, so a bad second image leaves no first one behind. */
  private async prepare(uploads: ArticleImageUploads): Promise<Partial<Record<keyof ArticleImageUploads, ProcessedImage>>> {
    return {
      cardImage: uploads.cardImage ? await this.media.prepare(uploads.cardImage) : undefined,
      contentImage: uploads.contentImage ? await this.media.prepare(uploads.contentImage) : undefined,
    };
  }

  private async save(
    processed: Partial<Record<keyof ArticleImageUploads, ProcessedImage>>,
    written: string[],
  ): Promise<Partial<Record<keyof ArticleImageUploads, StoredImage>>> {
    return {
      cardImage: processed.cardImage ? await this.media.save(processed.cardImage, written) : undefined,
      contentImage: processed.contentImage ? await this.media.save(processed.contentImage, written) : undefined,
    };
  }

  private async uniqueSlug(manager: EntityManager, base: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const candidate = slugCandidate(base, n);
      if (RESERVED_SLUGS.has(candidate)) continue;
      if (!(await manager.existsBy(NewsArticle, { slug: candidate }))) return candidate;
    }
  }

  /** Keys are content-addressed, so two owners may share an object: only unused ones are deleted. */
  private async removeUnused(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.removeUnusedOrThrow(keys);
    } catch (error) {
      // Never fail a request whose row change has already committed; an orphan object is only space.
      this.logger.warn(`Could not clean up images ${keys.join(', ')}: ${(error as Error).message}`);
    }
  }

  private async removeUnusedOrThrow(keys: string[]): Promise<void> {
    await this.media.remove(await unusedImageKeys(this.articles, keys));
  }
}

/** Article writes are rare (one admin); serialising them keeps slug choice and image clean-up simple. */
async function lockArticleWrites(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('clinic:news-article-write'))`);
}
