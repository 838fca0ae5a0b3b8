import type { Article } from '@aura/contract';

/** How many other articles the 'Popular News' sidebar lists. */
export const POPULAR_NEWS_LIMIT = 5;

/** An admin's Popular entry or an article's title/slug, compared without case or extra spaces. */
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The slug an entry names when it is a link to an article ('…/news/sunscreen-myths'), else the entry. */
const slugOf = (entry: string) => normalised(entry).replace(/^.*\/news\//, '').replace(/[/?#].*$/, '');

/** The other article a Popular entry names (by title, slug or link), if there is one. */
export function articleNamedBy(entry: string, others: Article[]): Article | undefined {
  const wanted = normalised(entry);
  if (!wanted) return undefined;
  return others.find((article) => normalised(article.title) === wanted) ?? others.find((article) => article.slug === slugOf(entry));
}

/**
 * What 'Popular News' lists beside an article: first the other articles the admin named in its
 * Popular entries (in the admin's order), then the newest of the rest, up to five in all.
 * Entries that name no other article are left out.
 */
export function popularArticles(current: { slug: string; popular: string[] }, articles: Article[], limit = POPULAR_NEWS_LIMIT): Article[] {
  const others = articles.filter((article) => article.slug !== current.slug);
  const picked: Article[] = [];
  for (const entry of current.popular) {
    const article = articleNamedBy(entry, others);
    if (article && !picked.includes(article)) picked.push(article);
  }
  const newest = others.filter((article) => !picked.includes(article));
  return [...picked, ...newest].slice(0, limit);
}
