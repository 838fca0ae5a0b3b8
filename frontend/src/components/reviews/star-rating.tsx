import type { CSSProperties } from 'react';
import { filledStars } from './review-format';
import styles from './star-rating.module.css';

/**
 * Five stars with the rounded rating filled; read out as 'Rated N out of 5'. One element drawn by
 * CSS (a star-shaped mask over a two-colour fill), not five pictures: a page of reviews stays light.
 */
export function StarRating({ rating, size = 18 }: { rating: number | undefined; size?: number }) {
  const filled = filledStars(rating);
  const style = { '--stars': filled, '--star-size': `${size}px` } as CSSProperties;
  return <span className={styles.stars} role="img" aria-label={`Rated ${filled} out of 5`} style={style} />;
}
