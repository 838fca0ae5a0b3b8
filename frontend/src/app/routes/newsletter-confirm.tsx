import { NEWSLETTER_CONFIRM_MESSAGES, NEWSLETTER_CONFIRM_PATH } from '@aura/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';
import { clinic } from '../../content/clinic';
import { apiFetch } from '../../lib/api-client';
import { useInBrowser } from '../../lib/use-in-browser';
import styles from './standalone-page.module.css';

const UNREACHABLE = 'Your subscription could not be confirmed right now. Check your connection and open the link again.';

type State = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * Where the newsletter's confirmation link opens (double opt-in). The token is in the address's
 * fragment, which no server or log sees, and the page sends it back by POST: a mail scanner that
 * only fetches the link confirms nothing.
 */
export default function NewsletterConfirmPage() {
  usePageMeta({ title: 'Confirm your subscription', description: `Confirm your subscription to ${clinic.brandName}'s newsletter.`, path: NEWSLETTER_CONFIRM_PATH, noindex: true, noReferrer: true });
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token');
  const [state, setState] = useState<State>({ kind: 'confirming' });
  // The prerendered page knows no token (it is in the fragment): it says it is confirming until
  // the script runs, and only then whether the address had one.
  const started = useInBrowser();

  useEffect(() => {
    if (!token) return;
    let active = true;
    apiFetch<{ message?: string }>('/enquiries/newsletter/confirm', { method: 'POST', json: { token } })
      .then((result) => {
        if (!active) return;
        if (result.ok) setState({ kind: 'confirmed' });
        else setState({ kind: 'failed', message: typeof result.data?.message === 'string' ? result.data.message : NEWSLETTER_CONFIRM_MESSAGES.linkInvalid });
      })
      .catch(() => active && setState({ kind: 'failed', message: UNREACHABLE }));
    return () => {
      active = false;
    };
  }, [token]);

  const shown: State = !started || token ? state : { kind: 'failed', message: NEWSLETTER_CONFIRM_MESSAGES.linkInvalid };
  return (
    <section className="section" aria-labelledby="newsletter-confirm-heading">
      <div className={`container ${styles.page}`}>
        <div>
          <span className="eyebrow">Newsletter</span>
          <h1 id="newsletter-confirm-heading">Your subscription</h1>
          <div aria-live="polite">
            {shown.kind === 'confirming' && <p role="status">{NEWSLETTER_CONFIRM_MESSAGES.confirming}</p>}
            <noscript>
              <p>This page needs JavaScript to confirm your subscription. Open the link from the mail in a browser with JavaScript turned on.</p>
            </noscript>
            {shown.kind === 'confirmed' && <p className="form-success">{NEWSLETTER_CONFIRM_MESSAGES.confirmed}</p>}
            {shown.kind === 'failed' && <p className="field-error">{shown.message}</p>}
          </div>
          <p>
            <Link to="/news" className="btn btn-primary">
              Read the clinic’s news
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
