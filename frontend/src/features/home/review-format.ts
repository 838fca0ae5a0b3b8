import { DEFAULT_REVIEW_RATING } from '../../content/reviews';

/** The avatar's letters: first letters of up to the first two words of the name, upper-cased. */
export function initialsOf(author: string): string {
  return author
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** How many of the five stars are filled: the rating rounded, kept between 0 and 5. */
export function filledStars(rating: number | undefined): number {
  const value = Math.round(rating ?? DEFAULT_REVIEW_RATING);
  return Math.min(5, Math.max(0, Number.isFinite(value) ? value : DEFAULT_REVIEW_RATING));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD date as '28 Oct 2026'; anything else gives an empty string. Written out by hand so
 * the prerendered page and the browser print exactly the same text.
 */
export function formatDisplayDate(isoDate: unknown): string {
  if (typeof isoDate !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return '';
  return `${Number(day)} ${MONTHS[date.getUTCMonth()]} ${year}`;
}
