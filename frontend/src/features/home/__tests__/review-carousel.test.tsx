import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchReviews, type Review } from '../../../content/reviews';
import { ReviewCarousel } from '../components/review-carousel';
import { setViewport } from './match-media';

const reviews = (count: number): Review[] => searchReviews.slice(0, count);

function renderCarousel(count = 9) {
  render(<ReviewCarousel label="Patient reviews" reviews={reviews(count)} />);
  return within(screen.getByRole('region', { name: 'Patient reviews' }));
}

/** Authors of the cards a visitor can see. */
const shownAuthors = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ReviewCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows three reviews per page from 768 px wide, with a dot per page', () => {
    setViewport(768);
    const carousel = renderCarousel(9);
    expect(shownAuthors()).toEqual(searchReviews.slice(0, 3).map((review) => review.author));
    expect(carousel.getAllByRole('button', { name: /Show reviews page/ })).toHaveLength(3);
  });

  it('shows one review per page below 768 px', () => {
    setViewport(767);
    const carousel = renderCarousel(9);
    expect(shownAuthors()).toEqual([searchReviews[0].author]);
    expect(carousel.getAllByRole('button', { name: /Show reviews page/ })).toHaveLength(9);
  });

  it('turns the page every 4 s and wraps to the first after the last', () => {
    setViewport(1280);
    renderCarousel(6);
    act(() => vi.advanceTimersByTime(3999));
    expect(shownAuthors()[0]).toBe(searchReviews[0].author);
    act(() => vi.advanceTimersByTime(1));
    expect(shownAuthors()[0]).toBe(searchReviews[3].author);
    act(() => vi.advanceTimersByTime(4000));
    expect(shownAuthors()[0]).toBe(searchReviews[0].author);
  });

  it('waits while the pointer is over it', () => {
    setViewport(1280);
    renderCarousel(6);
    const region = screen.getByRole('region', { name: 'Patient reviews' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(shownAuthors()[0]).toBe(searchReviews[0].author);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(shownAuthors()[0]).toBe(searchReviews[3].author);
  });

  it('stops after a manual step and starts again 5 s later', () => {
    setViewport(1280);
    const carousel = renderCarousel(9);
    fireEvent.click(carousel.getByRole('button', { name: 'Next reviews' }));
    expect(shownAuthors()[0]).toBe(searchReviews[3].author);
    act(() => vi.advanceTimersByTime(4999));
    expect(shownAuthors()[0]).toBe(searchReviews[3].author);
    act(() => vi.advanceTimersByTime(1));
    // Automatic paging is back: the next turn comes one interval later.
    act(() => vi.advanceTimersByTime(4000));
    expect(shownAuthors()[0]).toBe(searchReviews[6].author);
  });

  it('goes back from the first page to the last, and jumps with the dots', () => {
    setViewport(1280);
    const carousel = renderCarousel(9);
    fireEvent.click(carousel.getByRole('button', { name: 'Previous reviews' }));
    expect(shownAuthors()[0]).toBe(searchReviews[6].author);
    fireEvent.click(carousel.getByRole('button', { name: 'Show reviews page 2 of 3' }));
    expect(shownAuthors()[0]).toBe(searchReviews[3].author);
    expect(carousel.getByRole('button', { name: 'Show reviews page 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows no arrows or dots when everything fits on one page', () => {
    setViewport(1280);
    const carousel = renderCarousel(3);
    expect(carousel.queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10000));
    expect(shownAuthors()).toHaveLength(3);
  });

  it('does not turn on its own when the visitor prefers reduced motion', () => {
    setViewport(1280, { reducedMotion: true });
    renderCarousel(9);
    act(() => vi.advanceTimersByTime(20000));
    expect(shownAuthors()[0]).toBe(searchReviews[0].author);
  });

  it('falls back to the built-in reviews when given none', () => {
    setViewport(1280);
    renderCarousel(0);
    expect(shownAuthors()).toEqual(searchReviews.slice(0, 3).map((review) => review.author));
  });

  it('shows initials, stars, date and the Verified badge on each card', () => {
    setViewport(1280);
    render(<ReviewCarousel label="One" reviews={[{ author: 'meghna rao', avatar: null, date: '2026-06-15', rating: 4, text: 'Natural result.', verified: true }]} />);
    expect(screen.getByText('MR')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('15 Jun 2026')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });
});
