import { DATA_REQUEST_DAYS, DATA_REQUEST_LABELS, type DataRequestItem } from '@aura/contract';
import { useEffect, useId, useState } from 'react';
import { formatDateTime, formatDisplayDate } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { getDataRequests, markDataRequest } from '../api/people';
import { PhoneActions } from './phone-actions';
import styles from './inbox.module.css';
import own from './people-data.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the clock stands for a waiting request: days left, due today, or days overdue. */
export function clockOf(dueBy: string, now = Date.now()): { words: string; overdue: boolean } {
  const days = Math.ceil((new Date(dueBy).getTime() - now) / DAY_MS);
  if (days > 1) return { words: `${days} days left`, overdue: false };
  if (days === 1) return { words: '1 day left', overdue: false };
  if (days === 0) return { words: 'due today', overdue: false };
  return { words: `${-days} day${days === -1 ? '' : 's'} overdue`, overdue: true };
}

/**
 * Patients' requests about their data, sent with the privacy page's form: what each asks, who
 * asked and how to reach them, and the clock the notice promises (DATA_REQUEST_DAYS days), waiting
 * ones first. "Find their data" looks the person up below.
 */
export function DataRequestsList({ onFind, onChanged }: { onFind: (query: string) => void; onChanged?: () => void }) {
  const id = useId();
  const [items, setItems] = useState<DataRequestItem[] | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  const show = (outcome: Awaited<ReturnType<typeof getDataRequests>>) => {
    if (outcome.ok) {
      setItems(outcome.value.items);
      setWaiting(outcome.value.waiting);
    } else notify.error(outcome.message);
  };

  useEffect(() => {
    const controller = new AbortController();
    getDataRequests(controller.signal)
      .then((outcome) => {
        if (!controller.signal.aborted) show(outcome);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => controller.abort();
  }, []);

  const mark = async (item: DataRequestItem, answered: boolean) => {
    setBusy(item.id);
    try {
      const outcome = await markDataRequest(item.id, answered);
      if (outcome.ok) {
        notify.success(answered ? 'Marked answered.' : 'Marked as waiting again.');
        onChanged?.();
        show(await getDataRequests());
      } else notify.error(outcome.message);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={own.requests}>
      <h3 id={`${id}-heading`}>Requests from patients{waiting > 0 ? ` (${waiting} waiting)` : ''}</h3>
      <p className={own.intro}>Sent with the form on the privacy page. The notice promises an answer within {DATA_REQUEST_DAYS} days.</p>
      {items === null ? (
        <p className={styles.state}>Loading…</p>
      ) : items.length === 0 ? (
        <p className={styles.state}>No requests about personal data.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const clock = item.answeredAt ? null : clockOf(item.dueBy);
            const contact = item.phone ?? item.email;
            return (
              <li key={item.id} className={`${styles.enquiry} ${clock?.overdue ? styles.enquiryFailed : ''}`}>
                <p className={own.requestKind}>{DATA_REQUEST_LABELS[item.request]}</p>
                <p className={styles.who}>{item.name ?? 'Name erased'}</p>
                <p className={own.requestContact}>
                  {item.phone ? <PhoneActions phone={item.phone} who={item.name ?? 'the patient'} /> : null}
                  {item.phone && item.email ? ' · ' : null}
                  {item.email}
                </p>
                <p className={styles.received}>Received {formatDateTime(item.receivedAt)}</p>
                {clock ? (
                  <p className={clock.overdue ? own.overdue : own.due}>
                    Answer due by {formatDisplayDate(item.dueBy)} · {clock.words}
                  </p>
                ) : (
                  <p className={own.due}>Answered {formatDateTime(item.answeredAt)}</p>
                )}
                {item.details ? <p className={styles.message}>{item.details}</p> : null}
                <div className={styles.enquiryActions}>
                  {contact ? (
                    <button type="button" className="btn btn-outline" onClick={() => onFind(contact)}>
                      Find their data
                    </button>
                  ) : null}
                  <button type="button" className={item.answeredAt ? 'btn btn-outline' : 'btn btn-primary'} disabled={busy !== null} onClick={() => void mark(item, !item.answeredAt)}>
                    {item.answeredAt ? 'Mark as waiting' : 'Mark answered'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
