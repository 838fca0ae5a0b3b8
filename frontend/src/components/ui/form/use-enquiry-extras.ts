import type { EnquiryExtras } from '@aura/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { consentNotice } from '../../../content/consent-notice';
import { answerWithin, solveBotCheck } from './bot-check';

/** How long sending waits for the bot check still being solved. */
const BOT_CHECK_WAIT_MS = 15_000;

/**
 * The honeypot's value, the moment the form was first shown (`shown` true: at mount for a form
 * on the page, at first opening for one in a dialog), and the bot check's answer. The start time
 * is recorded in an effect, so the prerendered HTML and the first client render stay the same.
 * The bot check starts when the visitor first focuses something in the form (`startBotCheck` is
 * the form's onFocus): every person filling it in or pressing its button does, and nobody only
 * reading the page pays for it. Each answer serves one enquiry; sending starts the next one.
 */
export function useEnquiryExtras(shown = true) {
  const [website, setWebsite] = useState('');
  const startedAt = useRef<number | null>(null);
  // A form that came in the page's HTML was there (and could be typed into) from the moment the
  // page opened, long before the app started on a slow phone; one the app draws itself (a dialog, a
  // page reached in the app) is shown when it is drawn. React reads the server's answer while it
  // hydrates, and only then.
  const hydrating = useSyncExternalStore(noChange, notHydrating, isHydrating);
  const cameWithPage = useRef(hydrating);
  const botCheck = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    if (shown && startedAt.current === null) startedAt.current = cameWithPage.current ? Math.round(performance.timeOrigin) : Date.now();
  }, [shown]);
  const startBotCheck = useCallback(() => {
    botCheck.current ??= solveBotCheck();
  }, []);
  const extras = useCallback(async (): Promise<EnquiryExtras> => {
    const pending = botCheck.current;
    const answer = pending ? await answerWithin(pending, BOT_CHECK_WAIT_MS) : null;
    if (pending) botCheck.current = solveBotCheck();
    return { website, startedAt: startedAt.current, consentNotice: consentNotice.version, ...(answer ? { botCheck: answer } : {}) };
  }, [website]);
  return { honeypot: { value: website, onChange: setWebsite }, extras, startBotCheck };
}

const noChange = () => () => undefined;
const notHydrating = () => false;
const isHydrating = () => true;
