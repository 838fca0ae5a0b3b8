import { apiFetch } from '../../../lib/api-client';

export const LATEST_NEWS_LIMIT = 4;

/** What a news card needs from an article. */
export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD. */
  date: string;
  cardImage: string | null;
  cardImageSet?: { src: string; srcSet: string; width: number; height: number } | null;
}

const isArticleCard = (value: unknown): value is ArticleCard =>
  typeof value === 'object' && value !== null && typeof (value as ArticleCard).slug === 'string' && typeof (value as ArticleCard).title === 'string';

/**
 * The newest articles, at most four. Anything but a successful answer with a list (an error, a
 * malformed body, no network) gives an empty list: the section then shows no cards and no message.
 */
export async function getLatestNews(signal?: AbortSignal): Promise<ArticleCard[]> {
  try {
    const result = await apiFetch<{ items?: unknown }>(`/news/latest?limit=${LATEST_NEWS_LIMIT}`, { signal });
    const items = result.data?.items;
    if (!result.ok || result.data?.success !== true || !Array.isArray(items)) return [];
    return items.filter(isArticleCard).slice(0, LATEST_NEWS_LIMIT);
  } catch {
    return [];
  }
}
