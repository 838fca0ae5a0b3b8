import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { toArticle, type Article } from '../article';

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

/** The article list for a page: loading first (also in the prerendered HTML), then the articles. */
export function useArticles() {
  const [state, setState] = useState<{ loading: boolean; articles: Article[] }>({ loading: true, articles: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getArticles(controller.signal).then((articles) => {
      if (!controller.signal.aborted) setState({ loading: false, articles });
    });
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, reload };
}
