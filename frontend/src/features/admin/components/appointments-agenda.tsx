import { useCallback, useEffect, useId, useState } from 'react';
import { useAddressQuery } from '../use-address-query';
import { Field, InlineLabel, TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { readableTime } from '../../../content/opening-hours';
import { mailtoHref } from '../../../lib/mailto';
import { notify } from '../../../lib/toast';
import { fetchOpenTimes, type OpenTimes } from '../../../components/enquiry-forms/api/open-times';
import { SessionEndedError } from '../api/admin-fetch';
import { changeAppointment, getAgenda } from '../api/appointments';
import { clinicActionsFor, type AgendaAppointment, type ClinicAction } from '@aura/contract';
import { appointmentStatusLabels, clinicActionLabels, mailLine, messageLine, whatsAppLink, whatsAppMessages, type AgendaClinic } from '../appointment';
import { formatDateTime, formatDisplayDate, localIsoDate } from '../../../lib/display-date';
import { LoadFailed } from './content-fields';
import { PhoneActions } from './phone-actions';
import styles from './agenda.module.css';

/** A YYYY-MM-DD date moved by whole days. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Wednesday 25 November' for a YYYY-MM-DD date. */
function longDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The Monday of the week holding a date. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}


type View = 'day' | 'week' | 'waiting';
const VIEW_LABELS: Record<View, string> = { day: 'Day', week: 'Week', waiting: 'To answer' };

/**
 * The clinic's agenda: a day or a week of appointments with their status, how to reach each
 * patient (WhatsApp with a message ready, phone, e-mail), what the clinic does next (confirm,
 * propose another time, decline, cancel, completed, no-show) and every change with who and when.
 */
