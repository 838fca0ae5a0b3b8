import type { ReviewSummary } from '../../../content/review-summaries';
import { StarRating } from '../../../components/reviews/star-rating';

/** The summary's stars: only for a rating the clinic stated (none: no stars at all). */
export function SummaryStars({ summary }: { summary: ReviewSummary }) {
  return summary.rating === null ? null : <StarRating rating={summary.rating} size={22} />;
}

/** Where the reviews are: '{source} reviews', a link to them there when the clinic gave one. */
export function ReviewSource({ summary, className }: { summary: ReviewSummary; className?: string }) {
  const text = `${summary.source} reviews`;
  return summary.url ? (
    <a href={summary.url} target="_blank" rel="noopener noreferrer" className={className}>
      {text}
    </a>
  ) : (
    <span className={className}>{text}</span>
  );
}
