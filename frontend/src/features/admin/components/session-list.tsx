import type { StaffSession } from '@aura/contract';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { endSession, getSessions } from '../api/two-factor';
import styles from './account-modal.module.css';

const placeOf = (session: StaffSession) => [session.device ?? 'Unknown browser', session.ip].filter(Boolean).join(' · ');

/**
 * Where the signed-in account is signed in: each browser with its address and last use, this one
 * marked. Ending another signs that browser out at its next click; ending this one signs out here.
 */
export function SessionList({ onSignedOut }: { onSignedOut: () => void }) {
  const [sessions, setSessions] = useState<StaffSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSessions(controller.signal)
      .then((outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.ok) setSessions(outcome.value);
        else setError(outcome.message);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => controller.abort();
  }, []);

  const end = async (session: StaffSession) => {
    setBusy(session.id);
    try {
      const outcome = await endSession(session.id);
      if (!outcome.ok) {
        notify.error(outcome.message);
        return;
      }
      if (outcome.value.current) {
        onSignedOut();
        return;
      }
      setSessions((list) => list?.filter((entry) => entry.id !== session.id) ?? null);
      notify.success(`Signed out ${session.device ?? 'that browser'}`);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setBusy(null);
    }
  };

  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (!sessions) return <p role="status">Loading your sessions…</p>;
  return (
    <div className={styles.form}>
      <p className={styles.note}>Where you are signed in. A session ends by itself after 30 minutes without use, and after 8 hours at most.</p>
      <ul className={styles.sessions} aria-label="Your sessions">
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <div>
              <p className={styles.sessionPlace}>
                {placeOf(session)}
                {session.current ? <span className={styles.thisOne}>This browser</span> : null}
              </p>
              <p className={styles.sessionTimes}>
                Signed in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy === session.id}
              aria-label={session.current ? 'Sign out of this browser' : `Sign out ${placeOf(session)}`}
              onClick={() => void end(session)}
            >
              Sign out
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
