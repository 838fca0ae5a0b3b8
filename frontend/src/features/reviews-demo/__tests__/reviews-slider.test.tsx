import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewsDemoPage, type Review } from '../../../content/reviews';
import { ReviewsSlider } from '../components/reviews-slider';
import { pageStarts } from '../use-review-pages';

/** A screen of the given width, answering the slider's media queries like a browser would. */
function useScreen(width: number, { reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion') && reducedMotion;
    return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  });
}

const reviews: Review[] = Array.from({ length: 8 }, (_, index) => ({
  author: `Patient Number${index + 1}`,
  avatar: null,
  date: `2026-0${(index % 9) + 1}-15`,
  rating: 5,
  text: `Review text ${index + 1}`,
  verified: index % 2 === 0,
}));

/** The texts of the reviews a sighted visitor sees now. */
const shownReviews = () => screen.getAllByRole('group').map((slide) => within(slide).getByText(/^Review text/).textContent);

function renderSlider(list: Review[] = reviews) {
  return render(<ReviewsSlider reviews={list} label="Customer Reviews" />);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  useScreen(390);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReviewsSlider', () => {
  it('shows one review below 768 px, two from 768 px and three from 1024 px', () => {
    const phone = renderSlider();
    expect(shownReviews()).toEqual(['Review text 1']);
    expect(screen.getAllByRole('button', { name: /Show reviews page/ })).toHaveLength(8);
    phone.unmount();

    useScreen(800);
    const tablet = renderSlider();
    expect(shownReviews()).toEqual(['Review text 1', 'Review text 2']);
    expect(screen.getAllByRole('button', { name: /Show reviews page/ })).toHaveLength(4);
    tablet.unmount();

    useScreen(1280);
    renderSlider();
    expect(shownReviews()).toEqual(['Review text 1', 'Review text 2', 'Review text 3']);
    expect(screen.getAllByRole('button', { name: /Show reviews page/ })).toHaveLength(3);
  });

  it('moves on every 5 seconds and wraps from the last page to the first', async () => {
    useScreen(1280);
    renderSlider();
    await wait(4999);
    expect(shownReviews()).toEqual(['Review text 1', 'Review text 2', 'Review text 3']);
    await wait(1);
    expect(shownReviews()).toEqual(['Review text 4', 'Review text 5', 'Review text 6']);
    await wait(5000);
    // The last page is full too: it ends on the last review.
    expect(shownReviews()).toEqual(['Review text 6', 'Review text 7', 'Review text 8']);
    await wait(5000);
    expect(shownReviews()).toEqual(['Review text 1', 'Review text 2', 'Review text 3']);
  });

  it('holds still while the pointer is over it and moves on 5 s after it leaves', async () => {
    renderSlider();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Customer Reviews' }));
    await wait(20_000);
    expect(shownReviews()).toEqual(['Review text 1']);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Customer Reviews' }));
    await wait(4999);
    expect(shownReviews()).toEqual(['Review text 1']);
    await wait(1);
    expect(shownReviews()).toEqual(['Review text 2']);
  });

  it('holds still while a control has keyboard focus', async () => {
    renderSlider();
    act(() => screen.getByRole('button', { name: 'Next reviews' }).focus());
    await wait(20_000);
    expect(shownReviews()).toEqual(['Review text 1']);
    act(() => screen.getByRole('button', { name: 'Next reviews' }).blur());
    await wait(5000);
    expect(shownReviews()).toEqual(['Review text 2']);
  });

  it('previous and next move one page and wrap; a dot jumps to its page', () => {
    useScreen(800);
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous reviews' }));
    expect(shownReviews()).toEqual(['Review text 7', 'Review text 8']);
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownReviews()).toEqual(['Review text 1', 'Review text 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownReviews()).toEqual(['Review text 3', 'Review text 4']);
    const third = screen.getByRole('button', { name: 'Show reviews page 3 of 4' });
    fireEvent.click(third);
    expect(shownReviews()).toEqual(['Review text 5', 'Review text 6']);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show reviews page 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  it('a manual move gets its full 5 seconds before the slider moves on', async () => {
    renderSlider();
    await wait(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownReviews()).toEqual(['Review text 2']);
    await wait(4999);
    expect(shownReviews()).toEqual(['Review text 2']);
    await wait(1);
    expect(shownReviews()).toEqual(['Review text 3']);
  });

  it('Pause stops the automatic sliding and Play starts it again', async () => {
    renderSlider();
    const pause = screen.getByRole('button', { name: 'Pause automatic sliding' });
    fireEvent.click(pause);
    await wait(15_000);
    expect(shownReviews()).toEqual(['Review text 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Play automatic sliding' }));
    await wait(5000);
    expect(shownReviews()).toEqual(['Review text 2']);
  });

  it('does not slide by itself when the visitor asked for reduced motion', async () => {
    useScreen(390, { reducedMotion: true });
    renderSlider();
    await wait(30_000);
    expect(shownReviews()).toEqual(['Review text 1']);
    expect(screen.queryByRole('button', { name: /automatic sliding/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownReviews()).toEqual(['Review text 2']);
  });

  it('shows no controls when every review fits on one page', () => {
    useScreen(1280);
    renderSlider(reviews.slice(0, 3));
    expect(shownReviews()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next reviews' })).not.toBeInTheDocument();
  });

  it('shows each review with its stars, initials, Verified badge and date', () => {
    renderSlider(reviewsDemoPage.reviews);
    const first = screen.getAllByRole('group')[0];
    const review = reviewsDemoPage.reviews[0];
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText(review.author)).toBeInTheDocument();
    expect(within(first).getByText('PD')).toBeInTheDocument();
    expect(within(first).getByText('Verified')).toBeInTheDocument();
    expect(within(first).getByText('28 October 2026')).toHaveAttribute('datetime', '2026-10-28');
  });
});

describe('pageStarts', () => {
  it('keeps every page full', () => {
    expect(pageStarts(8, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageStarts(8, 2)).toEqual([0, 2, 4, 6]);
    expect(pageStarts(8, 3)).toEqual([0, 3, 5]);
    expect(pageStarts(2, 3)).toEqual([0]);
  });
});
