import type { NewsletterDraft, SentNewsletter } from '@aura/contract';
import { adminCall as call } from './admin-fetch';

export const newsletterCallMessages = {
  loadFailed: 'Could not load the newsletters sent so far',
  previewFailed: 'Could not show the preview',
  testFailed: 'Could not send the test',
  sendFailed: 'Could not send the newsletter',
};

export interface NewsletterList {
  items: SentNewsletter[];
  /** How many a newsletter sent now would reach. */
  subscribers: number;
}

export function getNewsletters(signal?: AbortSignal) {
  return call<NewsletterList>(
    '/admin/newsletters',
    newsletterCallMessages.loadFailed,
    (data) => (Array.isArray(data.items) && typeof data.subscribers === 'number' ? { items: data.items as SentNewsletter[], subscribers: data.subscribers } : undefined),
    { signal },
  );
}

export function previewNewsletter(draft: NewsletterDraft) {
  return call('/admin/newsletters/preview', newsletterCallMessages.previewFailed, (data) => (typeof data.html === 'string' ? data.html : undefined), { method: 'POST', json: draft });
}

export function sendNewsletterTest(draft: NewsletterDraft, to: string) {
  return call('/admin/newsletters/test', newsletterCallMessages.testFailed, (data) => (typeof data.message === 'string' ? data.message : ''), { method: 'POST', json: { ...draft, to } });
}

export function sendNewsletter(draft: NewsletterDraft) {
  return call('/admin/newsletters', newsletterCallMessages.sendFailed, (data) => (typeof data.recipients === 'number' ? data.recipients : undefined), { method: 'POST', json: draft });
}
