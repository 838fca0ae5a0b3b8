import { useEffect, useRef } from 'react';

/** What the page's tap holder (the inline script in index.html) hands over once the app runs. */
interface HeldTap {
  /** The tapped button's `data-tap-after-start`: 'book' or 'menu'. */
  kind: string;
  /** A booking button's preselected concern (`data-concern`). */
  concern?: string;
}

/**
 * Answers a tap made before the app had started: a booking button or the menu button tapped on a
 * slow phone is held by the page's tap holder and handed over here, once, when the site layout
 * says the app runs (`announceAppStarted`).
 */
export function useHeldTap(kind: string, answer: (tap: HeldTap) => void): void {
  const latest = useRef(answer);
  useEffect(() => {
    latest.current = answer;
  });
  useEffect(() => {
    const listener = (event: Event) => {
      const tap = (event as CustomEvent<HeldTap>).detail;
      if (tap?.kind === kind) latest.current(tap);
    };
    window.addEventListener('clinic:held-tap', listener);
    return () => window.removeEventListener('clinic:held-tap', listener);
  }, [kind]);
}

/** Tells the tap holder the app now answers taps (the site layout, once its parts listen). */
export function announceAppStarted(): void {
  window.dispatchEvent(new Event('clinic:app-started'));
}
