import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wellnessPage } from '../../../content/wellness';
import { figures } from '../../../content/figures';
import { WellnessCallToAction, WellnessCounters, WellnessHero } from '../components/wellness-sections';

/** An IntersectionObserver the test scrolls by hand: `showAt(0.35)` reports that much of each counter visible. */
let observers: Array<{ callback: IntersectionObserverCallback; threshold: number; targets: Element[] }> = [];
function showAt(ratio: number) {
  act(() => {
    for (const observer of observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        observers.push({ callback, threshold: Number(options.threshold), targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What a sighted visitor sees of each counter now (the animated figure). */
const shownFigures = () => Array.from(document.querySelectorAll('[aria-hidden="true"]')).map((node) => node.textContent);

describe('WellnessCounters', () => {
  it('count up to 25+ and 1200+ over one second, once 35% visible', () => {
    render(<WellnessCounters counters={figures.wellness} />);
    expect(screen.getByText('Active Programs')).toBeInTheDocument();
    expect(screen.getByText('Clients Supported')).toBeInTheDocument();
    // Screen readers and crawlers get the real figures at once.
    expect(screen.getByText('25+')).toHaveClass('visually-hidden');
    expect(screen.getByText('1200+')).toHaveClass('visually-hidden');
    expect(observers.every((observer) => observer.threshold === 0.35)).toBe(true);

    expect(shownFigures()).toEqual(['0+', '0+']);
    showAt(0.2);
    act(() => vi.advanceTimersByTime(2000));
    expect(shownFigures()).toEqual(['0+', '0+']);

    showAt(0.35);
    act(() => vi.advanceTimersByTime(500));
    const [programs, clients] = shownFigures().map((text) => Number(text?.replace('+', '')));
    // Eased out: well past half-way at half time.
    expect(programs).toBeGreaterThan(12);
    expect(programs).toBeLessThan(25);
    expect(clients).toBeGreaterThan(600);
    expect(clients).toBeLessThan(1200);

    act(() => vi.advanceTimersByTime(600));
    expect(shownFigures()).toEqual(['25+', '1200+']);
  });
});

describe('Wellness actions', () => {
  it('Start Your Plan and the free-start button book; Talk to an Expert links to /contact', () => {
    const book = vi.fn();
    render(
      <MemoryRouter>
        <WellnessHero hero={wellnessPage.hero} onStartPlan={book} />
        <WellnessCallToAction cta={wellnessPage.cta} onBook={book} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Your Plan' }));
    fireEvent.click(screen.getByRole('button', { name: wellnessPage.cta.buttonLabel }));
    expect(book).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Talk to an Expert →' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: 'GET STARTED FOR FREE' })).toBeInTheDocument();
  });
});
