import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

interface FocusTrapOptions {
  /** What to focus when the trap starts: a selector inside the container (default: the first focusable element). */
  initialFocus?: string;
  /** Called on Escape while the trap is active. */
  onEscape?: () => void;
}

/**
 * While `active`, focus moves into the container and Tab / Shift+Tab cycle inside it, so keyboard
 * users cannot wander behind an open dialog or menu. Returning focus afterwards is the opener's job.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, { initialFocus, onEscape }: FocusTrapOptions = {}) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const first = (initialFocus && container.querySelector<HTMLElement>(initialFocus)) || focusableIn(container)[0] || container;
    first.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (escape.current) {
          event.preventDefault();
          escape.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusableIn(container);
      if (elements.length === 0) {
        event.preventDefault();
        return;
      }
      const head = elements[0];
      const tail = elements[elements.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (event.shiftKey && (current === head || outside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || outside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, ref, initialFocus]);
}
