import { appointmentMessages, appointmentRules, FIELD_LIMITS, pastDateProblem, type AppointmentRequest, type OfferedTime } from '@aura/contract';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { concernOptions } from '../../content/appointment';
import { readableTime } from '../../content/opening-hours';
import { localIsoDate } from '../../lib/display-date';
import { noSubscription } from '../../lib/use-in-browser';
import { Field, TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { sendAppointment } from './api/send-appointment';
import { ConsentNotice } from './consent-notice';
import { OpenTimeOffers } from './open-time-offers';
import { useOpenTimes } from './use-open-times';
import styles from './enquiry-form.module.css';

/** After the dialog closes, its errors and submitting flag clear this much later (after the fade). */
export const APPOINTMENT_RESET_MS = 200;

/** How many open times the form offers after a refusal or for a closed day. */
const OFFERED = 6;

type Field = keyof AppointmentRequest;
type Errors = Partial<Record<Field, string>>;
type Typed = Record<Field, string>;

const emptyFields: Typed = { name: '', phone: '', email: '', date: '', time: '', concern: '' };

/**
 * Every field's problem, by the contract's rules in its order, and the first field with one. The
 * date is also not before the visitor's own today, and the e-mail as its input checks it.
 */
function problemsOf(fields: Typed, today: string, emailTypeMismatch: boolean): { errors: Errors; first?: Field } {
  const request = requestOf(fields);
  const order = Object.keys(appointmentRules) as Field[];
  const errors: Errors = {};
  for (const field of order) errors[field] = appointmentRules[field](request[field], request) ?? undefined;
  if (!errors.phone && !errors.email && request.email && emailTypeMismatch) errors.email = appointmentMessages.email;
  if (!errors.date) errors.date = pastDateProblem(fields.date, today) ?? undefined;
  return { errors, first: order.find((field) => errors[field]) };
}

function requestOf(fields: Typed): AppointmentRequest {
  return {
    name: fields.name.trim(),
    ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
    ...(fields.email.trim() ? { email: fields.email.trim() } : {}),
    date: fields.date,
    time: fields.time,
    concern: fields.concern,
  };
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
  const submission = useSubmission();
  /** The server's refusal of the time asked for (taken meanwhile) and the next open times it offered. */
  const [offers, setOffers] = useState<OfferedTime[] | null>(null);
  const openTimes = useOpenTimes(active, fields.date);
  // Today in the visitor's local date: known only in the browser, so the prerendered form has no min.
  const today = useSyncExternalStore(noSubscription, localIsoDate, () => undefined);
  const { honeypot, extras, startBotCheck } = useEnquiryExtras(active);
  const { reset } = submission;

  useEffect(() => {
    if (active) return;
    const timer = setTimeout(() => {
      reset();
      setErrors({});
      setOffers(null);
    }, APPOINTMENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [active, reset]);

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

  const set = (field: Field) => (value: string) => {
    // Another day has other open times: the time is chosen again.
    setFields((current) => ({ ...current, [field]: value, ...(field === 'date' && value !== current.date ? { time: '' } : {}) }));
  };
  const focus = (field: Field) => document.getElementById(`${id}-${field}`)?.focus();

  const choose = ({ date, time }: OfferedTime) => {
    setFields((current) => ({ ...current, date, time }));
    setErrors((current) => ({ ...current, date: undefined, time: undefined }));
    setOffers(null);
    focus('time');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const emailInput = document.getElementById(`${id}-email`) as HTMLInputElement | null;
    const { errors: problems, first } = problemsOf(fields, localIsoDate(), emailInput?.validity.typeMismatch ?? false);
    setErrors(problems);
    submission.markSent(false);
    if (first) {
      focus(first);
      return;
    }
    const request = requestOf(fields);
    setOffers(null);
    const outcome = await submission.run(async () => sendAppointment(request, await extras()));
    if (!outcome) return;
    if (!outcome.sent) {
      // The one failure the form tells: the time was taken (or closed) meanwhile.
      if (outcome.refusedTime) {
        setErrors({ time: outcome.refusedTime.message });
        setOffers(outcome.refusedTime.openTimes);
        setFields((current) => ({ ...current, time: '' }));
        openTimes.refresh();
        focus('time');
      }
      return;
    }
    setFields(emptyFields);
    submission.markSent();
    openTimes.refresh();
    onSent?.(request);
  };

  const closedDay = openTimes.known && openTimes.times.length === 0;
  const suggested = offers ?? (closedDay ? openTimes.nextAfter(OFFERED) : []);
  const timePlaceholder = !fields.date ? 'Choose a date first' : openTimes.loading ? appointmentMessages.loadingTimes : closedDay ? 'No open times on this day' : 'Select a time';
  const text = (field: Field) => ({ id: `${id}-${field}`, name: field, value: fields[field], onChange: set(field), error: errors[field] });
  const selectChange = (field: Field) => (event: { target: { value: string } }) => set(field)(event.target.value);

  return (
    <form className={`${styles.form} ${styles.appointment}`} noValidate onSubmit={submit} onFocus={startBotCheck}>
      <TextField label="Name" className={styles.wide} autoComplete="name" maxLength={FIELD_LIMITS.name} {...text('name')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...text('phone')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...text('email')} />
      <TextField label="Preferred date" type="date" min={today} max={openTimes.lastDate} {...text('date')} />
      <Field
        label={`Preferred time (${openTimes.zoneName})`}
        id={`${id}-time`}
        error={errors.time}
        after={
          openTimes.failed && (
            <p className={styles.timesNote}>
              {appointmentMessages.timesUnavailable}{' '}
              <button type="button" className={styles.linkButton} onClick={openTimes.retry}>
                Try again
              </button>
            </p>
          )
        }
      >
        {(control) => (
          <select {...control} name="time" value={fields.time} onChange={selectChange('time')}>
            <option value="">{timePlaceholder}</option>
            {openTimes.times.map((time) => (
              <option key={time} value={time}>
                {readableTime(time)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {suggested.length > 0 && (
        <OpenTimeOffers intro={`${closedDay && !offers ? `${appointmentMessages.closedDay} ` : ''}${appointmentMessages.nextTimes}`} offers={suggested} onChoose={choose} />
      )}
      <Field label="Concern" id={`${id}-concern`} className={styles.wide} error={errors.concern}>
        {(control) => (
          <select {...control} name="concern" value={fields.concern} onChange={selectChange('concern')}>
            <option value="">Select your concern</option>
            {options.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <HoneypotField {...honeypot} />
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <SubmitButton busy={submission.busy} busyLabel="Sending…">
          Request Appointment
        </SubmitButton>
      </div>
      <FormResult className={`${styles.result} ${styles.wide}`}>{submission.sent && <p className="form-success">{appointmentMessages.sent}</p>}</FormResult>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
