/**
 * The visitor forms' rules and messages, checked in the order the forms check them (the first
 * field with a problem speaks). The API runs these rules on what arrives; the forms run them
 * before sending and show the same messages.
 */
import { isEmailAddress, looksLikeEmail } from './email-address.js';
import { FIELD_LIMITS, isBlank, isTextUpTo } from './field-limits.js';

/** One field's rule: the message to show, or null when the value is fine. */
export type FieldRule<Form> = (value: unknown, form: Form) => string | null;
/** A form's rules, in the order the form checks its fields. */
export type FormRules<Form> = { [Field in keyof Form]-?: FieldRule<Form> };

/** The first field with a problem and its message, or null when the form can be sent. */
export function firstProblem<Form>(rules: FormRules<Form>, form: Form): { field: keyof Form; message: string } | null {
  for (const field of Object.keys(rules) as Array<keyof Form>) {
    const message = rules[field](form[field], form);
    if (message) return { field, message };
  }
  return null;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** HH:MM on a 24-hour clock. */
export const isClockTime = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Sent with every visitor form so the clinic can tell people from bots and prove consent. */
export interface EnquiryExtras {
  /** The hidden honeypot field: people leave it empty. */
  website: string;
  /** When the form was first shown (epoch ms), or null before that was recorded. */
  startedAt: number | null;
  /** Version of the privacy notice shown under the form. */
  consentNotice: string;
  /** The answer to the bot check, when it was solved in time. */
  botCheck?: string;
}

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;
const NAME_TOO_LONG = tooLong('Name', FIELD_LIMITS.name);
const PHONE_TOO_LONG = tooLong('Phone', FIELD_LIMITS.phone);

export const callbackMessages = {
  name: 'Enter your name',
  phone: 'Enter your phone',
  failed: 'Could not send. Please try again.',
  thanks: "Thanks! We'll call you soon.",
} as const;

export interface CallbackRequest {
  name: string;
  phone: string;
}

/** The hero's call-back form: name first, then phone (no format check, only present and short enough). */
export const callbackRules: FormRules<CallbackRequest> = {
  name: (value) => (isBlank(value) || typeof value !== 'string' ? callbackMessages.name : value.length > FIELD_LIMITS.name ? NAME_TOO_LONG : null),
  phone: (value) => (isBlank(value) || typeof value !== 'string' ? callbackMessages.phone : value.length > FIELD_LIMITS.phone ? PHONE_TOO_LONG : null),
};

export const appointmentMessages = {
  name: 'Please enter your name',
  contact: 'Provide a phone number or an email',
  email: 'Enter a valid email address',
  date: 'Select a date',
  pastDate: 'Choose today or a later date',
  time: 'Select a time',
  concern: 'Choose a concern',
  sent: "Appointment request sent. We'll contact you soon.",
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
};

/** Why an appointment date (YYYY-MM-DD) is refused, or null: never before the earliest date allowed. */
export function pastDateProblem(isoDate: string, earliest: string): string | null {
  return isoDate < earliest ? appointmentMessages.pastDate : null;
}

export const contactMessages = {
  invalid: 'Please fill in all required fields correctly.',
  failed: 'Submission failed. Please try again.',
  sent: "Thank you! We'll get back to you soon.",
} as const;

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact page's form: every field required, one message for any problem. */
export const contactRules: FormRules<ContactMessage> = {
  name: (value) => (isTextUpTo(value, FIELD_LIMITS.name) ? null : contactMessages.invalid),
  email: (value) => (isEmailAddress(value) ? null : contactMessages.invalid),
  subject: (value) => (isTextUpTo(value, FIELD_LIMITS.subject) ? null : contactMessages.invalid),
  message: (value) => (isTextUpTo(value, FIELD_LIMITS.message) ? null : contactMessages.invalid),
};

export const newsletterMessages = {
  empty: 'Please enter your email',
  invalid: 'Enter a valid email address',
  failed: 'Could not subscribe right now. Please try again.',
  subscribed: "You're subscribed! Thanks for joining.",
  sidebarThanks: 'Thank you for subscribing!',
} as const;

export interface NewsletterSignUp {
  email: string;
}

export const newsletterRules: FormRules<NewsletterSignUp> = {
  email: (value) => (isBlank(value) || typeof value !== 'string' ? newsletterMessages.empty : isEmailAddress(value) ? null : newsletterMessages.invalid),
};

/** The home page's sign-up checks the address's shape itself, more strictly than the browser does. */
export const homeNewsletterRules: FormRules<NewsletterSignUp> = {
  email: (value) =>
    isBlank(value) || typeof value !== 'string' ? newsletterMessages.empty : looksLikeEmail(value) ? null : newsletterMessages.invalid,
};
