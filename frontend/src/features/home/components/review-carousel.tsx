import type { ReactNode } from 'react';
import { useInBrowser } from '../../../lib/use-in-browser';
import { fallbackReviews, type Review, type Testimonial } from '../../../content/reviews';
import { useCarousel } from '../use-carousel';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../use-media-query';
import { ReviewCard } from '../../../components/reviews/review-card';
import styles from './reviews.module.css';

/** From this width three cards are shown at once, below it one. */
export const CAROUSEL_WIDE_QUERY = '(min-width: 768px)';

interface ReviewCarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  /** Falls back to the built-in reviews when empty. */
  reviews: ReadonlyArray<Review | Testimonial>;
  /** Shown above the cards (e.g. the rating summary). */
  children?: ReactNode;
}

/**
 * Review cards, three per page on wide screens and one on phones, paging on their own every 4 s.
 * The prerendered page carries only the cards of the first page; the others (hidden until their
 * page comes) are added once the carousel runs in the browser, so the home page's HTML reaches a
 * phone in fewer round trips.
 */
export function ReviewCarousel({ label, reviews, children }: ReviewCarouselProps) {
  const items = reviews.length > 0 ? reviews : fallbackReviews;
  const running = useInBrowser();
  const wide = useMediaQuery(CAROUSEL_WIDE_QUERY, false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const carousel = useCarousel({ count: items.length, pageSize: wide ? 3 : 1, autoplay: !reducedMotion });
  const controls = carousel.pageCount > 1;
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label} {...carousel.hoverProps}>
      {children}
      <ul className={styles.track} data-wide={wide} aria-live={carousel.paused ? 'polite' : 'off'}>
        {items.map((review, position) =>
          running || carousel.isShown(position) ? (
            <ReviewCard key={`${review.author}-${review.date}`} review={review} hidden={!carousel.isShown(position)} />
          ) : null,
        )}
      </ul>
      {controls && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={carousel.previous} aria-label="Previous reviews">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className={styles.dots}>
            {Array.from({ length: carousel.pageCount }, (_, page) => (
              <button
                key={page}
                type="button"
                className={styles.dot}
                aria-label={`Show reviews page ${page + 1} of ${carousel.pageCount}`}
                aria-current={page === carousel.page ? 'true' : undefined}
                onClick={() => carousel.goTo(page)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={carousel.next} aria-label="Next reviews">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
