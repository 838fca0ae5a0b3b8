/**
 * Messages to patients on WhatsApp (the Business Platform's Cloud API, approved templates) and by
 * SMS (a DLT-registered provider): the moments the clinic writes, what each says, and where each
 * message stands, as the agenda shows it.
 */
import type { PatientAction } from './appointments.js';

/** When the clinic writes to a patient. */
export const MESSAGE_MOMENTS = ['callback-received', 'received', 'confirmed', 'proposed', 'declined', 'cancelled', 'reminder', 'review', 'book-again'] as const;
export type MessageMoment = (typeof MESSAGE_MOMENTS)[number];

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Pending until the provider took it (sent), then delivered and read as WhatsApp reports; failed
 * with its reason; skipped when it could not go at all (no number that can be dialled).
 */
export const MESSAGE_STATES = ['pending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** Each moment in the clinic's words, for the agenda and the settings. */
export const MESSAGE_MOMENT_LABELS: Record<MessageMoment, string> = {
  'callback-received': 'Call-back request received',
  received: 'Appointment request received',
  confirmed: 'Appointment confirmed',
  proposed: 'Another time proposed',
  declined: 'Request declined',
  cancelled: 'Appointment cancelled',
  reminder: 'Reminder a day before',
  review: 'Invitation to review the clinic',
  'book-again': 'Invitation to book again',
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  skipped: 'Not sent',
};

/**
 * The appointment's own messages: sent by SMS too (to a patient who did not choose WhatsApp, or
 * when WhatsApp fails). The others (the call-back's receipt, an invitation to review or to book
 * again) go on WhatsApp only, to patients who chose it: SMS in India carries no promotion on the
 * transactional route.
 */
export const SMS_MOMENTS: readonly SmsMoment[] = ['received', 'confirmed', 'proposed', 'declined', 'cancelled', 'reminder'];

export const isSmsMoment = (moment: MessageMoment): moment is SmsMoment => (SMS_MOMENTS as readonly MessageMoment[]).includes(moment);

/** The quick-reply buttons of each moment's WhatsApp template, in the template's order. */
export const MESSAGE_BUTTONS: Partial<Record<MessageMoment, readonly PatientAction[]>> = {
  received: ['cancel'],
  confirmed: ['cancel', 'another-time'],
  proposed: ['accept', 'cancel', 'another-time'],
  reminder: ['cancel', 'another-time'],
};

/**
 * What can stand in a message's wording: the clinic's name, the visit's time in full ({when}:
 * 'Tuesday, 1 December 2026 at 11:30 AM IST') or short ({date}: 'Tue 1 Dec', {time}: '11:30 AM IST',
 * for SMS), the concern, the clinic's address and phone, the review link (a clinic fact) and the site.
 */
export const MESSAGE_FIELDS = ['clinic', 'when', 'date', 'time', 'concern', 'address', 'phone', 'reviewLink', 'site'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

/**
 * Each moment's template variables ({{1}}, {{2}}, … in the template approved at Meta, VAR1, VAR2,
 * … in the SMS provider's DLT template), as the clinic words them: `{when}` and the like are
 * filled in for each patient. Never anything a visitor typed.
 */
export const DEFAULT_MESSAGE_WORDING: Record<MessageMoment, readonly string[]> = {
  'callback-received': ['{clinic}', 'We will call you back during clinic hours.'],
  received: ['{clinic}', '{when}', '{concern}'],
  confirmed: ['{clinic}', '{when}', '{address}'],
  proposed: ['{clinic}', '{when}'],
  declined: ['{clinic}', '{phone}'],
  cancelled: ['{clinic}', '{when}', '{phone}'],
  reminder: ['{clinic}', '{when}', '{address}'],
  review: ['{clinic}', '{reviewLink}'],
  'book-again': ['{clinic}', '{site}'],
};

/**
 * The text of each moment's template as the clinic submits it for approval, to Meta (WhatsApp:
 * {{1}}, {{2}}, … are the variables above) and on DLT (SMS: the same words, {#var#} for each). The
 * dashboard previews a message with it. Buttons are WhatsApp's only.
 */
export const MESSAGE_TEMPLATE_TEXTS: Record<MessageMoment, string> = {
  'callback-received': 'Hello, {{1}} has your call-back request. {{2}}',
  received: 'Hello, {{1}} has received your appointment request for {{2}} ({{3}}). We will confirm it soon.',
  confirmed: 'Your appointment at {{1}} is confirmed for {{2}}. We are at {{3}}. Please arrive 10 minutes early.',
  proposed: 'We are sorry, the time you asked for is not possible. {{1}} can see you on {{2}} instead. Would that suit you?',
  declined: 'We are sorry, {{1}} cannot offer the appointment you asked for. Please call us on {{2}} to find another time.',
  cancelled: 'Your appointment at {{1}} on {{2}} is cancelled. To book again, call us on {{3}}.',
  reminder: 'A reminder of your appointment at {{1}} tomorrow, {{2}}. We are at {{3}}.',
  review: 'Thank you for visiting {{1}}. If you have a minute, we would be grateful for your review: {{2}}',
  'book-again': 'We missed you at {{1}}. Whenever you are ready, book another time here: {{2}}',
};

/** The words on each quick-reply button, as the templates carry them. */
export const MESSAGE_BUTTON_TEXTS: Record<PatientAction, string> = { cancel: 'Cancel', 'another-time': 'Another time', accept: 'Accept' };

/** A message as the patient reads it: the template's text with each variable's wording filled in. */
export function messagePreview(moment: MessageMoment, variables: readonly string[]): string {
  return MESSAGE_TEMPLATE_TEXTS[moment].replace(/\{\{(\d+)\}\}/g, (whole, index: string) => variables[Number(index) - 1] ?? whole);
}

/** What the clinic may write into one variable: one line, at most this long (WhatsApp takes no line breaks in a variable). */
export const MESSAGE_WORDING_MAX = 200;

/** The moments that go by SMS, each with its DLT template. */
export type SmsMoment = 'received' | 'confirmed' | 'proposed' | 'declined' | 'cancelled' | 'reminder';

/** DLT allows each variable ({#var#}) of an SMS template at most this many characters: longer ones are cut. */
export const SMS_VARIABLE_MAX = 30;

/** Each SMS template's variables as the clinic words them: short, for DLT's 30 characters. */
export const DEFAULT_SMS_WORDING: Record<SmsMoment, readonly string[]> = {
  received: ['{clinic}', '{date} {time}'],
  confirmed: ['{clinic}', '{date} {time}', '{phone}'],
  proposed: ['{clinic}', '{date} {time}', '{phone}'],
  declined: ['{clinic}', '{phone}'],
  cancelled: ['{clinic}', '{date} {time}', '{phone}'],
  reminder: ['{clinic}', '{date} {time}', '{phone}'],
};

/** Each SMS template's text as registered on DLT ({#var#} for each variable, in order). */
export const SMS_TEMPLATE_TEXTS: Record<SmsMoment, string> = {
  received: 'Hello, {#var#} has received your appointment request for {#var#}. We will confirm it soon.',
  confirmed: 'Your appointment at {#var#} is confirmed for {#var#}. To change it, call {#var#}.',
  proposed: 'The time you asked for is not possible. {#var#} can see you on {#var#} instead. Please call {#var#} to accept or find another time.',
  declined: 'We are sorry, {#var#} cannot offer the appointment you asked for. Please call {#var#}.',
  cancelled: 'Your appointment at {#var#} on {#var#} is cancelled. To book again, call {#var#}.',
  reminder: 'Reminder: your appointment at {#var#} is tomorrow, {#var#}. To change it, call {#var#}.',
};

/** An SMS as the patient reads it. */
export function smsPreview(moment: SmsMoment, variables: readonly string[]): string {
  let index = 0;
  return SMS_TEMPLATE_TEXTS[moment].replace(/\{#var#\}/g, () => (variables[index++] ?? '').slice(0, SMS_VARIABLE_MAX));
}

/** The text of a template variable: each `{field}` replaced by its value (an unknown one left as it is). */
export function fillWording(wording: string, values: Partial<Record<MessageField, string>>): string {
  return wording.replace(/\{(\w+)\}/g, (whole, field: string) => values[field as MessageField] ?? whole);
}

/** One message to the patient, as the agenda shows it under its appointment. */
export interface PatientMessageItem {
  channel: MessageChannel;
  moment: MessageMoment;
  state: MessageState;
  /** ISO instant it was queued, and when it was last sent, delivered or read. */
  at: string;
  updatedAt: string | null;
  /** Why it failed or was not sent, as the provider said it. */
  reason: string | null;
}

export * from './whatsapp-opt-in.js';
