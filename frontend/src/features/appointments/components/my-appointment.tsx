import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Clinic } from '../../../content/clinic';
import type { AppointmentStatus, PatientAction, PatientAppointment } from '@aura/contract';
import { changeMyAppointment, loadMyAppointment } from '../api/my-appointment';
import styles from './my-appointment.module.css';
import { TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';

export const myAppointmentCopy = {
  title: 'Your appointment',
  loading: 'Loading your appointment…',
  noLink: 'Open this page from the link in the e-mail the clinic sent you.',
  status: {
    requested: 'Requested: the clinic will confirm it soon.',
    proposed: 'The clinic suggests this time instead of the one you asked for.',
    confirmed: 'Confirmed. We look forward to seeing you.',
    declined: 'The clinic could not offer this appointment.',
    cancelled: 'Cancelled.',
    completed: 'Completed. Thank you for visiting us.',
    'no-show': 'This appointment has passed.',
  } satisfies Record<AppointmentStatus, string>,
  done: {
    accept: 'Thank you: your appointment is confirmed. A confirmation with a calendar invitation is on its way to your e-mail.',
    cancel: 'Your appointment is cancelled. The clinic has been told.',
    'another-time': 'Thank you: the clinic has your message and will suggest another time.',
  } satisfies Record<PatientAction, string>,
};

/**
 * The token of the patient's link: in the address's fragment (`#token=`), which browsers never send
 * to a server. A link mailed before carries it in the query (`?token=`): the address is rewritten at
 * once to the fragment form, so the token leaves the address bar, the history and every later Referer.
 */
function useLinkToken(): string {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromFragment = new URLSearchParams(hash.slice(1)).get('token');
  const fromQuery = new URLSearchParams(search).get('token');
  useEffect(() => {
    if (!fromFragment && fromQuery) void navigate({ pathname, search: '', hash: `token=${fromQuery}` }, { replace: true });
  }, [fromFragment, fromQuery, navigate, pathname]);
  return fromFragment ?? fromQuery ?? '';
}

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; item: PatientAppointment };

/**
 * A patient's own appointment, opened from the signed link in the clinic's mails (no account):
 * accept a time the clinic proposed, cancel, or ask for another time. The link stops working
 * once the visit is over.
 */
export function MyAppointmentPage({ clinic }: { clinic: Clinic }) {
  const id = useId();
  const token = useLinkToken();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [done, setDone] = useState<PatientAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void loadMyAppointment(token).then((answer) => {
      if (current) setState(answer.ok ? { kind: 'shown', item: answer.item } : { kind: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [token]);

  const act = async (action: PatientAction) => {
    setBusy(true);
    setError(null);
    const answer = await changeMyAppointment(token, action, action === 'another-time' ? note.trim() : undefined);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setState({ kind: 'shown', item: answer.item });
    setDone(action);
    setConfirmingCancel(false);
    setAsking(false);
  };

  const shown = !token ? ({ kind: 'failed', message: myAppointmentCopy.noLink } as const) : state;
  return (
    <section className={`container ${styles.page}`} aria-labelledby={`${id}-title`}>
      <span className="eyebrow">{clinic.brandName}</span>
      <h1 id={`${id}-title`}>{myAppointmentCopy.title}</h1>
      {shown.kind === 'loading' && <p role="status">{myAppointmentCopy.loading}</p>}
      {shown.kind === 'failed' && (
        <div className={styles.card}>
          <p>{shown.message}</p>
          <p>
            Call or WhatsApp us on <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>.
          </p>
        </div>
      )}
      {shown.kind === 'shown' && (
        <div className={styles.card}>
          <dl className={styles.facts}>
            <div>
              <dt>Name</dt>
              <dd>{shown.item.name}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd className={styles.when}>{shown.item.when}</dd>
            </div>
            <div>
              <dt>Concern</dt>
              <dd>{shown.item.concern}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{myAppointmentCopy.status[shown.item.status]}</dd>
            </div>
          </dl>
          <div aria-live="polite">{done && <p className="form-success">{myAppointmentCopy.done[done]}</p>}</div>
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          {shown.item.actions.length > 0 && (
            <div className={styles.actions}>
              {shown.item.actions.includes('accept') && (
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act('accept')}>
                  Accept this time
                </button>
              )}
              {shown.item.actions.includes('another-time') && (
                <button type="button" className="btn btn-outline" aria-expanded={asking} disabled={busy} onClick={() => setAsking((open) => !open)}>
                  Ask for another time
                </button>
              )}
              {shown.item.actions.includes('cancel') &&
                (confirmingCancel ? (
                  <span className={styles.confirm}>
                    <span>Cancel this appointment?</span>
                    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act('cancel')}>
                      Yes, cancel it
                    </button>
                    <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmingCancel(false)}>
                      Keep it
                    </button>
                  </span>
                ) : (
                  <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmingCancel(true)}>
                    Cancel appointment
                  </button>
                ))}
            </div>
          )}
          {asking && (
            <form
              className={styles.ask}
              onSubmit={(event) => {
                event.preventDefault();
                void act('another-time');
              }}
            >
              <TextField label="Which days and times suit you?" rows={3} maxLength={1000} value={note} onChange={setNote} />
              <SubmitButton busy={busy} disabled={!note.trim()} busyLabel="Send to the clinic">
                Send to the clinic
              </SubmitButton>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
