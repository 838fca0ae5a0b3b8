import type { Review, Testimonial } from '../../content/reviews';
import { formatDisplayDate, formatLongDate } from '../../lib/display-date';
import { initialsOf } from './review-format';
import { StarRating } from './star-rating';
import styles from './review-card.module.css';

/** The 'Verified' badge of a review a patient of the clinic wrote. */
export function VerifiedBadge() {
  return <span className={styles.verified}>Verified</span>;
}

function Avatar({ review }: { review: Review }) {
  return review.avatar ? (
    <img className={styles.avatar} src={review.avatar} alt="" width={44} height={44} loading="lazy" />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(review.author)}
    </span>
  );
}

interface ReviewCardProps {
  review: Review | Testimonial;
  /**
   * 'listing': as a search-engine listing shows it (initials, name, date, Verified, stars, the
   * treatment, text), an item of the home page's carousel. 'quote': the text first, signed under it.
   */
  layout?: 'listing' | 'quote';
  /** A listing the carousel does not show now. */
  hidden?: boolean;
}

/** One patient review. */
export function ReviewCard({ review, layout = 'listing', hidden }: ReviewCardProps) {
  if (layout === 'quote') {
    return (
      <article className={styles.quote}>
        <StarRating rating={review.rating} />
        <p className={styles.text}>{review.text}</p>
        <footer className={styles.quoteAuthor}>
          <Avatar review={review} />
          <div className={styles.who}>
            <p className={styles.name}>
              {review.author}
              {review.verified && <VerifiedBadge />}
            </p>
            <time className={styles.date} dateTime={review.date}>
              {formatLongDate(review.date)}
            </time>
          </div>
        </footer>
      </article>
    );
  }
  const treatment = 'treatment' in review ? review.treatment : undefined;
  return (
    <li className={styles.card} hidden={hidden}>
      <article className={styles.article}>
        <header className={styles.cardHead}>
          <Avatar review={review} />
          <div className={styles.who}>
            <h3 className={styles.author}>{review.author}</h3>
            <time dateTime={review.date} className={styles.date}>
              {formatDisplayDate(review.date)}
            </time>
          </div>
          {review.verified && <VerifiedBadge />}
        </header>
        <StarRating rating={review.rating} />
        {treatment && <p className={styles.treatment}>{treatment}</p>}
        <p className={styles.text}>{review.text}</p>
      </article>
    </li>
  );
}
