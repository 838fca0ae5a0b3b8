/**
 * The privacy page's own form: a patient asks the clinic what it holds about them, to correct it,
 * to erase it, to stop using it, complains, or names someone to act for them (India's DPDP Act,
 * 2023). The clinic answers within DATA_REQUEST_DAYS; the dashboard lists each request with that clock.
 */
import { isEmailAddress } from './email-address.js';
import { FIELD_LIMITS, isBlank } from './field-limits.js';
import { NAME_TOO_LONG, tooLong, type FormRules } from './form-rules.js';
import { FORM_THANKS } from './form-thanks.js';
import { e164 } from './phone-number.js';

/** Days the privacy notice promises for an answer (the DPDP Rules allow up to 90). */
export const DATA_REQUEST_DAYS = 30;

/** What a patient may ask for, in the order the form offers it. */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'withdraw', 'grievance', 'nomination'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Each request as the form offers it and the dashboard names it. */
export const DATA_REQUEST_LABELS: Record<DataRequestKind, string> = {
  access: 'A copy of the data you hold about me',
  correction: 'Correct or complete my data',
  erasure: 'Erase my data',
  withdraw: 'Withdraw my consent (stop using my data)',
  grievance: 'A complaint about how my data was handled',
  nomination: 'Name someone to act for me',
};

/** The longest description a request may carry. */
export const DATA_REQUEST_DETAILS_MAX = 1000;

export const dataRequestMessages = {
  name: 'Please enter your name',
  contact: 'Give the phone number or e-mail address you used with us',
  phone: 'Enter a phone number we can reach you on, e.g. 98220 12345',
  email: 'Enter a valid email address',
  request: 'Choose what you are asking for',
  details: tooLong('Details', DATA_REQUEST_DETAILS_MAX),
  failed: 'Your request could not be sent. Please try again, or write to us.',
  sent: FORM_THANKS['data-request'],
} as const;

export interface DataRequest {
  name: string;
  phone?: string | null;
  email?: string | null;
  request: DataRequestKind;
  /** What the patient wants corrected, whom they nominate, what went wrong: optional. */
  details?: string | null;
}

export const isDataRequestKind = (value: unknown): value is DataRequestKind =>
  typeof value === 'string' && (DATA_REQUEST_KINDS as readonly string[]).includes(value);

/**
 * Name, a phone or an e-mail (the ones the patient used with the clinic, so the staff can find
 * them), what is asked, and details. A phone must be one the clinic can dial: the staff search by it.
 */
export const dataRequestRules: FormRules<DataRequest> = {
  name: (value) => (isBlank(value) || typeof value !== 'string' ? dataRequestMessages.name : value.length > FIELD_LIMITS.name ? NAME_TOO_LONG : null),
  phone: (value, form) => {
    if (isBlank(value)) return isBlank(form.email) ? dataRequestMessages.contact : null;
    return typeof value === 'string' && value.length <= FIELD_LIMITS.phone && e164(value) ? null : dataRequestMessages.phone;
  },
  email: (value) => (isBlank(value) || isEmailAddress(value) ? null : dataRequestMessages.email),
  request: (value) => (isDataRequestKind(value) ? null : dataRequestMessages.request),
  details: (value) =>
    isBlank(value) || (typeof value === 'string' && value.length <= DATA_REQUEST_DETAILS_MAX) ? null : dataRequestMessages.details,
};

/** When the clinic's answer is due: DATA_REQUEST_DAYS after the request arrived. */
export function dataRequestDueBy(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * 24 * 60 * 60 * 1000);
}

/** A patient's data request as the dashboard lists it (GET /admin/people/requests). */
export interface DataRequestItem {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  request: DataRequestKind;
  details: string | null;
  /** ISO instants. */
  receivedAt: string;
  dueBy: string;
  /** When the staff marked it answered; null while it waits. */
  answeredAt: string | null;
}

export interface DataRequestList {
  success: true;
  /** Waiting ones first, the one due soonest at the top; then the answered ones, latest first. */
  items: DataRequestItem[];
  /** How many wait for an answer. */
  waiting: number;
}

export const DATA_REQUEST_ADMIN_MESSAGES = {
  notFound: 'This request is no longer held.',
} as const;
