import { Controller, Get, Header, Logger, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Env } from '../config/env';
import { renderArticleHead, renderNotFoundHead, renderUnavailableHead } from './article-head';
import { ArticleItemResponse, ArticleListResponse } from './news.dto';
import { NewsService } from './news.service';
import { MAX_LATEST } from './published-news';

const DEFAULT_LATEST = 4;

/** `?limit=` clamped to 1..20; anything not a number means the home page's 4. */
export function clampLatestLimit(raw: unknown): number {
  const parsed = typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
  if (Number.isNaN(parsed)) return DEFAULT_LATEST;
  return Math.min(MAX_LATEST, Math.max(1, parsed));
}

@ApiTags('news')
@Controller('news')
export class NewsController {
  private readonly logger = new Logger(NewsController.name);

  constructor(
    private readonly news: NewsService,
    private readonly env: Env,
  ) {}

  // Every read is checked again with the server (nginx serves the same JSON from the files the
  // API publishes, backend/src/news/published-news.ts, with the same headers).
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Every article, newest first' })
  @ApiOkResponse({ type: ArticleListResponse })
  async list() {
    const articles = await this.news.list();
    return { success: true, items: articles.map((article) => this.news.toResponse(article)) };
  }

  @Get('latest')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'The newest articles' })
  @ApiQuery({ name: 'limit', required: false, description: 'Clamped to 1..20; default 4' })
  @ApiOkResponse({ type: ArticleListResponse })
  async latest(@Query('limit') limit?: unknown) {
    const articles = await this.news.list(clampLatestLimit(limit));
    return { success: true, items: articles.map((article) => this.news.toResponse(article)) };
  }

  @Get(':slug/head')
  @ApiOperation({ summary: "The article page's <head> tags (title, description, canonical, Open Graph, JSON-LD)" })
  @ApiProduces('text/html')
  async head(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // nginx pastes this answer into the page's <head> whatever it is, so it is always HTML: an
    // error's JSON would land in the page a patient reads.
    try {
      const article = await this.news.findBySlug(slug);
      if (!article) {
        res.status(404);
        return renderNotFoundHead();
      }
      return renderArticleHead(article, this.env.PUBLIC_SITE_URL);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Head tags of the article ${JSON.stringify(slug.slice(0, 120))} unavailable: ${reason}`);
      res.status(200);
      return renderUnavailableHead();
    }
  }

  @Get(':slug')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'One article by its slug' })
  @ApiOkResponse({ type: ArticleItemResponse })
  @ApiNotFoundResponse({ description: 'Article not found' })
  async get(@Param('slug') slug: string) {
    return { success: true, item: this.news.toResponse(await this.news.getBySlug(slug)) };
  }
}
