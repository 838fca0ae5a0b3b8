import { FIELD_LIMITS, isTextUpTo } from './field-limits.js';

/**
 * A plausible e-mail address: something@domain.tld with no spaces, and no character in the domain
 * that a link or a list of addresses reads as its own (`a@b.in?bcc=…`), so nothing after the @ can
 * become part of a link. The home page's newsletter and the clinic's facts are checked with it.
 */
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@?#&%/\\:;,<>"'()[\]]+\.[^\s@?#&%/\\:;,<>"'()[\]]+$/;

export function looksLikeEmail(value: string): boolean {
  return PLAUSIBLE_EMAIL.test(value);
}

/**
 * What a browser's <input type="email"> accepts (the WHATWG HTML definition of a valid e-mail
 * address), so "a@b" passes as it does in the contact form and the article-page newsletter.
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * An address one of the site's forms would send, never stricter than the forms: what the browser's
 * e-mail input accepts, or what the home page's newsletter lets through (non-ASCII letters).
 */
export const isEmailAddress = (value: unknown): value is string =>
  isTextUpTo(value, FIELD_LIMITS.email) && (WHATWG_EMAIL.test(value) || PLAUSIBLE_EMAIL.test(value));
