import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from '../components/pagination';
import { pageBeyondTheEnd, pageCount, pageNumbers, pageRange, showingText } from '../pagination';

describe('pagination numbers', () => {
  it('counts pages of five', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it("says which articles a page shows: 'Showing X to Y of N articles'", () => {
    expect(showingText(1, 5, 6, 'articles')).toBe('Showing 1 to 5 of 6 articles');
    expect(showingText(2, 5, 6, 'articles')).toBe('Showing 6 to 6 of 6 articles');
    expect(showingText(2, 5, 12, 'articles')).toBe('Showing 6 to 10 of 12 articles');
    expect(pageRange(9, 5, 12)).toEqual({ from: 11, to: 12 });
    expect(pageRange(1, 5, 0)).toEqual({ from: 0, to: 0 });
  });

  it('numbers every page when there are few', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the pages around the current one when there are many', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('finds the last page left when a page beyond the end comes back empty', () => {
    expect(pageBeyondTheEnd(3, 0, 20, 10)).toBe(2);
    expect(pageBeyondTheEnd(5, 0, 3, 10)).toBe(1);
    // Nothing to correct: the page has entries, it is the first page, or the list is empty.
    expect(pageBeyondTheEnd(3, 1, 21, 10)).toBeNull();
    expect(pageBeyondTheEnd(1, 0, 4, 10)).toBeNull();
    expect(pageBeyondTheEnd(3, 0, 0, 10)).toBeNull();
    // A server that counts more than it lists must not send the page back and forth.
    expect(pageBeyondTheEnd(2, 0, 15, 10)).toBeNull();
  });
});

function Pager({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageSize={5} total={total} noun="articles" onPage={setPage} />;
}

describe('Pagination', () => {
  it('is not shown while everything fits on one page', () => {
    const { container } = render(<Pager total={5} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves with Previous, Next and the numbered buttons', () => {
    render(<Pager total={12} />);
    expect(screen.getByText('Showing 1 to 5 of 12 articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 to 10 of 12 articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 11 to 12 of 12 articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 6 to 10 of 12 articles')).toBeInTheDocument();
  });
});
