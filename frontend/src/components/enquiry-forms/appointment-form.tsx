import { appointmentMessages, type AppointmentRequest, type OfferedTime } from '@aura/contract';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { noSubscription } from '../../lib/use-in-browser';
import { concernOptions } from '../../content/appointment';
import { readableTime } from '../../content/opening-hours';
import { sendAppointment } from './api/send-appointment';
import { localIsoDate, useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useOpenTimes } from './use-open-times';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from '../ui/form/honeypot-field';
import styles from './enquiry-form.module.css';

/** After the dialog closes, its errors and submitting flag clear this much later (after the fade). */
export const APPOINTMENT_RESET_MS = 200;

/** 'Mon 30 Nov' for a YYYY-MM-DD date (read as a calendar day, in no time zone). */
export function shortDay(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** How many open times the form offers after a refusal or for a closed day. */
const OFFERED = 6;

type Field = 'name' | 'phone' | 'email' | 'date' | 'time' | 'concern';
type Errors = Partial<Record<Field, string>>;


const emptyFields: Record<Field, string> = { name: '', phone: '', email: '', date: '', time: '', concern: '' };

function validate(fields: Record<Field, string>, today: string, emailTypeMismatch: boolean): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = appointmentMessages.name;
  if (!fields.phone.trim() && !fields.email.trim()) errors.phone = appointmentMessages.contact;
  else if (fields.email.trim() && emailTypeMismatch) errors.email = appointmentMessages.email;
  if (!fields.date) errors.date = appointmentMessages.date;
  else if (fields.date < today) errors.date = appointmentMessages.pastDate;
  if (!fields.time) errors.time = appointmentMessages.time;
  if (!fields.concern) errors.concern = appointmentMessages.concern;
  return errors;
}

interface AppointmentFormProps {
  /** Preselected concern: an option's label or a treatment's title (added to the list when it is not one). */
  initialConcern?: string;
  /** False while the dialog holding the form is closed: its errors and submitting flag then reset. */
  active?: boolean;
  /** Called once the clinic has stored the request. */
  onSent?: (request: AppointmentRequest) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

/** The appointment request: name, phone or e-mail, date (not before today), time and concern. */
export function AppointmentForm({ initialConcern, active = true, onSent, onCancel }: AppointmentFormProps) {
  const id = useId();
  const [fields, setFields] = useState(emptyFields);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  /** The server's refusal of the time asked for (taken meanwhile) and the next open times it offered. */
  const [offers, setOffers] = useState<OfferedTime[] | null>(null);
  const openTimes = useOpenTimes(active, fields.date);
  // Today in the visitor's local date: known only in the browser, so the prerendered form has no min.
  const today = useSyncExternalStore(noSubscription, localIsoDate, () => undefined);
  const { honeypot, extras, startBotCheck } = useEnquiryExtras(active);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    if (active) return;
    const timer = setTimeout(() => {
      setSubmitting(false);
      setErrors({});
      setSent(false);
      setOffers(null);
    }, APPOINTMENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [active]);

  // Each opening preselects the concern it was opened with (a Book Now button's treatment).
  const opening = active ? (initialConcern ?? '') : null;
  const [appliedOpening, setAppliedOpening] = useState<string | null>(null);
  if (opening !== appliedOpening) {
    setAppliedOpening(opening);
    if (opening) setFields((current) => ({ ...current, concern: opening }));
  }

  const options = concernOptions.map((option) => option.label);
  if (initialConcern && !options.includes(initialConcern)) options.unshift(initialConcern);
  if (fields.concern && !options.includes(fields.concern)) options.unshift(fields.concern);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    // Another day has other open times: the time is chosen again.
    setFields((current) => ({ ...current, [field]: value, ...(field === 'date' && value !== current.date ? { time: '' } : {}) }));
  };

