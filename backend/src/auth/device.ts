import UAParser from 'ua-parser-js';

/**
 * A browser's User-Agent in the words the staff's list of sessions shows, e.g. "Chrome on
 * Android" or "Safari on iOS" (parsed with ua-parser-js); null when it names nothing known.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? null;
}
