import { pageCount, pageNumbers, showingText } from '../pagination';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is being counted, plural: 'articles'. */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous / numbered pages / Next, and 'Showing X to Y of N …'. Nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, noun, onPage }: PaginationProps) {
  if (total <= pageSize) return null;
  const last = pageCount(total, pageSize);
  return (
    <div className={styles.pagination}>
      <p className={styles.showing} aria-live="polite">
        {showingText(page, pageSize, total, noun)}
      </p>
      <nav aria-label={`Pages of ${noun}`}>
        <ul className={styles.pages}>
          <li>
            <button type="button" className={styles.step} onClick={() => onPage(page - 1)} disabled={page <= 1}>
              Previous
            </button>
          </li>
          {pageNumbers(page, last).map((number, index) =>
            number === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={number}>
                <button
                  type="button"
                  className={styles.number}
                  onClick={() => onPage(number)}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={`Page ${number}`}
                >
                  {number}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className={styles.step} onClick={() => onPage(page + 1)} disabled={page >= last}>
              Next
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
