import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { figures } from '../../../content/figures';
import { aboutTeaser } from '../../../content/home';
import { AboutTeaser } from '../components/about-teaser';
import { stubIntersectionObserver } from './intersection-observer';
import { setViewport } from './match-media';

/** The figures as drawn (the animated text, not the screen-reader copy). */
const drawn = () => Array.from(document.querySelectorAll('dd [aria-hidden="true"]')).map((node) => node.textContent);

describe('AboutTeaser counters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    setViewport(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderTeaser() {
    const observer = stubIntersectionObserver();
    render(
      <MemoryRouter>
        <AboutTeaser />
      </MemoryRouter>,
    );
    return { observer, section: screen.getByRole('heading', { name: aboutTeaser.heading }).closest('section')! };
  }

  it('starts at 0+ and waits until a counter is 35% visible', () => {
    const { observer, section } = renderTeaser();
    expect(drawn()).toEqual(['0+', '0+']);
    observer.show(section, 0.34);
    act(() => vi.advanceTimersByTime(2000));
    expect(drawn()).toEqual(['0+', '0+']);
  });

  it('counts up to 15+ and 1000+ over 1.2 s, fast at first (eased out)', () => {
    const { observer, section } = renderTeaser();
    observer.show(section, 0.35);
    act(() => vi.advanceTimersByTime(600));
    const [years, clients] = drawn().map((text) => Number.parseInt(text!, 10));
    // Half the time has passed; an ease-out curve is well past half the distance.
    expect(years).toBeGreaterThanOrEqual(12);
    expect(years).toBeLessThan(15);
    expect(clients).toBeGreaterThan(800);
    expect(clients).toBeLessThan(1000);
    act(() => vi.advanceTimersByTime(700));
    expect(drawn()).toEqual([`${figures.aboutTeaser.years.value}+`, `${figures.aboutTeaser.clients.value}+`]);
  });

  it('counts only once', () => {
    const { observer, section } = renderTeaser();
    observer.show(section, 1);
    act(() => vi.advanceTimersByTime(1300));
    observer.show(section, 0);
    observer.show(section, 1);
    act(() => vi.advanceTimersByTime(100));
    expect(drawn()).toEqual([`${figures.aboutTeaser.years.value}+`, `${figures.aboutTeaser.clients.value}+`]);
  });

  it('gives screen readers the final figures and links to About Us', () => {
    renderTeaser();
    expect(screen.getByText(`${figures.aboutTeaser.years.value}+`, { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });
});
