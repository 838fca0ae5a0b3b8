import type { AppointmentStatus } from './appointment';

/** A visitor's enquiry as the admin inbox shows it (GET /admin/enquiries). */
export interface Enquiry {
  id: string;
  type: EnquiryType;
  name: string | null;
  phone: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  /** Preferred appointment date, YYYY-MM-DD. */
  date: string | null;
  /** Preferred appointment time, HH:MM. */
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

export const ENQUIRY_TYPES = ['callback', 'appointment', 'contact', 'newsletter'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const ENQUIRY_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export type ForwardState = 'pending' | 'delivered' | 'failed' | 'skipped';

export const enquiryTypeLabels: Record<EnquiryType, string> = {
  callback: 'Call back',
  appointment: 'Appointment',
  contact: 'Contact message',
  newsletter: 'Newsletter',
};

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
};

/** What the inbox is showing: '' means every type or status; spam shows suspected spam instead of the rest. */
export interface EnquiryFilters {
  type: EnquiryType | '';
  status: EnquiryStatus | '';
  spam: boolean;
}

export const DEFAULT_ENQUIRY_FILTERS: EnquiryFilters = { type: '', status: '', spam: false };

/** The query string of the inbox and its CSV export for these filters. */
export function enquiryQuery(filters: EnquiryFilters, page?: { page: number; pageSize: number }): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  query.set('spam', String(filters.spam));
  if (page) {
    query.set('page', String(page.page));
    query.set('pageSize', String(page.pageSize));
  }
  return query.toString();
}
