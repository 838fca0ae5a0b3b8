import type { AuditAction, AuditEntry, StaffMember, StaffRole } from '@aura/contract';
import { API_BASE } from '../../../config/site';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const staffMessages = {
  loadFailed: 'Could not load the staff accounts',
  addFailed: 'Could not add the account',
  changeFailed: 'Could not change the account',
  removeFailed: 'Could not remove the account',
  resetFailed: 'Could not reset the password',
  auditFailed: 'Could not load the audit log',
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function call<T>(path: string, fallback: string, read: (data: Record<string, unknown>) => T | undefined, options?: Parameters<typeof adminFetch>[1]): Promise<Outcome<T>> {
  try {
    const result = await adminFetch<Record<string, unknown>>(path, options);
    const value = result.data ? read(result.data) : undefined;
    if (succeeded(result) && value !== undefined) return { ok: true, value };
    return { ok: false, message: messageOf(result, fallback) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: fallback };
  }
}

const itemOf = (data: Record<string, unknown>) => (data.item && typeof data.item === 'object' ? (data.item as StaffMember) : undefined);

export function getStaff(signal?: AbortSignal) {
  return call('/admin/staff', staffMessages.loadFailed, (data) => (Array.isArray(data.items) ? (data.items as StaffMember[]) : undefined), { signal });
}

export function addStaff(account: { username: string; role: StaffRole; password: string }) {
  return call('/admin/staff', staffMessages.addFailed, itemOf, { method: 'POST', json: account });
}

export function changeStaff(id: string, change: { role?: StaffRole; disabled?: boolean }) {
  return call(`/admin/staff/${encodeURIComponent(id)}`, staffMessages.changeFailed, itemOf, { method: 'PATCH', json: change });
}

/** A one-time password for the account (shown to the owner once; the account must change it). */
export function resetStaffPassword(id: string) {
  return call(`/admin/staff/${encodeURIComponent(id)}/reset-password`, staffMessages.resetFailed, (data) =>
    typeof data.password === 'string' && typeof data.username === 'string' ? { username: data.username, password: data.password } : undefined,
  { method: 'POST' });
}

export function removeStaff(id: string) {
  return call(`/admin/staff/${encodeURIComponent(id)}`, staffMessages.removeFailed, () => true, { method: 'DELETE' });
}

export interface AuditFilters {
  action: AuditAction | '';
  actor: string;
  from: string;
  to: string;
}

export function auditQuery(filters: AuditFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  if (page) params.set('page', String(page));
  return params.toString();
}

export function getAuditPage(filters: AuditFilters, page: number, signal?: AbortSignal) {
  return call(
    `/admin/audit?${auditQuery(filters, page)}`,
    staffMessages.auditFailed,
    (data) => (Array.isArray(data.items) ? { items: data.items as AuditEntry[], total: typeof data.total === 'number' ? data.total : 0 } : undefined),
    { signal },
  );
}

export const auditCsvUrl = (filters: AuditFilters) => `${API_BASE}/admin/audit.csv?${auditQuery(filters)}`;
