import type { EnquiryStatus, EnquiryType } from '@aura/contract';

export const enquiryTypeLabels: Record<EnquiryType, string> = {
  callback: 'Call back',
  appointment: 'Appointment',
  contact: 'Contact message',
  newsletter: 'Newsletter',
  'data-request': 'Data request',
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
