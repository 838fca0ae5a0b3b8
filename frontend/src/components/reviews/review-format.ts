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
