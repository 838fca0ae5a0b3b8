/** The hero's call-back form. */
import { FIELD_LIMITS, isBlank } from './field-limits.js';
import { NAME_TOO_LONG, PHONE_TOO_LONG, type FormRules } from './form-rules.js';
import { FORM_THANKS } from './form-thanks.js';
import { whatsAppOptInProblem } from './whatsapp-opt-in.js';

export const callbackMessages = {
  name: 'Enter your name',
  phone: 'Enter your phone',
  failed: 'Could not send. Please try again.',
  thanks: FORM_THANKS.callback,
} as const;

export interface CallbackRequest {
  name: string;
  phone: string;
  /** The patient ticked the WhatsApp box: the clinic confirms the request there. */
  whatsapp?: boolean | string | null;
}

/** The hero's call-back form: name first, then phone (no format check, only present and short enough). */
export const callbackRules: FormRules<CallbackRequest> = {
  name: (value) => (isBlank(value) || typeof value !== 'string' ? callbackMessages.name : value.length > FIELD_LIMITS.name ? NAME_TOO_LONG : null),
  phone: (value) => (isBlank(value) || typeof value !== 'string' ? callbackMessages.phone : value.length > FIELD_LIMITS.phone ? PHONE_TOO_LONG : null),
  whatsapp: (value, form) => whatsAppOptInProblem(value, form.phone),
};
