import { appointmentMessages, appointmentRules, pastDateProblem, type AppointmentRequest, type OfferedTime } from '@aura/contract';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { localIsoDate } from '../../lib/display-date';
import { noSubscription } from '../../lib/use-in-browser';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { sendAppointment } from './api/send-appointment';
import { useOpenTimes, type AppointmentTiming } from './use-open-times';

/** After the dialog closes, its errors and submitting flag clear this much later (after the fade). */
export const APPOINTMENT_RESET_MS = 200;

/** How many open times the form offers after a refusal or for a closed day. */
const OFFERED = 6;

export type AppointmentField = keyof AppointmentRequest;
type Errors = Partial<Record<AppointmentField, string>>;
type Typed = Record<AppointmentField, string>;

/** The WhatsApp box is '' or 'yes' (what a form sent without scripts carries). */
const emptyFields: Typed = { name: '', phone: '', email: '', date: '', time: '', concern: '', whatsapp: '' };

/**
 * Every field's problem, by the contract's rules in its order, and the first field with one. The
 * date is also not before the visitor's own today, and the e-mail as its input checks it.
 */
function problemsOf(fields: Typed, today: string, emailTypeMismatch: boolean): { errors: Errors; first?: AppointmentField } {
  const request = requestOf(fields);
  const order = Object.keys(appointmentRules) as AppointmentField[];
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
    ...(fields.whatsapp ? { whatsapp: true } : {}),
  };
}

interface Options {
  /** Preselected concern: an option's label or a treatment's title. */
  initialConcern?: string;
  /** False while the dialog holding the form is closed: its errors and sending state then reset. */
  active: boolean;
  /** Called once the clinic has stored the request, with the zone and length of the time asked for. */
  onSent?: (request: AppointmentRequest, timing: AppointmentTiming) => void;
}

/**
 * The appointment request as the patient fills it in: the fields, their messages in the
 * contract's order, the open times of the chosen day, and sending (a time refused meanwhile
 * comes back with the next open times to pick from).
 */
export function useAppointmentRequest({ initialConcern, active, onSent }: Options) {
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

  const set = (field: AppointmentField) => (value: string) => {
    // Another day has other open times: the time is chosen again.
    setFields((current) => ({ ...current, [field]: value, ...(field === 'date' && value !== current.date ? { time: '' } : {}) }));
  };
  const focus = (field: AppointmentField) => document.getElementById(`${id}-${field}`)?.focus();

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
    const { timing } = openTimes;
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
    onSent?.(request, timing);
  };

  const closedDay = openTimes.known && openTimes.times.length === 0;
  /** Open times to pick from: the server's after a refusal, or the next ones after a closed day. */
  const suggested = offers ?? (closedDay ? openTimes.nextAfter(OFFERED) : []);
  return { id, fields, errors, set, choose, submit, submission, openTimes, today, honeypot, startBotCheck, closedDay, refused: offers !== null, suggested };
}
