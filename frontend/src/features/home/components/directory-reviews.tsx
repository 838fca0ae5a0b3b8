import { reviewCountText, reviewSummaries, type ReviewSummary } from '../../../content/review-summaries';
import { directoryReviews } from '../../../content/reviews';
import { formatDisplayDate } from '../../../lib/display-date';
import { VerifiedBadge } from '../../../components/reviews/review-card';
import { StarRating } from '../../../components/reviews/star-rating';
import { SummaryStars } from './review-source';
import styles from './reviews.module.css';

interface DirectoryReviewsProps {
  reviews?: typeof directoryReviews;
  /** The listing's summary as the clinic states it, unless a test says otherwise. */
  summary?: ReviewSummary;
}

/**
 * The directory-style block: the listing's name, the clinic's word, its rating to one decimal (none
 * stated: no rating, no stars), how many reviews, three short reviews, and a link to the listing
 * once the clinic has set one.
 */
export function DirectoryReviews({ reviews = directoryReviews, summary = reviewSummaries.directory }: DirectoryReviewsProps) {
  return (
    <section className="section" aria-labelledby="directory-reviews">
      <div className={`container ${styles.directory}`}>
        <div className={styles.directorySummary}>
          <h2 id="directory-reviews" className={styles.directoryLabel}>
            {`${summary.source} reviews`}
          </h2>
          {summary.label && <p className={styles.summaryLabel}>{summary.label}</p>}
          {summary.rating !== null && <p className={styles.directoryRating}>{summary.rating.toFixed(1)}</p>}
          <SummaryStars summary={summary} />
          <p className={styles.summaryTotal}>{reviewCountText(summary)}</p>
          {summary.url && (
            <a href={summary.url} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
              {`${reviews.linkLabel} ${summary.source}`}
            </a>
          )}
        </div>
        <ul className={styles.directoryList}>
          {reviews.reviews.map((review) => (
            <li key={review.author} className={styles.directoryItem}>
              <StarRating rating={review.rating} size={16} />
              <p className={styles.directoryText}>“{review.text}”</p>
              <p className={styles.directoryAuthor}>
                {review.author}
                {review.verified && <VerifiedBadge />}
                <span className={styles.directoryDate}>{formatDisplayDate(review.date)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
