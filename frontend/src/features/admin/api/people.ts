import type { DataRequestItem, PersonRecord, PersonRecordKind } from '@aura/contract';
import { adminCall as call } from './admin-fetch';

export const peopleMessages = {
  searchFailed: 'Could not search',
  exportFailed: 'Could not export their data',
  correctFailed: 'Could not correct their details',
  eraseFailed: 'Could not erase their data',
};

/** Every call sends the phone or e-mail in its body, never in the address. */
export function searchPerson(q: string, signal?: AbortSignal) {
  return call(
    '/admin/people/search',
    peopleMessages.searchFailed,
    (data) => (Array.isArray(data.items) ? { items: data.items as PersonRecord[], erasedBefore: (data.erasedBefore as string[] | undefined) ?? [] } : undefined),
    { method: 'POST', json: { q }, signal },
  );
}

/** Everything held for the person, as the JSON file they are given. */
export function exportPerson(q: string) {
  return call('/admin/people/export', peopleMessages.exportFailed, (data) => (data.searchedFor ? data : undefined), { method: 'POST', json: { q } });
}

export function correctPerson(q: string, fields: { name?: string; phone?: string; email?: string }) {
  return call('/admin/people/correct', peopleMessages.correctFailed, (data) => (typeof data.corrected === 'number' ? data.corrected : undefined), {
    method: 'POST',
    json: { q, ...fields },
  });
}

export function erasePerson(q: string) {
  return call(
    '/admin/people/erase',
    peopleMessages.eraseFailed,
    (data) => (data.erased && typeof data.erased === 'object' ? (data.erased as Partial<Record<PersonRecordKind, number>>) : undefined),
    { method: 'POST', json: { q } },
  );
}

export const dataRequestMessages = {
  loadFailed: 'Could not load the requests about personal data',
  markFailed: 'Could not change the request',
};

/** Patients' requests from the privacy page, waiting ones first (GET: no phone or e-mail is in the address). */
export function getDataRequests(signal?: AbortSignal) {
  return call(
    '/admin/people/requests',
    dataRequestMessages.loadFailed,
    (data) => (Array.isArray(data.items) ? { items: data.items as DataRequestItem[], waiting: Number(data.waiting) || 0 } : undefined),
    { signal },
  );
}

/** Marks a request answered, or waiting again. */
export function markDataRequest(id: string, answered: boolean) {
  return call(`/admin/people/requests/${encodeURIComponent(id)}/${answered ? 'answered' : 'waiting'}`, dataRequestMessages.markFailed, () => true, { method: 'POST' });
}
