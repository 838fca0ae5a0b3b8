import { useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import type { Review } from '../../../content/reviews';
import { useReviewPages } from '../use-review-pages';
import { useReducedMotion, useReviewsPerPage } from '../use-slider-media';
import { ReviewCard } from '../../../components/reviews/review-card';
import styles from './reviews-slider.module.css';

/** A horizontal swipe this long (px) turns the page on touch screens. */
const SWIPE_PX = 40;

interface ReviewsSliderProps {
  reviews: Review[];
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * Reviews side by side (1 on phones, 2 on tablets, 3 from 1024 px), moving on every 5 s. It holds
 * still while the pointer is over it or focus is inside it, after Pause, and for visitors who
 * asked for reduced motion.
 */
export function ReviewsSlider({ reviews, label }: ReviewsSliderProps) {
  const perPage = useReviewsPerPage();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const autoplay = !hovered && !focusInside && !pausedByVisitor && !reducedMotion;
  const { page, pageCount, firstShown, goTo, next, previous } = useReviewPages({ reviewCount: reviews.length, perPage, autoplay });
  const touchStartX = useRef<number | null>(null);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStartX.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (startX === null || endX === undefined || Math.abs(endX - startX) < SWIPE_PX) return;
    if (endX < startX) next();
    else previous();
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          className={styles.track}
          style={{ transform: `translateX(${firstShown === 0 ? 0 : (-firstShown * 100) / perPage}%)` }}
          aria-live={autoplay ? 'off' : 'polite'}
        >
          {reviews.map((review, index) => {
            const shown = index >= firstShown && index < firstShown + perPage;
            return (
              <div
                key={`${review.author}-${review.date}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${reviews.length}`}
                aria-hidden={!shown}
              >
                <ReviewCard review={review} layout="quote" />
              </div>
            );
          })}
        </div>
      </div>
      {pageCount > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={previous} aria-label="Previous reviews">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <div className={styles.dots}>
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                onClick={() => goTo(index)}
                aria-label={`Show reviews page ${index + 1} of ${pageCount}`}
                aria-current={index === page ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} aria-label="Next reviews">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPausedByVisitor((paused) => !paused)}
              aria-label={pausedByVisitor ? 'Play automatic sliding' : 'Pause automatic sliding'}
            >
              {pausedByVisitor ? 'Play' : 'Pause'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
