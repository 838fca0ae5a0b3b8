import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';

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

/** Digits, spaces, +, - and parentheses, with at least one digit. */
const PHONE = /^(?=.*\d)[\d +()-]+$/;

export const isPhone = (value: unknown): value is string => isTextUpTo(value, 20) && PHONE.test(value);

export const isEmailAddress = (value: unknown): value is string => isTextUpTo(value, 254) && isEmail(value);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** HH:MM on a 24-hour clock. */
export const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
