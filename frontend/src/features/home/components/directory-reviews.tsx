import { clinic } from '../../../content/clinic';
import { directoryReviews } from '../../../content/reviews';
import { formatDisplayDate } from '../../../lib/display-date';
import { VerifiedBadge } from '../../../components/reviews/review-card';
import { StarRating } from '../../../components/reviews/star-rating';
import styles from './reviews.module.css';

/** A directory link is shown only when there is a real one: the placeholder '#' hides it. */
export const hasDirectoryLink = (url: string) => url.trim() !== '' && url.trim() !== '#';

interface DirectoryReviewsProps {
  reviews?: typeof directoryReviews;
  /** Address of the listing: the clinic's (clinic.reviewsDirectoryUrl) unless a test says otherwise. */
  url?: string;
}

/**
 * The directory-style block: listing name, rating to one decimal, total, three short reviews, and a
 * link to the listing once the clinic has set one.
 */
export function DirectoryReviews({ reviews = directoryReviews, url = clinic.reviewsDirectoryUrl }: DirectoryReviewsProps) {
  return (
    <section className="section" aria-labelledby="directory-reviews">
      <div className={`container ${styles.directory}`}>
        <div className={styles.directorySummary}>
          <h2 id="directory-reviews" className={styles.directoryLabel}>
            {reviews.label}
          </h2>
          <p className={styles.directoryRating}>{reviews.rating.toFixed(1)}</p>
          <StarRating rating={reviews.rating} size={22} />
          <p className={styles.summaryTotal}>{`Based on ${reviews.total}+ reviews`}</p>
          {hasDirectoryLink(url) && (
            <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
              {reviews.linkLabel}
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
