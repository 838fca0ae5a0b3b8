import { DEFAULT_REVIEW_RATING, type Review } from '../../content/reviews';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-10-28' → '28 October 2026'; written out by hand so server and browser print the same. */
export function formatReviewDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return '';
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** First letters of up to the first two words of the author's name, upper-cased ('Priya Deshmukh' → 'PD'). */
export function reviewerInitials(author: string): string {
  return author
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The review's rating on the five-star scale, rounded (5 when the review has none). */
export function filledStars(review: Review): number {
  return Math.min(5, Math.max(0, Math.round(review.rating ?? DEFAULT_REVIEW_RATING)));
}
