import slugify from 'slugify';
import { transliterate } from 'transliteration';
import { randomInt } from 'node:crypto';

export const MAX_SLUG_LENGTH = 80;
/** Paths under /news that are routes of their own, not articles. */
export const RESERVED_SLUGS = new Set(['latest']);
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `article-k3x9q2`: for titles with nothing a URL can carry (empty, or only symbols). */
export function randomArticleSlug(): string {
  let id = '';
  for (let i = 0; i < 6; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `article-${id}`;
}

/**
 * The slug a title asks for, before uniqueness: lower-case ASCII words joined by dashes, at most 80
 * characters. Titles in Devanagari and other scripts are transliterated first, so a Hindi or Marathi
 * title still gets a readable address.
 */
export function slugFromTitle(title: string): string {
  const slug = truncate(slugify(transliterate(title), { lower: true, strict: true, trim: true }), MAX_SLUG_LENGTH);
  return SLUG_PATTERN.test(slug) ? slug : randomArticleSlug();
}

/** The n-th candidate for a base slug: base, base-2, base-3…, always within 80 characters. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${truncate(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
}

function truncate(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  // Cut at a word boundary when there is one, so the slug does not end in half a word.
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > max / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
