import { DEFAULT_REVIEW_RATING, type Review } from '../../content/reviews';

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
