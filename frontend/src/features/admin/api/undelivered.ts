import type { UndeliveredItem } from '@aura/contract';
import { adminCall as call } from './admin-fetch';

export const undeliveredMessages = {
  loadFailed: 'Could not load what failed to send',
  retryFailed: 'Could not send it again',
};

export function getUndelivered(signal?: AbortSignal) {
  return call('/admin/undelivered', undeliveredMessages.loadFailed, (data) => (Array.isArray(data.items) ? (data.items as UndeliveredItem[]) : undefined), { signal });
}

export function retryUndelivered(item: Pick<UndeliveredItem, 'kind' | 'id'>) {
  return call(`/admin/undelivered/${item.kind}/${encodeURIComponent(item.id)}/retry`, undeliveredMessages.retryFailed, (data) => (typeof data.message === 'string' ? data.message : ''), {
    method: 'POST',
  });
}