  const choose = ({ date, time }: OfferedTime) => {
    setFields((current) => ({ ...current, date, time }));
    setErrors((current) => ({ ...current, date: undefined, time: undefined }));
    setOffers(null);
    document.getElementById(`${id}-time`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const currentToday = localIsoDate();
    const emailInput = document.getElementById(`${id}-email`) as HTMLInputElement | null;
    const problems = validate(fields, currentToday, emailInput?.validity.typeMismatch ?? false);
    setErrors(problems);
    setSent(false);
    const firstProblem = (['name', 'phone', 'email', 'date', 'time', 'concern'] as const).find((field) => problems[field]);
    if (firstProblem) {
      document.getElementById(`${id}-${firstProblem}`)?.focus();
      return;
    }
    const request: AppointmentRequest = {
      name: fields.name.trim(),
      ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
      ...(fields.email.trim() ? { email: fields.email.trim() } : {}),
      date: fields.date,
      time: fields.time,
      concern: fields.concern,
    };
    setSubmitting(true);
    setOffers(null);
    const outcome = await sendAppointment(request, await extras());
    if (!mounted.current) return;
    setSubmitting(false);
    if (!outcome.sent) {
      // The one failure the form tells: the time was taken (or closed) meanwhile.
      if (outcome.refusedTime) {
        setErrors({ time: outcome.refusedTime.message });
        setOffers(outcome.refusedTime.openTimes);
        setFields((current) => ({ ...current, time: '' }));
        openTimes.refresh();
        document.getElementById(`${id}-time`)?.focus();
      }
      return;
    }
    setFields(emptyFields);
    setSent(true);
    openTimes.refresh();
    onSent?.(request);
  };

  const closedDay = openTimes.known && openTimes.times.length === 0;
  const suggested = offers ?? (closedDay ? openTimes.nextAfter(OFFERED) : []);
  const timePlaceholder = !fields.date
    ? 'Choose a date first'
    : openTimes.loading
      ? appointmentMessages.loadingTimes
      : closedDay
        ? 'No open times on this day'
        : 'Select a time';

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={`${styles.form} ${styles.appointment}`} noValidate onSubmit={submit} onFocus={startBotCheck}>
      <div className={`field ${styles.wide}`}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" maxLength={100} value={fields.name} onChange={set('name')} aria-invalid={!!errors.name} aria-describedby={describedBy('name')} />
        {fieldError('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} value={fields.phone} onChange={set('phone')} aria-invalid={!!errors.phone} aria-describedby={describedBy('phone')} />
        {fieldError('phone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={254} value={fields.email} onChange={set('email')} aria-invalid={!!errors.email} aria-describedby={describedBy('email')} />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Preferred date</label>
        <input id={`${id}-date`} name="date" type="date" min={today} max={openTimes.lastDate} value={fields.date} onChange={set('date')} aria-invalid={!!errors.date} aria-describedby={describedBy('date')} />
        {fieldError('date')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>Preferred time ({openTimes.zoneName})</label>
        <select id={`${id}-time`} name="time" value={fields.time} onChange={set('time')} aria-invalid={!!errors.time} aria-describedby={describedBy('time')}>
          <option value="">{timePlaceholder}</option>
          {openTimes.times.map((time) => (
            <option key={time} value={time}>
              {readableTime(time)}
            </option>
          ))}
        </select>
        {fieldError('time')}
        {openTimes.failed && (
          <p className={styles.timesNote}>
            {appointmentMessages.timesUnavailable}{' '}
            <button type="button" className={styles.linkButton} onClick={openTimes.retry}>
              Try again
            </button>
          </p>
        )}
      </div>
      {suggested.length > 0 && (
        <div className={`${styles.offers} ${styles.wide}`} role="group" aria-labelledby={`${id}-offers`}>
          <p id={`${id}-offers`} className={styles.timesNote}>
            {closedDay && !offers ? `${appointmentMessages.closedDay} ` : ''}
            {appointmentMessages.nextTimes}
          </p>
          {[...new Set(suggested.map((offer) => offer.date))].map((date) => (
            <div key={date} className={styles.offerDay}>
              <span aria-hidden="true">{shortDay(date)}</span>
              <ul>
                {suggested
                  .filter((offer) => offer.date === date)
                  .map((offer) => (
                    <li key={offer.time}>
                      <button type="button" className={styles.offer} aria-label={`${shortDay(date)}, ${readableTime(offer.time)}`} onClick={() => choose(offer)}>
                        {readableTime(offer.time)}
                      </button>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className={`field ${styles.wide}`}>
        <label htmlFor={`${id}-concern`}>Concern</label>
        <select id={`${id}-concern`} name="concern" value={fields.concern} onChange={set('concern')} aria-invalid={!!errors.concern} aria-describedby={describedBy('concern')}>
          <option value="">Select your concern</option>
          {options.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
        {fieldError('concern')}
      </div>
      <HoneypotField {...honeypot} />
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Sending…' : 'Request Appointment'}
        </button>
      </div>
      <div aria-live="polite" className={`${styles.result} ${styles.wide}`}>
        {sent && <p className="form-success">{appointmentMessages.sent}</p>}
      </div>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
