import type { ReactNode } from 'react';
import styles from './inbox.module.css';

interface ListStateProps {
  /** Nothing has arrived yet: the loading line shows. */
  loading: boolean;
  loadingText: string;
  error: string | null;
  /** The list arrived with nothing in it. */
  empty: boolean;
  emptyText: ReactNode;
  /** The list itself, when it has something to show. */
  children: ReactNode;
}

/** A dashboard list's loading line, its error, its empty line, or the list: in that order. */
export function ListState({ loading, loadingText, error, empty, emptyText, children }: ListStateProps) {
  if (loading) {
    return (
      <p className={styles.state} role="status">
        {loadingText}
      </p>
    );
  }
  if (error) {
    return (
      <p className={`${styles.state} form-error`} role="alert">
        {error}
      </p>
    );
  }
  if (empty) return <p className={styles.state}>{emptyText}</p>;
  return <>{children}</>;
}
