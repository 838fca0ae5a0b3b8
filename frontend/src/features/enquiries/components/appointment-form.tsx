import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { noSubscription } from '../../../lib/use-in-browser';
import { concernOptions } from '../../../content/appointment';
import { sendAppointment, type AppointmentRequest } from '../api/send-appointment';
import { localIsoDate, useEnquiryExtras } from '../use-enquiry-extras';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from './honeypot-field';
import styles from './enquiry-form.module.css';

/** After the dialog closes, its errors and submitting flag clear this much later (after the fade). */
export const APPOINTMENT_RESET_MS = 200;

export const appointmentMessages = {
  name: 'Please enter your name',
  contact: 'Provide a phone number or an email',
  /** The e-mail input's own type check (the form turns off the browser's bubbles to show its messages). */
  email: 'Enter a valid email address',
  date: 'Select a date',
  pastDate: 'Choose today or a later date',
  time: 'Select a time',
  concern: 'Choose a concern',
  sent: "Appointment request sent. We'll contact you soon.",
};

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
    setFields((current) => ({ ...current, [field]: value }));
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
    const stored = await sendAppointment(request, await extras());
    if (!mounted.current) return;
    setSubmitting(false);
    if (!stored) return;
    setFields(emptyFields);
    setSent(true);
    onSent?.(request);
  };

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
        <input id={`${id}-date`} name="date" type="date" min={today} value={fields.date} onChange={set('date')} aria-invalid={!!errors.date} aria-describedby={describedBy('date')} />
        {fieldError('date')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`}>Preferred time</label>
        <input id={`${id}-time`} name="time" type="time" value={fields.time} onChange={set('time')} aria-invalid={!!errors.time} aria-describedby={describedBy('time')} />
        {fieldError('time')}
      </div>
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
