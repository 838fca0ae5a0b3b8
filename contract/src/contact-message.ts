/** The contact page's form. */
import { isEmailAddress } from './email-address.js';
import { FIELD_LIMITS, isTextUpTo } from './field-limits.js';
import type { FormRules } from './form-rules.js';
import { FORM_THANKS } from './form-thanks.js';

export const contactMessages = {
  invalid: 'Please fill in all required fields correctly.',
  failed: 'Submission failed. Please try again.',
  sent: FORM_THANKS.contact,
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
