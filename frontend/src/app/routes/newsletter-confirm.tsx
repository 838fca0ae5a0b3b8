import { NEWSLETTER_CONFIRM_MESSAGES, NEWSLETTER_CONFIRM_PATH } from '@aura/contract';
import { useEffect, useState } from 'react';
import { usePageMeta } from '../../components/page-meta';
import { clinic } from '../../content/clinic';
import { useInBrowser } from '../../lib/use-in-browser';
import { answerLink, NewsletterLinkPage, useTokenInFragment, type LinkOutcome } from './newsletter-link-page';

const UNREACHABLE = 'Your subscription could not be confirmed right now. Check your connection and open the link again.';

/** Where the newsletter's confirmation link opens (double opt-in): the page confirms as it opens. */
export default function NewsletterConfirmPage() {
  usePageMeta({ title: 'Confirm your subscription', description: `Confirm your subscription to ${clinic.brandName}'s newsletter.`, path: NEWSLETTER_CONFIRM_PATH, noindex: true, noReferrer: true });
  const token = useTokenInFragment();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  // The prerendered page knows no token (it is in the fragment): it says it is confirming until
  // the script runs, and only then whether the address had one.
  const started = useInBrowser();

  useEffect(() => {
    if (!token) return;
    let active = true;
    void answerLink('/enquiries/newsletter/confirm', { token }, { done: NEWSLETTER_CONFIRM_MESSAGES.confirmed, linkInvalid: NEWSLETTER_CONFIRM_MESSAGES.linkInvalid, unreachable: UNREACHABLE }).then(
      (ended) => active && setOutcome(ended),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const shown = started && !token ? { ok: false, message: NEWSLETTER_CONFIRM_MESSAGES.linkInvalid } : outcome;
  return (
    <NewsletterLinkPage
      id="newsletter-confirm"
      heading="Your subscription"
      withoutScripts="This page needs JavaScript to confirm your subscription. Open the link from the mail in a browser with JavaScript turned on."
      outcome={shown}
      newsButton="btn-primary"
    >
      {shown ? null : <p role="status">{NEWSLETTER_CONFIRM_MESSAGES.confirming}</p>}
    </NewsletterLinkPage>
  );
}
