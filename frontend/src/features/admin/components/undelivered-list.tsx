import type { UndeliveredItem } from '@aura/contract';
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { getUndelivered, retryUndelivered } from '../api/undelivered';
import styles from './inbox.module.css';

/**
 * What failed to send, above the enquiries: forwards to the clinic's mailbox and mails to patients
 * that gave up after their retries, each with why and a button to send it again. Nothing shows
 * when everything was delivered.
 */
export function UndeliveredList() {
  const id = useId();
  const [items, setItems] = useState<UndeliveredItem[]>([]);
  const [sending, setSending] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getUndelivered(controller.signal)
      .then((outcome) => {
        if (!controller.signal.aborted && outcome.ok) setItems(outcome.value);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => controller.abort();
  }, []);

  const sendAgain = async (item: UndeliveredItem) => {
    setSending(item.id);
    try {
      const outcome = await retryUndelivered(item);
      if (outcome.ok) {
        notify.success(outcome.value || 'Queued to be sent again.');
        setItems((current) => current.filter((other) => other.id !== item.id || other.kind !== item.kind));
      } else notify.error(outcome.message);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setSending(null);
    }
  };

  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.undelivered}>
      <h3 id={`${id}-heading`}>Not delivered ({items.length})</h3>
      <p className={styles.received}>These gave up after their retries. Once the cause is fixed, send them again.</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={`${styles.enquiry} ${styles.enquiryFailed}`}>
            <p className={styles.who}>{item.kind === 'mail' ? `Mail to ${item.to}: ${item.what}` : item.kind === 'message' ? `${item.what}, to +${item.to}` : item.what}</p>
            <p className={styles.received}>
              Made {formatDateTime(item.at)} · {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
            </p>
            {item.reason ? <p className={styles.message}>Why: {item.reason}</p> : null}
            <div className={styles.enquiryActions}>
              <button type="button" className="btn btn-outline" onClick={() => void sendAgain(item)} disabled={sending !== null}>
                Send again
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
