import type { Review, Testimonial } from '../../../content/reviews';
import { formatDisplayDate } from '../../../lib/display-date';
import { initialsOf } from '../review-format';
import { StarRating } from './star-rating';
import styles from './reviews.module.css';

/** One review as a search-engine listing shows it: initials, name, date, stars, text, Verified badge. */
export function ReviewCard({ review, hidden }: { review: Review | Testimonial; hidden?: boolean }) {
  const treatment = 'treatment' in review ? review.treatment : undefined;
  return (
    <li className={styles.card} hidden={hidden}>
      <article className={styles.article}>
        <header className={styles.cardHead}>
          {review.avatar ? (
            <img className={styles.avatar} src={review.avatar} alt="" width={44} height={44} loading="lazy" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(review.author)}
            </span>
          )}
          <div className={styles.who}>
            <h3 className={styles.author}>{review.author}</h3>
            <time dateTime={review.date} className={styles.date}>
              {formatDisplayDate(review.date)}
            </time>
          </div>
          {review.verified && <span className={styles.verified}>Verified</span>}
        </header>
        <StarRating rating={review.rating} />
        {treatment && <p className={styles.treatment}>{treatment}</p>}
        <p className={styles.text}>{review.text}</p>
      </article>
    </li>
  );
}
