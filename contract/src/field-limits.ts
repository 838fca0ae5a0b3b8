/**
 * How long each field of the visitor forms may be: the inputs' maxLength, the API's checks and the
 * enquiry table's columns all say the same.
 */
export const FIELD_LIMITS = {
  name: 100,
  /** A phone is free text on the forms (spaces, +, dashes), at most this long. */
  phone: 20,
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  subject: 150,
  message: 5000,
  /** One of the concern options, or a treatment's title. */
  concern: 100,
} as const;

/** Text of at least one character and at most `max`. */
export const isTextUpTo = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';
