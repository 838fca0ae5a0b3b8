import { useEffect, useId, useState } from 'react';
import { mailtoHref } from '../../../lib/mailto';
import { SessionEndedError } from '../api/admin-fetch';
import { getSubscribers, subscribersCsvUrl } from '../api/enquiries';
import type { Subscriber } from '@aura/contract';
import { formatDateTime } from '../../../lib/display-date';
import { pageBeyondTheEnd } from '../pagination';
import { ListState } from './list-state';
import { Pagination } from './pagination';
import { AdminTable } from './admin-table';
import styles from './inbox.module.css';

export const SUBSCRIBERS_PAGE_SIZE = 20;

const forwardLabels: Record<Subscriber['forwardState'], string> = {
  delivered: 'Forwarded',
  pending: 'Pending',
  failed: 'Failed',
  skipped: 'Stored only',
};

/** The Subscribers tab: newsletter sign-ups, newest first, with their own CSV export. */
export function SubscribersList() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ page: number; items: Subscriber[]; total: number; error: string | null }>({
    page: 0,
    items: [],
    total: 0,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    getSubscribers(page, SUBSCRIBERS_PAGE_SIZE, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        // Fewer subscribers than when the pages were counted (some deleted): show the last page that has some.
        const lastPage = result.ok ? pageBeyondTheEnd(page, result.items.length, result.total, SUBSCRIBERS_PAGE_SIZE) : null;
        if (lastPage) setPage(lastPage);
        else if (result.ok) setState({ page, items: result.items, total: result.total, error: null });
        else setState({ page, items: [], total: 0, error: result.message });
      })
      .catch((error) => {
        if (!(error instanceof SessionEndedError)) throw error;
      });
    return () => controller.abort();
  }, [page]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>Newsletter Subscribers</h2>
        <a className="btn btn-outline" href={subscribersCsvUrl} download>
          Export CSV
        </a>
      </div>
      <ListState loading={state.page === 0} loadingText="Loading subscribers…" error={state.error} empty={state.items.length === 0} emptyText="No subscribers yet.">
        <AdminTable caption="Newsletter subscribers" columns={['Email', 'Subscribed', 'Forwarding']}>
          {state.items.map((subscriber) => (
            <tr key={subscriber.id}>
              <td data-label="Email">{subscriber.email ? <a href={mailtoHref(subscriber.email)}>{subscriber.email}</a> : '—'}</td>
              <td data-label="Subscribed">{formatDateTime(subscriber.createdAt)}</td>
              <td data-label="Forwarding">{forwardLabels[subscriber.forwardState] ?? subscriber.forwardState}</td>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <Pagination page={page} pageSize={SUBSCRIBERS_PAGE_SIZE} total={state.total} noun="subscribers" onPage={setPage} />
    </section>
  );
}
