import { useEffect } from 'react';

// Several overlays may lock at once (the menu opens the appointment dialog): the page scrolls
// again only when the last of them lets go.
let locks = 0;
let previousOverflow = '';

/** Keeps the page behind an open menu or dialog from scrolling. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [locked]);
}
