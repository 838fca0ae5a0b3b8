import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import type { Article } from '@aura/contract';
import { toArticle } from '../../../content/news/article';
import { usePublishedNews } from '../../../content/news/news-pages';

export type ArticleLookup = { status: 'loading' } | { status: 'not-found' } | { status: 'found'; article: Article };

/** One article by its slug. A 404, any other failure or an unreachable server all mean "not found". */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<ArticleLookup> {
  try {
    const result = await apiFetch<{ item?: unknown }>(`/news/${encodeURIComponent(slug)}`, { signal });
    const article = result.ok ? toArticle(result.data?.item) : null;
    return article ? { status: 'found', article } : { status: 'not-found' };
  } catch {
    return { status: 'not-found' };
  }
}

/**
 * The article of the page's slug: at once on its published page, else asked of the API; no slug
 * (as on /newstemplate) is "not found" at once.
 */
export function useArticle(slug: string | undefined): ArticleLookup {
  const published = usePublishedNews()?.article;
  const atHand = published && published.slug === slug ? published : undefined;
  const [answer, setAnswer] = useState<{ slug: string; lookup: ArticleLookup } | null>(null);
  useEffect(() => {
    if (!slug || atHand) return;
    const controller = new AbortController();
    getArticle(slug, controller.signal).then((lookup) => {
      if (!controller.signal.aborted) setAnswer({ slug, lookup });
    });
    return () => controller.abort();
  }, [slug, atHand]);
  if (!slug) return { status: 'not-found' };
  if (atHand) return { status: 'found', article: atHand };
  // Until the answer for this slug arrives (also after moving on from another article).
  return answer?.slug === slug ? answer.lookup : { status: 'loading' };
}
