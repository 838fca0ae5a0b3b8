import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { experienceBlock } from '../../../content/about';
import { figures } from '../../../content/figures';
import { ExperienceBlock } from '../components/experience-block';

let observer: { callback: IntersectionObserverCallback; threshold: number; targets: Element[] } | undefined;
function showAt(ratio: number) {
  act(() => {
    const entries = observer!.targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }));
    observer!.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        observer = { callback, threshold: Number(options.threshold), targets: this.targets };
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shownFigure = () => document.querySelector('[aria-hidden="true"]')?.textContent;

describe('ExperienceBlock', () => {
  it(`counts up to the clinic's experience figure once, over 1.2 s from 35% visible, shown 'N +'`, () => {
    const years = figures.experience.value;
    render(<ExperienceBlock experience={experienceBlock} onBook={() => {}} />);
    expect(screen.getByText('Year Experience')).toBeInTheDocument();
    expect(screen.getByText(`${years} +`)).toHaveClass('visually-hidden');
    expect(observer!.threshold).toBe(0.35);
    expect(shownFigure()).toBe('0 +');

    showAt(0.1);
    act(() => vi.advanceTimersByTime(1500));
    expect(shownFigure()).toBe('0 +');

    showAt(0.4);
    act(() => vi.advanceTimersByTime(600));
    const halfway = Number(shownFigure()?.replace(' +', ''));
    expect(halfway).toBeGreaterThan(years / 2);
    expect(halfway).toBeLessThan(years);
    act(() => vi.advanceTimersByTime(700));
    expect(shownFigure()).toBe(`${years} +`);

    // Once only: scrolling away and back does not start it again.
    showAt(0);
    showAt(1);
    act(() => vi.advanceTimersByTime(100));
    expect(shownFigure()).toBe(`${years} +`);
  });

  it('books an appointment from its button', () => {
    const book = vi.fn();
    render(<ExperienceBlock experience={experienceBlock} onBook={book} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book an Appointment' }));
    expect(book).toHaveBeenCalledOnce();
  });
});
