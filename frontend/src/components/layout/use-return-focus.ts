import { useEffect, type RefObject } from 'react';

/**
 * While `active`, remembers what had the focus when it began (the button that opened a dialog or
 * booked); when it ends, or the component goes, the focus goes back there, unless the visitor has
 * moved on meanwhile (the focus is then neither on the page's body nor inside `container`). Call it
 * before the component's own effects that move the focus in (a focus trap's first field).
 */
export function useReturnFocus(active: boolean, container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = container.current;
    return () => {
      const now = document.activeElement;
      if (!now || now === document.body || element?.contains(now)) before?.focus();
    };
  }, [active, container]);
}
