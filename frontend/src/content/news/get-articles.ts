import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import type { Article } from '@aura/contract';
import { toArticle } from './article';
import { usePublishedNews } from './news-pages';

/** Every article, newest first. Any failure gives an empty list: the pages show their empty state. */
export async function getArticles(signal?: AbortSignal): Promise<Article[]> {
  try {
    const result = await apiFetch<{ items?: unknown }>('/news', { signal });
    const items = result.data?.items;
    if (!result.ok || result.data?.success !== true || !Array.isArray(items)) return [];
    return items.map(toArticle).filter((article): article is Article => article !== null);
  } catch {
    return [];
  }
}

/**
 * The article list for a page: the articles its published HTML shows, at once; else loading first
 * (a page the visitor moved to in the browser, the admin's list), then the articles.
 */
export function useArticles() {
  // Taken once: a reload asks the API.
  const [published] = useState(usePublishedNews()?.articles);
  const [state, setState] = useState<{ loading: boolean; articles: Article[] }>(() =>
    published ? { loading: false, articles: published } : { loading: true, articles: [] },
  );
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (published && version === 0) return;
    const controller = new AbortController();
    getArticles(controller.signal).then((articles) => {
      if (!controller.signal.aborted) setState({ loading: false, articles });
    });
    return () => controller.abort();
  }, [published, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, reload };
}
