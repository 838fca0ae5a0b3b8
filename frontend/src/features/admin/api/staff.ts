import type { AuditAction, AuditEntry, StaffMember, StaffRole } from '@aura/contract';
import { API_BASE } from '../../../config/site';
import { adminCall as call } from './admin-fetch';

export type { Outcome } from './admin-fetch';

export const staffMessages = {
  loadFailed: 'Could not load the staff accounts',
  addFailed: 'Could not add the account',
  changeFailed: 'Could not change the account',
  removeFailed: 'Could not remove the account',
  resetFailed: 'Could not reset the password',
  sessionsFailed: 'Could not sign them out',
  ruleFailed: 'Could not change the rule',
  auditFailed: 'Could not load the audit log',
};


const itemOf = (data: Record<string, unknown>) => (data.item && typeof data.item === 'object' ? (data.item as StaffMember) : undefined);

export function getStaff(signal?: AbortSignal) {
  return call(
    '/admin/staff',
    staffMessages.loadFailed,
    (data) => (Array.isArray(data.items) ? { items: data.items as StaffMember[], twoFactorRequired: data.twoFactorRequired === true } : undefined),
    { signal },
  );
}

/** Signs a staff member out of every browser at once. */
export function endStaffSessions(id: string) {
  return call(`/admin/staff/${encodeURIComponent(id)}/sessions`, staffMessages.sessionsFailed, () => true, { method: 'DELETE' });
}

/** Whether every account must sign in with two-factor. */
export function requireTwoFactor(required: boolean) {
  return call('/admin/staff/two-factor-required', staffMessages.ruleFailed, (data) => data.twoFactorRequired === required || undefined, {
    method: 'PUT',
    json: { required },
  });
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
