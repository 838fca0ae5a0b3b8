/** How many pages a list of `total` entries takes (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * When a page came back empty although the list is not (its last entries were deleted, or the list
 * shrank since the pages were counted), the last page that has entries; else null.
 */
export function pageBeyondTheEnd(page: number, itemsOnPage: number, total: number, pageSize: number): number | null {
  if (itemsOnPage > 0 || page <= 1 || total <= 0) return null;
  const last = pageCount(total, pageSize);
  return last < page ? last : null;
}

/** The entries a page shows, for 'Showing X to Y of N' (1-based, inclusive). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const last = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}

/** 'Showing 6 to 10 of 12 articles'. */
export function showingText(page: number, pageSize: number, total: number, noun: string): string {
  const { from, to } = pageRange(page, pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}

/**
 * The numbered buttons: every page when there are few, else the first, the last and the ones
 * around the current page, with a gap where pages are left out.
 */
export function pageNumbers(current: number, totalPages: number, maxButtons = 7): Array<number | 'gap'> {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (totalPages <= maxButtons) return range(1, totalPages);
  // Near either end: a run of pages from that end, one gap, the other end.
  const run = maxButtons - 2;
  if (current <= run - 1) return [...range(1, run), 'gap', totalPages];
  if (current >= totalPages - run + 2) return [1, 'gap', ...range(totalPages - run + 1, totalPages)];
  const around = Math.floor((maxButtons - 4) / 2);
  return [1, 'gap', ...range(current - around, current + around), 'gap', totalPages];
}
