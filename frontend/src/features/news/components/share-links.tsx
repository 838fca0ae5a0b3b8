import { useSyncExternalStore, type ReactNode } from 'react';
import { noSubscription } from '../../../lib/use-in-browser';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon } from '../../../components/layout/icons';
import styles from './share-links.module.css';

export const copyMessages = {
  clipboard: 'Link copied to clipboard',
  fallback: 'Link copied',
  failed: 'Copy failed',
};

interface ShareTarget {
  network: string;
  href: string;
  icon: ReactNode;
}

function XIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

/** The four networks' share pages for an address. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <FacebookIcon size={16} /> },
    { network: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: <XIcon /> },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, icon: <LinkedInIcon size={16} /> },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${url}` : url)}`, icon: <WhatsAppIcon size={16} /> },
  ];
}

const hasNativeShare = () => typeof navigator.share === 'function';

/** Copies with a hidden text area, for browsers without the asynchronous clipboard (or that refuse it). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies an address and says how it went (the toasts' code is fetched then, not with the article). */
export async function copyLink(url: string): Promise<void> {
  let copied: 'clipboard' | 'fallback' | null = null;
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      copied = 'clipboard';
    } catch {
      // Refused (no permission, insecure page): the older way may still work.
    }
  }
  copied ??= copyWithSelection(url) ? 'fallback' : null;
  const { notify } = await import('../../../lib/toast');
  if (copied) notify.success(copyMessages[copied]);
  else notify.error(copyMessages.failed);
}

interface ShareLinksProps {
  url: string;
  title: string;
  text?: string;
}

/** Share an article: the four networks, the device's own share sheet where there is one, and Copy link. */
export function ShareLinks({ url, title, text }: ShareLinksProps) {
  // Known only in the browser: the prerendered HTML (and hydration) say no, then the browser's answer shows.
  const canShare = useSyncExternalStore(noSubscription, hasNativeShare, () => false);

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet rejects too: nothing to tell the visitor.
    }
  };

  return (
    <div className={styles.share}>
      <h2 className={styles.heading}>Share this article</h2>
      <ul className={styles.list}>
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a className={styles.button} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${target.network}`}>
              {target.icon}
              <span>{target.network.replace(' (Twitter)', '')}</span>
            </a>
          </li>
        ))}
        {canShare && (
          <li>
            <button type="button" className={styles.button} onClick={shareNatively}>
              <ShareIcon />
              <span>Share</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" className={styles.button} onClick={() => copyLink(url)}>
            <LinkIcon />
            <span>Copy link</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
