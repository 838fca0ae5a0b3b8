import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { pageData, type NewsBlock } from '../site-data';
import type { Article } from '@aura/contract';
import { articlePath, toArticle } from './article';
import { popularArticles } from './popular-articles';

/**
 * The news a published page carries (the API publishes /news and every article as pages, with the
 * articles they show in their data block): the page's address, the articles its cards list, and
 * on an article's page the article itself. A page shows them at once, without asking the API.
 */
export interface NewsPage {
  path: string;
  /** /news: every article, as its card shows it; an article's page: the others its sidebar lists. */
  articles: Article[];
  article?: Article;
}

/** What a card needs of an article: its data block carries no more of the others. */
function cardOf(item: unknown): unknown {
  const { slug, title, excerpt, date, createdAt, cardImage, cardImageSet } = (item ?? {}) as Record<string, unknown>;
  return { slug, title, excerpt, date, createdAt, cardImage, cardImageSet };
}

const readArticles = (items: unknown[]) => items.map(toArticle).filter((article): article is Article => article !== null);

/**
 * The data block of the news page at `path`, from the API's articles (GET /news, newest first):
 * the list for /news, the article and its 'Popular News' for /news/{slug}, nothing for any other
 * address or an article that is not there.
 */
export function newsBlockFor(path: string, items: unknown[]): NewsBlock | undefined {
  const address = withoutTrailingSlash(path);
  if (address === '/news') return { path: address, articles: items.map(cardOf) };
  const slug = /^\/news\/([^/]+)$/.exec(address)?.[1];
  const index = items.findIndex((item) => toArticle(item)?.slug === slug);
  if (!slug || index < 0) return undefined;
  const article = toArticle(items[index])!;
  const shown = new Set(popularArticles(article, readArticles(items)).map((other) => other.slug));
  return { path: articlePath(article.slug), article: items[index], articles: items.filter((item) => shown.has(toArticle(item)?.slug ?? '')).map(cardOf) };
}

/** A data block's news as the pages read it. */
export function newsPageOf(block: NewsBlock | undefined): NewsPage | undefined {
  if (!block) return undefined;
  const article = toArticle(block.article) ?? undefined;
  return { path: block.path, articles: readArticles(block.articles), ...(article ? { article } : {}) };
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The news of the page the visitor opened (its data block); the server renderer provides its own. */
export const NewsPageContext = createContext<NewsPage | undefined>(newsPageOf(pageData?.news));

/** The news this page was published with, while the visitor is at the address it was published for. */
export function usePublishedNews(): NewsPage | undefined {
  const news = useContext(NewsPageContext);
  const { pathname } = useLocation();
  return news && news.path === withoutTrailingSlash(pathname) ? news : undefined;
}
