import { filledStars } from '../review-format';
import styles from './reviews.module.css';

/** Five stars with the rounded rating filled; read out as 'Rated N out of 5'. */
export function StarRating({ rating, size = 18 }: { rating: number | undefined; size?: number }) {
  const filled = filledStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${filled} out of 5`}>
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={star < filled}>
          <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
        </svg>
      ))}
    </span>
  );
}
