import { useEffect, useRef, useState } from 'react';

export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_RESUME_MS = 5000;

interface CarouselOptions {
  /** Number of cards. */
  count: number;
  /** Cards shown at once. */
  pageSize: number;
  /** False: no automatic paging at all (reduced motion). */
  autoplay: boolean;
  intervalMs?: number;
  resumeAfterMs?: number;
}

/**
 * Paging of a review carousel: pages of `pageSize` cards, turning every 4 s and wrapping, waiting
 * while hovered. A manual previous / next / dot stops the automatic paging, which resumes 5 s later.
 */
export function useCarousel({ count, pageSize, autoplay, intervalMs = CAROUSEL_INTERVAL_MS, resumeAfterMs = CAROUSEL_RESUME_MS }: CarouselOptions) {
  const pageCount = Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
  const [storedPage, setStoredPage] = useState(0);
  // After the screen widens there may be fewer pages than the one shown: start again at the first.
  const page = storedPage < pageCount ? storedPage : 0;
  const [hovered, setHovered] = useState(false);
  const [held, setHeld] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const paused = !autoplay || hovered || held || pageCount < 2;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setStoredPage((page + 1) % pageCount), intervalMs);
    return () => clearTimeout(timer);
  }, [page, pageCount, paused, intervalMs]);
  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const turnByHand = (target: number) => {
    setStoredPage(((target % pageCount) + pageCount) % pageCount);
    setHeld(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHeld(false), resumeAfterMs);
  };

  return {
    page,
    pageCount,
    paused,
    next: () => turnByHand(page + 1),
    previous: () => turnByHand(page - 1),
    goTo: turnByHand,
    /** Whether the card at this position is on the page shown. */
    isShown: (position: number) => Math.floor(position / pageSize) === page,
    hoverProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
    },
  };
}
