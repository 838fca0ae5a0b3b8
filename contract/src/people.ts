/**
 * A person's data (India's DPDP Act: the right to see what the clinic holds, to correct it and to
 * have it erased): found by the phone or e-mail they wrote, in any form, across everything held.
 */
import { e164 } from './phone-number.js';

/** What one of a person's records is. */
export const PERSON_RECORD_KINDS = ['enquiry', 'appointment', 'subscriber', 'mail'] as const;
export type PersonRecordKind = (typeof PERSON_RECORD_KINDS)[number];

export const PERSON_RECORD_LABELS: Record<PersonRecordKind, string> = {
  enquiry: 'Enquiry',
  appointment: 'Appointment',
  subscriber: 'Newsletter subscriber',
  mail: 'Mail from the clinic',
};

/** The longest phone or e-mail searched for (an e-mail is at most 254 characters). */
export const PERSON_QUERY_MAX = 254;

export interface PersonRecord {
  kind: PersonRecordKind;
  id: string;
  /** ISO instant the record was made. */
  at: string;
  /** What it is, in a few words, for the staff (its type and state; a mail's subject). */
  summary: string;
}

export interface PersonSearchResult {
  success: true;
  items: PersonRecord[];
  /** When this phone or e-mail was erased before, the instants (ISO) it was. */
  erasedBefore: string[];
}

export interface PersonErased {
  success: true;
  erased: Partial<Record<PersonRecordKind, number>>;
}

export interface PersonCorrected {
  success: true;
  /** Records changed. */
  corrected: number;
}

export const PEOPLE_MESSAGES = {
  queryNeeded: 'Enter the phone number or e-mail address the person gave.',
  queryNotRecognised: 'Enter a phone number (e.g. 98220 12345) or an e-mail address.',
  nothingFound: 'Nothing is held for this phone number or e-mail address.',
  correctionNeeded: 'Give the corrected name, phone number or e-mail address.',
} as const;

/** What a search is for: a phone in E.164 or an e-mail in lower case; null when it is neither. */
export type PersonKey = { phone: string } | { email: string };

export function personKeyOf(query: string): PersonKey | null {
  const text = query.trim();
  if (text.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(text) && text.length <= PERSON_QUERY_MAX ? { email: text.toLowerCase() } : null;
  const phone = e164(text);
  return phone ? { phone } : null;
}
