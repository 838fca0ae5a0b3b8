import { useSyncExternalStore } from 'react';

/** For useSyncExternalStore over a value that never changes while the page is open. */
export const noSubscription = () => () => {};

/**
 * False in the prerendered page and while it hydrates, true straight after: for what only the
 * browser adds to a page, so hydration matches the HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
