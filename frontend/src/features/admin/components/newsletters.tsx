import type { SentNewsletter } from '@aura/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { useArticles } from '../../../content/news/get-articles';
import { formatDateTime } from '../../../lib/display-date';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { getNewsletters, type NewsletterList } from '../api/newsletters';
import { ListState } from './list-state';
import { NewsletterComposer } from './newsletter-composer';
import inbox from './inbox.module.css';
import { AdminTable } from './admin-table';
import styles from './newsletters.module.css';

/** The Newsletters tab (owner and editor): write and send one, and what was sent so far. */
export function Newsletters() {
  const id = useId();
  const { articles } = useArticles();
  const [state, setState] = useState<{ loaded: boolean; list: NewsletterList; error: string | null }>({ loaded: false, list: { items: [], subscribers: 0 }, error: null });

  const load = useCallback((signal?: AbortSignal) => {
    getNewsletters(signal)
      .then((outcome) => {
        if (signal?.aborted) return;
        setState(outcome.ok ? { loaded: true, list: outcome.value, error: null } : (current) => ({ ...current, loaded: true, error: outcome.message }));
      })
      .catch(rethrowUnlessSessionEnded);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <div className={inbox.head}>
        <h2 id={`${id}-heading`}>Newsletters</h2>
      </div>
      <NewsletterComposer articles={articles} subscribers={state.list.subscribers} onSent={() => load()} />
      <h3 className={styles.sentHeading}>Sent so far</h3>
      <ListState loading={!state.loaded} loadingText="Loading the newsletters…" error={state.error} empty={state.list.items.length === 0} emptyText="No newsletter has been sent yet.">
        <AdminTable caption="Newsletters sent so far" columns={['Subject', 'Sent', 'By', 'Recipients', 'Delivered', 'Not delivered']}>
          {state.list.items.map((item) => (
            <SentRow key={item.id} item={item} />
          ))}
        </AdminTable>
      </ListState>
    </section>
  );
}

function SentRow({ item }: { item: SentNewsletter }) {
  return (
    <tr>
      <td data-label="Subject">
        <span>
          {item.subject}
          <small className={styles.sentArticles}>{item.articles.join(' · ')}</small>
        </span>
      </td>
      <td data-label="Sent">{formatDateTime(item.sentAt)}</td>
      <td data-label="By">{item.sentBy}</td>
      <td data-label="Recipients">{item.recipients}</td>
      <td data-label="Delivered">
        <span>
          {item.delivered}
          {item.waiting > 0 ? <small className={styles.sentArticles}>{item.waiting} still being sent</small> : null}
        </span>
      </td>
      <td data-label="Not delivered">{item.failed > 0 ? <strong className={styles.failed}>{item.failed}</strong> : 0}</td>
    </tr>
  );
}
