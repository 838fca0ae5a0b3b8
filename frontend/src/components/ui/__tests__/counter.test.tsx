import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Counter } from '../counter';

const counter = <Counter to={20} durationMs={1200} threshold={0.35} suffix=" +" />;

/** The figure as drawn (screen readers read the hidden copy instead). */
const drawn = (container: Element) => container.querySelector('[aria-hidden="true"]')?.textContent;

/** Visibility as the test says: `show(ratio)` reports the counter that much on screen. */
function stubIntersectionObserver() {
  let report: ((ratio: number) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        report = (ratio) =>
          this.callback([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  return { show: (ratio: number) => act(() => report?.(ratio)) };
}

function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('Counter', () => {
  let root: Root | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    stubReducedMotion(false);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Puts the prerendered HTML in the page and hydrates it, collecting React's complaints. */
  function hydratePrerendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(counter);
    document.body.appendChild(container);
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    act(() => {
      root = hydrateRoot(container, counter, { onRecoverableError: (error) => problems.push(error) });
    });
    return { container, problems };
  }

  it('shows the final figure in the prerendered HTML, for readers without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(counter);
    expect(drawn(container)).toBe('20 +');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('20 +');
  });

  it('hydrates without a mismatch, then waits at 0 + to count up once it is seen', () => {
    const observer = stubIntersectionObserver();
    const { container, problems } = hydratePrerendered();
    expect(problems).toEqual([]);
    expect(drawn(container)).toBe('0 +');
    observer.show(0.35);
    act(() => vi.advanceTimersByTime(1300));
    expect(drawn(container)).toBe('20 +');
  });

  it('keeps the final figure when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    const observer = stubIntersectionObserver();
    const { container, problems } = hydratePrerendered();
    expect(problems).toEqual([]);
    expect(drawn(container)).toBe('20 +');
    observer.show(1);
    act(() => vi.advanceTimersByTime(100));
    expect(drawn(container)).toBe('20 +');
  });
});
