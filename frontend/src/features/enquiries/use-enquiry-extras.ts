import { useCallback, useEffect, useRef, useState } from 'react';
import { consentNotice } from '../../content/privacy';
import type { EnquiryExtras } from './api/post-enquiry';

/**
 * The honeypot's value and the moment the form was first shown (`shown` true: at mount for a form
 * on the page, at first opening for one in a dialog). Recorded in an effect, so the prerendered
 * HTML and the first client render stay the same.
 */
export function useEnquiryExtras(shown = true) {
  const [website, setWebsite] = useState('');
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    if (shown && startedAt.current === null) startedAt.current = Date.now();
  }, [shown]);
  const extras = useCallback(
    (): EnquiryExtras => ({ website, startedAt: startedAt.current, consentNotice: consentNotice.version }),
    [website],
  );
  return { honeypot: { value: website, onChange: setWebsite }, extras };
}

/**
 * A plausible e-mail address: something@domain.tld with no spaces, and no character in the domain
 * that a link reads as its own (`?bcc=`). The server checks it properly.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@?#&%/\\:;,<>"'()[\]]+\.[^\s@?#&%/\\:;,<>"'()[\]]+$/.test(value);
}

/** Today's date in the visitor's own time zone, as YYYY-MM-DD (what a date input holds). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
