import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiFetch } from '../../lib/api-client';
import styles from './standalone-page.module.css';

/**
 * The token a newsletter mail's link carries (to confirm a subscription, to unsubscribe). It rides
 * in the address's fragment, which no server or log sees; the page sends it back by POST, so a mail
 * scanner that only opens the link changes nothing.
 */
export function useTokenInFragment(): string | null {
  const { hash } = useLocation();
  return new URLSearchParams(hash.slice(1)).get('token');
}

/** How the page's one request ended, in the clinic's words: shown in green or in red. */
export type LinkOutcome = { ok: boolean; message: string };

/**
 * Sends the link's token back to the API by POST (at `path`, with `json` as its body if any) and
 * says how it ended: `done`, the API's own words for a link it refuses (else `linkInvalid`), or
 * `unreachable` when the clinic could not be reached.
 */
export async function answerLink(
  path: string,
  json: unknown,
  words: { done: string; linkInvalid: string; unreachable: string },
): Promise<LinkOutcome> {
  try {
    const result = await apiFetch<{ message?: string }>(path, { method: 'POST', json });
    if (result.ok) return { ok: true, message: words.done };
    return { ok: false, message: typeof result.data?.message === 'string' ? result.data.message : words.linkInvalid };
  } catch {
    return { ok: false, message: words.unreachable };
  }
}

/**
 * The page a newsletter mail's link opens: its heading, what it shows while it asks or works, what
 * it says without scripts, how it ended, and the way on to the clinic's news.
 */
export function NewsletterLinkPage({
  id,
  heading,
  withoutScripts,
  outcome,
  newsButton,
  children,
}: {
  id: string;
  heading: string;
  withoutScripts: string;
  /** Null while the page still asks or works. */
  outcome: LinkOutcome | null;
  /** The news link is the page's main button unless the page asks for a press of its own. */
  newsButton: 'btn-primary' | 'btn-outline';
  children?: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.page}`}>
        <div>
          <span className="eyebrow">Newsletter</span>
          <h1 id={`${id}-heading`}>{heading}</h1>
          <div aria-live="polite">
            {children}
            <noscript>
              <p>{withoutScripts}</p>
            </noscript>
            {outcome ? <p className={outcome.ok ? 'form-success' : 'field-error'}>{outcome.message}</p> : null}
          </div>
          <p>
            <Link to="/news" className={`btn ${newsButton}`}>
              Read the clinic’s news
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
