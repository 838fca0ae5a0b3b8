/** The appointment dialog's form. */
import { isEmailAddress } from './email-address.js';
import { FIELD_LIMITS, isBlank, isTextUpTo } from './field-limits.js';
import { isClockTime, isIsoDate, NAME_TOO_LONG, PHONE_TOO_LONG, type FormRules } from './form-rules.js';
import { FORM_THANKS } from './form-thanks.js';
import { whatsAppOptInProblem } from './whatsapp-opt-in.js';

export const appointmentMessages = {
  name: 'Please enter your name',
  contact: 'Provide a phone number or an email',
  email: 'Enter a valid email address',
  date: 'Select a date',
  pastDate: 'Choose today or a later date',
  time: 'Select a time',
  concern: 'Choose a concern',
  sent: FORM_THANKS.appointment,
  closedDay: 'The clinic has no open times on this day.',
  nextTimes: 'Next open times:',
  loadingTimes: 'Loading open times…',
  timesUnavailable: 'Open times could not be loaded.',
} as const;


export interface AppointmentRequest {
  name: string;
  phone?: string | null;
  email?: string | null;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM at the clinic. */
  time: string;
  /** One of the form's concern options, or a treatment's title the site preselected. */
  concern: string;
  /** The patient ticked the WhatsApp box: updates about this appointment on WhatsApp. */
  whatsapp?: boolean | string | null;
}

/**
 * The appointment request: name, phone or e-mail, date, time and concern, in that order. Whether
 * the date is today or later is a question of whose today: see appointmentDateProblem.
 */
export const appointmentRules: FormRules<AppointmentRequest> = {
  name: (value) => (isBlank(value) || typeof value !== 'string' ? appointmentMessages.name : value.length > FIELD_LIMITS.name ? NAME_TOO_LONG : null),
  phone: (value, form) => {
    if (isBlank(value)) return isBlank(form.email) ? appointmentMessages.contact : null;
    if (typeof value !== 'string') return appointmentMessages.contact;
    return value.length > FIELD_LIMITS.phone ? PHONE_TOO_LONG : null;
  },
  email: (value) => (isBlank(value) || isEmailAddress(value) ? null : appointmentMessages.email),
  date: (value) => (isIsoDate(value) ? null : appointmentMessages.date),
  time: (value) => (isClockTime(value) ? null : appointmentMessages.time),
  concern: (value) => (isTextUpTo(value, FIELD_LIMITS.concern) ? null : appointmentMessages.concern),
  whatsapp: (value, form) => whatsAppOptInProblem(value, form.phone),
};

/** Why an appointment date (YYYY-MM-DD) is refused, or null: never before the earliest date allowed. */
export function pastDateProblem(isoDate: string, earliest: string): string | null {
  return isoDate < earliest ? appointmentMessages.pastDate : null;
}
