/** The newsletter sign-up: the home page's form and the one beside articles. */
import { isEmailAddress, looksLikeEmail } from './email-address.js';
import { isBlank } from './field-limits.js';
import type { FormRules } from './form-rules.js';
import { FORM_THANKS } from './form-thanks.js';

export const newsletterMessages = {
  empty: 'Please enter your email',
  invalid: 'Enter a valid email address',
  failed: 'Could not subscribe right now. Please try again.',
  subscribed: FORM_THANKS.newsletter,
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

/**
 * Double opt-in: a sign-up counts once the address confirms it through the link mailed to it;
 * unconfirmed sign-ups are forgotten after NEWSLETTER_CONFIRM_DAYS.
 */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** Where the confirmation link opens (its token after #token=, so no server or log sees it). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

export const NEWSLETTER_CONFIRM_MESSAGES = {
  /** The line under the spec's thanks. */
  confirmNote: 'Please confirm by e-mail: we have sent you a link.',
  confirming: 'Confirming your subscription…',
  confirmed: 'Your subscription is confirmed. Thank you for joining!',
  linkInvalid: 'This confirmation link is not valid any more. Please sign up again on our website.',
} as const;
