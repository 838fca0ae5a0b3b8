import { ENQUIRY_STATUSES, ENQUIRY_TYPES, type EnquiryStatus, type EnquiryType } from '@aura/contract';

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

/** Which enquiries the inbox shows: what waits for an answer, every genuine one, or suspected spam. */
export type EnquiryShow = 'waiting' | 'all' | 'spam';

export const enquiryShowLabels: Record<EnquiryShow, string> = {
  waiting: 'Waiting for an answer',
  all: 'All genuine enquiries',
  spam: 'Suspected spam',
};

/** What the inbox is showing: '' means every type or status. */
export interface EnquiryFilters {
  type: EnquiryType | '';
  status: EnquiryStatus | '';
  show: EnquiryShow;
}

export const DEFAULT_ENQUIRY_FILTERS: EnquiryFilters = { type: '', status: '', show: 'all' };

/** The inbox's filters and page as its address's query says them (anything unknown is left out). */
export function filtersFromQuery(query: URLSearchParams): { filters: EnquiryFilters; page: number } {
  const type = ENQUIRY_TYPES.find((known) => known === query.get('type')) ?? '';
  const status = ENQUIRY_STATUSES.find((known) => known === query.get('status')) ?? '';
  const show = (['waiting', 'all', 'spam'] as const).find((known) => known === query.get('show')) ?? DEFAULT_ENQUIRY_FILTERS.show;
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(query.get('page'))) || 1));
  return { filters: { type, status, show }, page };
}

/** The inbox's address query for these filters and page (defaults left out, so the plain address stays plain). */
export function queryOfFilters(filters: EnquiryFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.show !== DEFAULT_ENQUIRY_FILTERS.show) query.set('show', filters.show);
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The query string of the inbox and its CSV export for these filters. */
export function enquiryQuery(filters: EnquiryFilters, page?: { page: number; pageSize: number }): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  query.set('spam', String(filters.show === 'spam'));
  if (filters.show === 'waiting') query.set('waiting', 'true');
  if (page) {
    query.set('page', String(page.page));
    query.set('pageSize', String(page.pageSize));
  }
  return query.toString();
}
