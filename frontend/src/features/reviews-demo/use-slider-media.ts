import { useEffect, useState } from 'react';

/** Widths at which the slider shows two, then three reviews side by side (the CSS uses the same). */
export const TWO_PER_PAGE_FROM = 768;
export const THREE_PER_PAGE_FROM = 1024;

export type ReviewsPerPage = 1 | 2 | 3;

function currentPerPage(): ReviewsPerPage {
  if (window.matchMedia(`(min-width: ${THREE_PER_PAGE_FROM}px)`).matches) return 3;
  if (window.matchMedia(`(min-width: ${TWO_PER_PAGE_FROM}px)`).matches) return 2;
  return 1;
}

/**
 * How many reviews fit side by side at the current screen width. The first render (on the server
 * and while hydrating) assumes a phone; the real figure is read in an effect and kept up to date.
 */
export function useReviewsPerPage(): ReviewsPerPage {
  const [perPage, setPerPage] = useState<ReviewsPerPage>(1);
  useEffect(() => {
    const queries = [TWO_PER_PAGE_FROM, THREE_PER_PAGE_FROM].map((width) => window.matchMedia(`(min-width: ${width}px)`));
    const update = () => setPerPage(currentPerPage());
    update();
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);
  return perPage;
}

/** True while the visitor's system asks for reduced motion (false on the server). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
