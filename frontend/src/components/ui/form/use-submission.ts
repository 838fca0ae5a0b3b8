import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's sending state: `busy` while it is sent (a second submit meanwhile is ignored), `sent`
 * once it went through (cleared after `sentForMs`, when given), and nothing set after the form
 * has gone from the page.
 */
export function useSubmission({ sentForMs }: { sentForMs?: number } = {}) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const busyNow = useRef(false);
  const mounted = useRef(true);
  const sentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(sentTimer.current);
    };
  }, []);

  /** Runs the sending; undefined when the form was already being sent or has gone meanwhile. */
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<T | undefined> => {
    if (busyNow.current) return undefined;
    busyNow.current = true;
    setBusy(true);
    try {
      const result = await send();
      return mounted.current ? result : undefined;
    } finally {
      busyNow.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const markSent = useCallback(
    (value = true) => {
      clearTimeout(sentTimer.current);
      setSent(value);
      if (value && sentForMs !== undefined) sentTimer.current = setTimeout(() => setSent(false), sentForMs);
    },
    [sentForMs],
  );

  /** Back to a fresh form (a dialog closed): not busy, nothing sent. */
  const reset = useCallback(() => {
    clearTimeout(sentTimer.current);
    busyNow.current = false;
    setBusy(false);
    setSent(false);
  }, []);

  return { busy, sent, run, markSent, reset };
}