export function AppointmentsAgenda({ onChanged }: { onChanged?: () => void }) {
  // The view and the day are in the address (?view=week&date=2026-11-27): a refresh keeps them, and they can be sent.
  const [query, setQuery] = useAddressQuery();
  const view: View = (['day', 'week', 'waiting'] as const).find((known) => known === query.get('view')) ?? 'day';
  const asked = query.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : localIsoDate();
  const show = (change: { view?: View; day?: string }) => {
    const next = new URLSearchParams();
    const nextView = change.view ?? view;
    if (nextView !== 'day') next.set('view', nextView);
    const nextDay = change.day ?? day;
    if (nextDay !== localIsoDate()) next.set('date', nextDay);
    setQuery(next);
  };
  const setView = (next: View) => show({ view: next });
  const setDay = (next: string) => show({ day: next });
  const [items, setItems] = useState<AgendaAppointment[] | null>(null);
  const [clinic, setClinic] = useState<AgendaClinic | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const from = view === 'week' ? mondayOf(day) : day;
  const days = view === 'day' ? 1 : 7;
  const span = view === 'waiting' ? 'waiting' : days;

  useEffect(() => {
    const controller = new AbortController();
    getAgenda(from, span, controller.signal).then(
      (agenda) => {
        if (controller.signal.aborted) return;
        if (agenda.ok) {
          setItems(agenda.items);
          setClinic(agenda.clinic);
          setError(null);
        } else {
          setError(agenda.message);
        }
      },
      (failure: unknown) => {
        if (!(failure instanceof SessionEndedError)) setError(String(failure));
      },
    );
    return () => controller.abort();
  }, [from, span, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const replace = (item: AgendaAppointment) => {
    setItems((current) => current?.map((entry) => (entry.id === item.id ? item : entry)) ?? null);
    onChanged?.();
  };
  const step = view === 'day' ? 1 : 7;
  const title = view === 'day' ? longDay(day) : view === 'week' ? `${longDay(from)} – ${longDay(addDays(from, 6))}` : 'Requests still to answer, soonest first';
  const dayList =
    view === 'waiting' ? [...new Set((items ?? []).map((item) => item.date))] : Array.from({ length: days }, (_, index) => addDays(from, index));
  const grouped = view !== 'day';

  return (
    <section aria-labelledby="agenda-heading">
      <div className={styles.head}>
        <h2 id="agenda-heading">Agenda</h2>
        <div className={styles.views} role="group" aria-label="Show">
          {(['day', 'week', 'waiting'] as const).map((option) => (
            <button key={option} type="button" className={styles.view} aria-pressed={view === option} onClick={() => setView(option)}>
              {VIEW_LABELS[option]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.nav}>
        {view !== 'waiting' && (
          <>
            <button type="button" className="btn btn-outline" onClick={() => setDay(addDays(day, -step))} aria-label={view === 'day' ? 'Previous day' : 'Previous week'}>
              ‹
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDay(localIsoDate())}>
              Today
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDay(addDays(day, step))} aria-label={view === 'day' ? 'Next day' : 'Next week'}>
              ›
            </button>
            <InlineLabel className={styles.pick}>
              <span>Go to</span>
              <input type="date" value={day} onChange={(event) => event.target.value && setDay(event.target.value)} />
            </InlineLabel>
          </>
        )}
        <p className={styles.title} aria-live="polite">
          {title} <span className={styles.zone}>(times in IST)</span>
        </p>
      </div>
      {error && <LoadFailed message={error} onRetry={reload} />}
      {!error && items === null && <p role="status" className={styles.state}>Loading the agenda…</p>}
      {!error && items !== null && clinic && (
        <div className={styles.days}>
          {dayList.map((date) => {
            const ofDay = items.filter((item) => item.date === date);
            if (grouped && ofDay.length === 0) return null;
            return (
              <section key={date} aria-label={longDay(date)}>
                {grouped && <h3 className={styles.dayHeading}>{longDay(date)}</h3>}
                {ofDay.length === 0 ? (
                  <p className={styles.state}>No appointments on this day.</p>
                ) : (
                  <ol className={styles.list}>
                    {ofDay.map((item) => (
                      <li key={item.id}>
                        <AppointmentCard item={item} clinic={clinic} onChanged={replace} />
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
          {view === 'week' && items.length === 0 && <p className={styles.state}>No appointments this week.</p>}
          {view === 'waiting' && items.length === 0 && <p className={styles.state}>Every request has its answer.</p>}
        </div>
      )}
    </section>
  );
}

function AppointmentCard({ item, clinic, onChanged }: { item: AgendaAppointment; clinic: AgendaClinic; onChanged: (item: AgendaAppointment) => void }) {
  const id = useId();
  const messages = whatsAppMessages(item, clinic);
  const confirmation = whatsAppLink(item.phone, messages.confirmation);
  const reminder = whatsAppLink(item.phone, messages.reminder);

  return (
    <article id={`appointment-${item.id}`} className={`${styles.card} ${styles[`status-${item.status}`] ?? ''}`} aria-labelledby={`${id}-who`}>
      <div className={styles.cardHead}>
        <p className={styles.time}>{readableTime(item.time)}</p>
        <div>
          <h4 id={`${id}-who`} className={styles.who}>
            {item.name}
          </h4>
          <p className={styles.concern}>{item.concern}</p>
        </div>
        <span className={styles.status}>{appointmentStatusLabels[item.status]}</span>
      </div>
      <ul className={styles.contact}>
        {item.phone && (
          <li>
            <PhoneActions phone={item.phone} who={item.name} />
          </li>
        )}
        {item.email && (
          <li>
            <a href={mailtoHref(item.email)}>{item.email}</a>
          </li>
        )}
        {confirmation && item.status === 'confirmed' && (
          <li>
            <a className={styles.whatsapp} href={confirmation} target="_blank" rel="noopener noreferrer">
              WhatsApp confirmation
            </a>
          </li>
        )}
        {reminder && item.status === 'confirmed' && (
          <li>
            <a className={styles.whatsapp} href={reminder} target="_blank" rel="noopener noreferrer">
              WhatsApp reminder
            </a>
          </li>
        )}
      </ul>
      {item.mails.length > 0 && <p className={styles.mails}>{item.mails.map(mailLine).join(' · ')}</p>}
      {item.messages.length > 0 && (
        <ul className={styles.messages} aria-label="Messages to the patient">
          {item.messages.map((message, index) => (
            <li key={index} className={message.state === 'failed' ? styles.messageFailed : undefined}>
              {messageLine(message)}
            </li>
          ))}
        </ul>
      )}
      <AppointmentAnswers appointment={item} onChanged={onChanged} />
      <details className={styles.history}>
        <summary>History</summary>
        <ol>
          {item.history.map((entry, index) => (
            <li key={index}>
              {appointmentStatusLabels[entry.status as keyof typeof appointmentStatusLabels] ?? entry.status}
              {entry.date && entry.time ? ` for ${formatDisplayDate(entry.date)}, ${readableTime(entry.time)}` : ''} by {entry.by === 'patient' ? 'the patient' : entry.by === 'patient (WhatsApp)' ? 'the patient on WhatsApp' : entry.by}, {formatDateTime(entry.at)}
              {entry.note ? `: ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

/**
 * What the clinic can do with an appointment now (confirm, propose another time, decline, cancel,
 * completed, no-show): the same buttons in the agenda and on the request in the inbox, so a
 * request is answered in one place and its enquiry's status follows.
 */
export function AppointmentAnswers({
  appointment,
  onChanged,
}: {
  appointment: Pick<AgendaAppointment, 'id' | 'name' | 'status' | 'date'>;
  onChanged: (item: AgendaAppointment) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [proposing, setProposing] = useState(false);
  const actions = clinicActionsFor(appointment.status);

  const run = async (action: ClinicAction, change: { date?: string; time?: string } = {}) => {
    setBusy(true);
    try {
      const result = await changeAppointment(appointment.id, action, change);
      if (result.ok) {
        onChanged(result.item);
        setProposing(false);
        notify.success(`${appointment.name}: ${appointmentStatusLabels[result.item.status].toLowerCase()}`);
      } else {
        notify.error(result.message);
      }
    } catch (failure) {
      if (!(failure instanceof SessionEndedError)) throw failure;
    } finally {
      setBusy(false);
    }
  };

  if (actions.length === 0) return null;
  return (
    <>
      <div className={styles.actions}>
        {actions.map((action) =>
          action === 'propose' ? (
            <button key={action} type="button" className="btn btn-outline" aria-expanded={proposing} disabled={busy} onClick={() => setProposing((open) => !open)}>
              {clinicActionLabels[action]}
            </button>
          ) : (
            <button key={action} type="button" className={action === 'confirm' ? 'btn btn-primary' : 'btn btn-outline'} disabled={busy} onClick={() => void run(action)}>
              {clinicActionLabels[action]}
            </button>
          ),
        )}
      </div>
      {proposing && <ProposeTime busy={busy} from={appointment.date} onPropose={(date, time) => void run('propose', { date, time })} />}
    </>
  );
}

/** Picks another open time to offer the patient. */
function ProposeTime({ busy, from, onPropose }: { busy: boolean; from: string; onPropose: (date: string, time: string) => void }) {
  const [date, setDate] = useState(from);
  const [time, setTime] = useState('');
  const [open, setOpen] = useState<OpenTimes | null>(null);
  useEffect(() => {
    let current = true;
    void fetchOpenTimes(date || undefined).then((answer) => current && setOpen(answer));
    return () => {
      current = false;
    };
  }, [date]);
  const times = open?.times.filter((entry) => entry.date === date).map((entry) => entry.time) ?? [];
  return (
    <form
      className={styles.propose}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (date && time) onPropose(date, time);
      }}
    >
      <TextField label="New date" type="date" value={date} onChange={(value) => (setDate(value), setTime(''))} />
      <Field label="New time (IST)">
        {(control) => (
          <select {...control} value={time} onChange={(event) => setTime(event.target.value)}>
            <option value="">{open === null ? 'Loading open times…' : times.length ? 'Select a time' : 'No open times on this day'}</option>
            {times.map((entry) => (
              <option key={entry} value={entry}>
                {readableTime(entry)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton busy={busy} disabled={!date || !time} busyLabel="Propose this time">
        Propose this time
      </SubmitButton>
    </form>
  );
}
