/**
 * How the visitor forms' rules are written: one function per field giving the message to show (or
 * null), in the order the form checks its fields, so the first field with a problem speaks. The
 * API runs these rules on what arrives; the forms run them before sending and show the same messages.
 */
import { FIELD_LIMITS } from './field-limits.js';

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

export const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;
export const NAME_TOO_LONG = tooLong('Name', FIELD_LIMITS.name);
export const PHONE_TOO_LONG = tooLong('Phone', FIELD_LIMITS.phone);

