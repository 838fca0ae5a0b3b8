import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watched {
  callback: IntersectionObserverCallback;
  element: Element;
  observer: IntersectionObserver;
}

/** A stand-in IntersectionObserver: the test says when, and how much of, an element is visible. */
export function stubIntersectionObserver() {
  const watched: Watched[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watched.push({ callback: this.callback, element, observer: this as unknown as IntersectionObserver });
    }
    unobserve(element: Element) {
      const index = watched.findIndex((entry) => entry.element === element && entry.observer === (this as unknown));
      if (index >= 0) watched.splice(index, 1);
    }
    disconnect() {
      for (let index = watched.length - 1; index >= 0; index -= 1) if (watched[index].observer === (this as unknown)) watched.splice(index, 1);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Reports every watched element inside `container` as `ratio` visible. */
    show(container: Element, ratio: number) {
      act(() => {
        for (const entry of [...watched]) {
          if (!container.contains(entry.element)) continue;
          const record = { isIntersecting: ratio > 0, intersectionRatio: ratio, target: entry.element } as IntersectionObserverEntry;
          entry.callback([record], entry.observer);
        }
      });
    },
    watchedCount: () => watched.length,
  };
}
