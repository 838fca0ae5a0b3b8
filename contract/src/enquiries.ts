/** Enquiries as the clinic's inbox knows them: a call-back or appointment request, a message, a sign-up. */
import type { AppointmentStatus, EnquiryStatus, EnquiryType, ForwardState } from './statuses.js';

/** A visitor's enquiry as the inbox shows it (GET /admin/enquiries; client IP and user agent stay on the server). */
export interface InboxEnquiry {
  id: string;
  type: EnquiryType;
  name: string | null;
  phone: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  /** The appointment's date, YYYY-MM-DD. */
  date: string | null;
  /** The appointment's time, HH:MM. */
  time: string | null;
  concern: string | null;
  /** Where an appointment request stands in the agenda; null for other enquiries. */
  appointmentStatus?: AppointmentStatus | null;
  consentNotice: string | null;
  /** What the patient agreed their details are used for (CONSENT_PURPOSES), and when (ISO). */
  consentPurpose: string | null;
  consentedAt: string | null;
  spam: boolean;
  /** Sent as a plain form before (or without) the page's scripts: it carries no bot check. */
  sentWithoutScripts: boolean;
  status: EnquiryStatus;
  forwardState: ForwardState;
  forwardAttempts: number;
  lastError: string | null;
  /** ISO timestamps. */
  createdAt: string;
  deliveredAt: string | null;
}

/** A newsletter subscriber (GET /admin/subscribers). */
export interface Subscriber {
  id: string;
  email: string | null;
  consentNotice: string | null;
  status: EnquiryStatus;
  forwardState: ForwardState;
  createdAt: string;
}

/** One page of a list (GET /admin/enquiries, GET /admin/subscribers). */
export interface ListPage<Item> {
  success: true;
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Everything waiting for the clinic's answer, as the dashboard's header counts it (GET
 * /admin/waiting): call backs and messages still new, appointment requests still to answer (and a
 * patient's own change still to be seen), requests about personal data not yet answered. Only what
 * the signed-in role may open is counted.
 */
export interface WaitingCounts {
  enquiries: number;
  appointments: number;
  dataRequests: number;
  total: number;
}

/** The inbox's page, with how many enquiries wait for an answer (the dashboard's header counts them). */
export interface EnquiryPage extends ListPage<InboxEnquiry> {
  counts: { new: number };
}

/** A forward to the clinic's mailbox, or a mail or WhatsApp or SMS message to a patient, that gave up after its retries. */
export interface UndeliveredItem {
  kind: 'forward' | 'mail' | 'message';
  id: string;
  /** The enquiry or appointment it belongs to, when it has one. */
  enquiryId: string | null;
  /** What it is, in the clinic's words: the form's name, or the mail's subject. */
  what: string;
  /** For a mail, the address it was for; for a message, the number. */
  to: string | null;
  attempts: number;
  /** Why the last attempt failed, as the other side said it. */
  reason: string | null;
  /** ISO instant it was made. */
  at: string;
}

export const UNDELIVERED_MESSAGES = {
  notFound: 'This is no longer waiting to be sent again.',
  queued: 'Queued to be sent again.',
} as const;
