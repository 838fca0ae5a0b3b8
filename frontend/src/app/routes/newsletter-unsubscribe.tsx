import { NEWSLETTER_UNSUBSCRIBE_MESSAGES, NEWSLETTER_UNSUBSCRIBE_PATH } from '@aura/contract';
import { useState } from 'react';
import { usePageMeta } from '../../components/page-meta';
import { clinic } from '../../content/clinic';
import { apiFetch } from '../../lib/api-client';
import { useInBrowser } from '../../lib/use-in-browser';
import { NewsletterLinkPage, useTokenInFragment } from './newsletter-link-page';

type State = { kind: 'asking' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * Where the unsubscribe link of every newsletter opens. Opening it changes nothing (mail scanners
 * open links by themselves): the subscriber presses the one button.
 */
export default function NewsletterUnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe', description: `Stop receiving ${clinic.brandName}'s newsletter.`, path: NEWSLETTER_UNSUBSCRIBE_PATH, noindex: true, noReferrer: true });
  const token = useTokenInFragment();
  const [state, setState] = useState<State>({ kind: 'asking' });
  const started = useInBrowser();

  const unsubscribe = async () => {
    if (!token) return;
    setState({ kind: 'working' });
    try {
      const result = await apiFetch<{ message?: string }>(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
      if (result.ok) setState({ kind: 'done' });
      else setState({ kind: 'failed', message: typeof result.data?.message === 'string' ? result.data.message : NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid });
    } catch {
      setState({ kind: 'failed', message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.failed });
    }
  };

  const shown: State = started && !token ? { kind: 'failed', message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid } : state;
  return (
    <NewsletterLinkPage
      id="newsletter-unsubscribe"
      heading="Unsubscribe"
      withoutScripts="This page needs JavaScript to unsubscribe you. Reply to the newsletter instead, or use your mail program’s unsubscribe button."
      outcome={shown.kind === 'done' ? { ok: true, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.done } : shown.kind === 'failed' ? { ok: false, message: shown.message } : null}
      newsButton="btn-outline"
    >
      {shown.kind === 'asking' || shown.kind === 'working' ? (
        <>
          <p>{NEWSLETTER_UNSUBSCRIBE_MESSAGES.ask}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => void unsubscribe()} disabled={!started || shown.kind === 'working'}>
              {shown.kind === 'working' ? NEWSLETTER_UNSUBSCRIBE_MESSAGES.working : NEWSLETTER_UNSUBSCRIBE_MESSAGES.button}
            </button>
          </p>
        </>
      ) : null}
    </NewsletterLinkPage>
  );
}
