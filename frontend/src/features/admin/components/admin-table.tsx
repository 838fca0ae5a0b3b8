import type { ReactNode } from 'react';
import styles from './inbox.module.css';

/**
 * A dashboard table: its name (read by screen readers, and the name tests and assistive tools find
 * it by), its column headings, and its rows. On a phone each row becomes a card whose cells show
 * their column's name, so every cell carries it as `data-label`.
 */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
