import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. The prerendered page and the first client render
 * use `serverValue`, so hydration matches; the real value follows straight after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
