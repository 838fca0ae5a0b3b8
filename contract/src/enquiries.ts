/** Enquiries as the clinic's inbox knows them: a call-back or appointment request, a message, a sign-up. */
import type { AppointmentStatus } from './appointments.js';

export const ENQUIRY_TYPES = ['callback', 'appointment', 'contact', 'newsletter'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** What the clinic has done about an enquiry; the staff set it. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Whether the enquiry reached the clinic's forwarding service; skipped: stored only (suspected spam, or none configured). */
export const FORWARD_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type ForwardState = (typeof FORWARD_STATES)[number];

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
  spam: boolean;
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
