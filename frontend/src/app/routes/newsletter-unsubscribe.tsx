import { NEWSLETTER_UNSUBSCRIBE_MESSAGES, NEWSLETTER_UNSUBSCRIBE_PATH } from '@aura/contract';
import { useState } from 'react';
import { usePageMeta } from '../../components/page-meta';
import { clinic } from '../../content/clinic';
import { useInBrowser } from '../../lib/use-in-browser';
import { answerLink, NewsletterLinkPage, useTokenInFragment, type LinkOutcome } from './newsletter-link-page';

/**
 * Where the unsubscribe link of every newsletter opens. Opening it changes nothing (mail scanners
 * open links by themselves): the subscriber presses the one button.
 */
export default function NewsletterUnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe', description: `Stop receiving ${clinic.brandName}'s newsletter.`, path: NEWSLETTER_UNSUBSCRIBE_PATH, noindex: true, noReferrer: true });
  const token = useTokenInFragment();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const started = useInBrowser();

  const unsubscribe = async () => {
    if (!token) return;
    setWorking(true);
    const { done, linkInvalid, failed } = NEWSLETTER_UNSUBSCRIBE_MESSAGES;
    setOutcome(await answerLink(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, undefined, { done, linkInvalid, unreachable: failed }));
    setWorking(false);
  };

  const shown = started && !token ? { ok: false, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid } : outcome;
  return (
    <NewsletterLinkPage
      id="newsletter-unsubscribe"
      heading="Unsubscribe"
      withoutScripts="This page needs JavaScript to unsubscribe you. Reply to the newsletter instead, or use your mail program’s unsubscribe button."
      outcome={shown}
      newsButton="btn-outline"
    >
      {shown ? null : (
        <>
          <p>{NEWSLETTER_UNSUBSCRIBE_MESSAGES.ask}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => void unsubscribe()} disabled={!started || working}>
              {working ? NEWSLETTER_UNSUBSCRIBE_MESSAGES.working : NEWSLETTER_UNSUBSCRIBE_MESSAGES.button}
            </button>
          </p>
        </>
      )}
    </NewsletterLinkPage>
  );
}
