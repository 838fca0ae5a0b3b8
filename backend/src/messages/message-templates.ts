import { DEFAULT_MESSAGE_WORDING, DEFAULT_SMS_WORDING, fillWording, SMS_VARIABLE_MAX, type MessageField, type MessageMoment, type SmsMoment } from '@aura/contract';

/** The template names the clinic submits to Meta for approval, by moment (WHATSAPP_TEMPLATES overrides them). */
export const DEFAULT_WHATSAPP_TEMPLATES: Record<MessageMoment, string> = {
  'callback-received': 'callback_received',
  received: 'appointment_received',
  confirmed: 'appointment_confirmed',
  proposed: 'appointment_proposed',
  declined: 'appointment_declined',
  cancelled: 'appointment_cancelled',
  reminder: 'appointment_reminder',
  review: 'review_invitation',
  'book-again': 'book_again',
};

/** 'reminder=clinic_reminder, review=clinic_review' → its pairs (checked by env.ts). */
export function templateMap(setting: string | undefined): Partial<Record<MessageMoment, string>> {
  const map: Partial<Record<MessageMoment, string>> = {};
  for (const pair of (setting ?? '').split(',')) {
    const [moment, name] = pair.split('=').map((part) => part.trim());
    if (moment && name) map[moment as MessageMoment] = name;
  }
  return map;
}

/** The values a message's wording may name, for one patient. */
export type MessageValues = Partial<Record<MessageField, string>>;

/** Each template variable of the moment, in order, with the patient's values filled in. */
export function messageVariables(moment: MessageMoment, values: MessageValues, wording: Partial<Record<MessageMoment, readonly string[]>> = {}): string[] {
  return (wording[moment] ?? DEFAULT_MESSAGE_WORDING[moment]).map((text) => fillWording(text, values).slice(0, 1000));
}

/** Each SMS template variable of the moment, filled in and cut to DLT's 30 characters. */
export function smsVariables(moment: SmsMoment, values: MessageValues, wording: Partial<Record<SmsMoment, readonly string[]>> = {}): string[] {
  return (wording[moment] ?? DEFAULT_SMS_WORDING[moment]).map((text) => fillWording(text, values).slice(0, SMS_VARIABLE_MAX));
}
