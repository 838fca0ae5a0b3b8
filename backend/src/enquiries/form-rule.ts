import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * One field's rule as the visitor forms state it: the message to show, or null when the value is
 * fine. A single rule per field keeps the forms' message order exact (the first field with a
 * problem speaks, as on the page) without relying on the order decorators run in.
 */
export type FieldRule<Form> = (value: unknown, form: Form) => string | null;

export function FormRule<Form>(rule: FieldRule<Form>): PropertyDecorator {
  return ValidateBy({
    name: 'formRule',
    validator: {
      validate: (value, args) => rule(value, args?.object as Form) === null,
      defaultMessage: (args) => (args ? rule(args.value, args.object as Form) : null) ?? 'Invalid request',
    },
  });
}

/** Text fields arrive trimmed, as the forms trim them; anything that is not a string stays as sent. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const isTextUpTo = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The forms' phone inputs hold at most 20 characters (and the column as many); their format is free. */
export const PHONE_MAX = 20;
export const PHONE_TOO_LONG = `Phone must be at most ${PHONE_MAX} characters`;

/**
 * What a browser's <input type="email"> accepts (the WHATWG HTML definition of a valid e-mail
 * address), so "a@b" passes as it does in the contact form and the article-page newsletter.
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * The home page's newsletter checks the shape itself (frontend looksLikeEmail), which lets through
 * addresses the browser's check would not, such as non-ASCII letters: those must not fail here.
 * Its domain holds none of the characters a link or a list of addresses reads as its own, so
 * nothing after the @ can become part of a link (`a@b.in?bcc=…`).
 */
const HOME_NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@?#&%/\\:;,<>"'()[\]]+\.[^\s@?#&%/\\:;,<>"'()[\]]+$/;

/** An address one of the site's forms would send: never stricter than the forms. */
export const isEmailAddress = (value: unknown): value is string =>
  isTextUpTo(value, 254) && (WHATWG_EMAIL.test(value) || HOME_NEWSLETTER_EMAIL.test(value));

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** HH:MM on a 24-hour clock. */
export const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
