import type { Review } from '../../../content/reviews';
import { formatLongDate } from '../../../lib/display-date';
import { filledStars, reviewerInitials } from '../review-format';
import styles from './review-card.module.css';

const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/** One patient review: stars, the text, who wrote it and when, and a Verified badge. */
export function ReviewCard({ review }: { review: Review }) {
  const stars = filledStars(review);
  return (
    <article className={styles.card}>
      <div className={styles.stars} role="img" aria-label={`Rated ${stars} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <svg key={star} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={star <= stars ? styles.filled : styles.empty}>
            <path d={STAR_PATH} />
          </svg>
        ))}
      </div>
      <p className={styles.text}>{review.text}</p>
      <footer className={styles.author}>
        {review.avatar ? (
          <img className={styles.avatar} src={review.avatar} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {reviewerInitials(review.author)}
          </span>
        )}
        <div className={styles.who}>
          <p className={styles.name}>
            {review.author}
            {review.verified && (
              <span className={styles.verified}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path d="M8 0l1.9 1.6 2.5-.2.6 2.4 2.1 1.4-.9 2.3.9 2.3-2.1 1.4-.6 2.4-2.5-.2L8 16l-1.9-1.6-2.5.2-.6-2.4-2.1-1.4.9-2.3-.9-2.3 2.1-1.4.6-2.4 2.5.2z" />
                  <path d="M5 8.2l2 2 4-4.2" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                Verified
              </span>
            )}
          </p>
          <time className={styles.date} dateTime={review.date}>
            {formatLongDate(review.date)}
          </time>
        </div>
      </footer>
    </article>
  );
}
