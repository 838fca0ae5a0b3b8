import { useCallback, useEffect, useState } from 'react';

/** The reviews-demo slider moves on every 5 s while nobody is looking at it closely. */
export const REVIEWS_AUTOPLAY_MS = 5000;

/**
 * Index of the first review of each page. Every page is full: the last one ends on the last
 * review (8 reviews, 3 per page: pages start at 0, 3 and 5).
 */
export function pageStarts(reviewCount: number, perPage: number): number[] {
  if (reviewCount <= perPage) return [0];
  const pageCount = Math.ceil(reviewCount / perPage);
  return Array.from({ length: pageCount }, (_, page) => Math.min(page * perPage, reviewCount - perPage));
}

interface ReviewPagesOptions {
  reviewCount: number;
  perPage: number;
  /** False while hovered, focused, paused by the visitor or under reduced motion. */
  autoplay: boolean;
}

/** Which page of reviews is shown; wraps both ways and moves on by itself while `autoplay`. */
export function useReviewPages({ reviewCount, perPage, autoplay }: ReviewPagesOptions) {
  const starts = pageStarts(reviewCount, perPage);
  const pageCount = starts.length;
  const [requestedPage, setRequestedPage] = useState(0);
  // A wider screen has fewer pages: stay on the last one rather than past it.
  const page = Math.min(requestedPage, pageCount - 1);

  const goTo = useCallback((target: number) => setRequestedPage(((target % pageCount) + pageCount) % pageCount), [pageCount]);
  const next = useCallback(() => goTo(page + 1), [goTo, page]);
  const previous = useCallback(() => goTo(page - 1), [goTo, page]);

  // Restarts on every page change, so a manual move also gets its full 5 s before the next one.
  useEffect(() => {
    if (!autoplay || pageCount < 2) return;
    const timer = setTimeout(next, REVIEWS_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, pageCount, next]);

  return { page, pageCount, firstShown: starts[page], goTo, next, previous };
}
