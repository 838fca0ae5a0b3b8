import { API_BASE } from '../../../config/site';
import type { EnquiryStatus, InboxEnquiry, ListPage, Subscriber, WaitingCounts } from '@aura/contract';
import { enquiryQuery, type EnquiryFilters } from '../enquiry';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const inboxMessages = {
  loadFailed: 'Could not load the enquiries',
  subscribersFailed: 'Could not load the subscribers',
  statusFailed: 'Could not change the status',
  notSpam: 'Moved to the inbox',
  notSpamFailed: 'Could not move the enquiry to the inbox',
  deleted: 'Enquiry deleted',
  deleteFailed: 'Delete failed',
};

export type Page<T> = { ok: true; items: T[]; total: number } | { ok: false; message: string };

async function getPage<T>(path: string, fallback: string, signal?: AbortSignal): Promise<Page<T>> {
  try {
    const result = await adminFetch<Partial<ListPage<T>>>(path, { signal });
    const { items, total } = result.data ?? {};
    if (succeeded(result) && Array.isArray(items)) {
      return { ok: true, items, total: typeof total === 'number' ? total : items.length };
    }
    return { ok: false, message: messageOf(result, fallback) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: fallback };
  }
}

/** One page of the inbox, newest first. */
export function getEnquiries(filters: EnquiryFilters, page: number, pageSize: number, signal?: AbortSignal) {
  return getPage<InboxEnquiry>(`/admin/enquiries?${enquiryQuery(filters, { page, pageSize })}`, inboxMessages.loadFailed, signal);
}

/**
 * How much waits for the clinic's answer (enquiries, appointment requests, data requests); null
 * when unknown. `background`: the dashboard asks by itself (it does not keep an idle session open).
 */
export async function getWaitingCounts({ background = false }: { background?: boolean } = {}): Promise<WaitingCounts | null> {
  try {
    const result = await adminFetch<Partial<WaitingCounts>>('/admin/waiting', { background });
    const counts = result.data;
    return succeeded(result) && counts && typeof counts.total === 'number'
      ? { enquiries: counts.enquiries ?? 0, appointments: counts.appointments ?? 0, dataRequests: counts.dataRequests ?? 0, total: counts.total }
      : null;
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return null;
  }
}

/** One enquiry by its id, for its own address in the dashboard. */
export async function getEnquiry(id: string, signal?: AbortSignal): Promise<{ ok: true; enquiry: InboxEnquiry } | { ok: false; message: string }> {
  try {
    const result = await adminFetch<{ item?: InboxEnquiry }>(`/admin/enquiries/${encodeURIComponent(id)}`, { signal });
    if (succeeded(result) && result.data?.item) return { ok: true, enquiry: result.data.item };
    return { ok: false, message: messageOf(result, inboxMessages.loadFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: inboxMessages.loadFailed };
  }
}

/** Sets what the clinic has done about an enquiry. */
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<{ ok: true; enquiry: InboxEnquiry } | { ok: false; message: string }> {
  try {
    const result = await adminFetch<{ item?: InboxEnquiry }>(`/admin/enquiries/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status } });
    if (succeeded(result) && result.data?.item) return { ok: true, enquiry: result.data.item };
    return { ok: false, message: messageOf(result, inboxMessages.statusFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: inboxMessages.statusFailed };
  }
}

/** Takes an enquiry kept apart as suspected spam into the inbox (it is then forwarded like any other). */
export async function markNotSpam(id: string): Promise<{ ok: true; enquiry: InboxEnquiry } | { ok: false; message: string }> {
  try {
    const result = await adminFetch<{ item?: InboxEnquiry }>(`/admin/enquiries/${encodeURIComponent(id)}/not-spam`, { method: 'POST' });
    if (succeeded(result) && result.data?.item) return { ok: true, enquiry: result.data.item };
    return { ok: false, message: messageOf(result, inboxMessages.notSpamFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: inboxMessages.notSpamFailed };
  }
}

/** Deletes an enquiry for good (a patient's erasure request). */
export async function deleteEnquiry(id: string): Promise<{ ok: boolean; message: string }> {
  try {
    const result = await adminFetch(`/admin/enquiries/${encodeURIComponent(id)}`, { method: 'DELETE' });
    if (succeeded(result)) return { ok: true, message: inboxMessages.deleted };
    return { ok: false, message: messageOf(result, inboxMessages.deleteFailed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: inboxMessages.deleteFailed };
  }
}

/** One page of newsletter subscribers, newest first. */
export function getSubscribers(page: number, pageSize: number, signal?: AbortSignal) {
  return getPage<Subscriber>(`/admin/subscribers?page=${page}&pageSize=${pageSize}`, inboxMessages.subscribersFailed, signal);
}

/** Downloads (the browser sends the session cookie with a plain link). */
export const enquiriesCsvUrl = (filters: EnquiryFilters) => `${API_BASE}/admin/enquiries.csv?${enquiryQuery(filters)}`;
export const subscribersCsvUrl = `${API_BASE}/admin/subscribers.csv`;
