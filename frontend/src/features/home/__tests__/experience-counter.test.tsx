import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { experienceBlock } from '../../../content/about';
import { ExperienceCounter } from '../components/experience-counter';
import { stubIntersectionObserver } from './intersection-observer';
import { setViewport } from './match-media';

/** The figure as drawn (the animated text, not the screen-reader copy). */
/** The site's one experience figure, as the block shows it. */
const figure = `${experienceBlock.value} +`;
const drawn = () => document.querySelector('[aria-hidden="true"]')?.textContent;

describe('ExperienceCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    setViewport(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderCounter() {
    const observer = stubIntersectionObserver();
    render(<ExperienceCounter />);
    return { observer, section: screen.getByRole('region', { name: 'Year Experience' }) };
  }

  it("is labelled 'Year Experience' and gives screen readers the final figure", () => {
    renderCounter();
    expect(screen.getByRole('heading', { level: 2, name: 'Year Experience' })).toBeInTheDocument();
    expect(screen.getByText(figure, { selector: '.visually-hidden' })).toBeInTheDocument();
  });

  it("starts at '0 +' and waits until it is 35% visible", () => {
    const { observer, section } = renderCounter();
    expect(drawn()).toBe('0 +');
    observer.show(section, 0.34);
    act(() => vi.advanceTimersByTime(2000));
    expect(drawn()).toBe('0 +');
  });

  it('counts from 0 to its figure over 1200 ms, fast at first (eased out)', () => {
    const { observer, section } = renderCounter();
    observer.show(section, 0.35);
    act(() => vi.advanceTimersByTime(600));
    const halfway = Number.parseInt(drawn()!, 10);
    // Half the time has passed; an ease-out curve is well past half the distance.
    expect(halfway).toBeGreaterThan(experienceBlock.value / 2);
    expect(halfway).toBeLessThan(experienceBlock.value);
    act(() => vi.advanceTimersByTime(600));
    expect(drawn()).toBe(figure);
  });

  it('counts only once: scrolling away and back leaves it at its figure', () => {
    const { observer, section } = renderCounter();
    observer.show(section, 1);
    act(() => vi.advanceTimersByTime(1300));
    observer.show(section, 0);
    observer.show(section, 1);
    act(() => vi.advanceTimersByTime(100));
    expect(drawn()).toBe(figure);
    expect(observer.watchedCount()).toBe(0);
  });
});
