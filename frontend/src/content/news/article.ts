import type { Article, ArticleImageSet } from '@aura/contract';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : []);
const url = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function imageSet(value: unknown): ArticleImageSet | null {
  if (!value || typeof value !== 'object') return null;
  const set = value as Record<string, unknown>;
  if (typeof set.src !== 'string' || typeof set.srcSet !== 'string') return null;
  const width = Number(set.width);
  const height = Number(set.height);
  return { src: set.src, srcSet: set.srcSet, width: width > 0 ? width : 0, height: height > 0 ? height : 0 };
}

/**
 * Reads one article from an API answer, tolerating missing or odd fields so one bad record
 * cannot break a page. Null when it has no slug (it could not be linked to).
 */
export function toArticle(value: unknown): Article | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const slug = text(raw.slug);
  if (!slug) return null;
  const content = (raw.content && typeof raw.content === 'object' ? raw.content : {}) as Record<string, unknown>;
  return {
    slug,
    title: text(raw.title),
    excerpt: text(raw.excerpt),
    heroIntro: text(raw.heroIntro),
    date: text(raw.date),
    createdAt: text(raw.createdAt),
    cardImage: url(raw.cardImage),
    cardImageSet: imageSet(raw.cardImageSet),
    contentImageSet: imageSet(raw.contentImageSet),
    popular: texts(raw.popular),
    content: {
      intro: text(content.intro),
      image: url(content.image),
      paragraphs: texts(content.paragraphs),
      tags: texts(content.tags),
    },
  };
}

/** Where an article is read on the site. */
export const articlePath = (slug: string) => `/news/${encodeURIComponent(slug)}`;
