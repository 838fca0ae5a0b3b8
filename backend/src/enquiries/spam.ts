/** People take longer than this to fill in even the shortest form. */
export const MIN_FORM_MS = 3000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspected spam: the hidden honeypot was filled in, or the form came back less than 3 s after it
 * was shown. `startedAt` is the visitor's clock, so a time shortly in the future is taken for clock
 * skew; more than a day ahead is forged. No `startedAt` at all is not suspicious by itself.
 */
export function isSuspectedSpam(
  form: { website?: string | null; startedAt?: number | null },
  receivedAt: number,
): boolean {
  if (typeof form.website === 'string' && form.website.trim() !== '') return true;
  if (typeof form.startedAt !== 'number') return false;
  const elapsed = receivedAt - form.startedAt;
  return (elapsed >= 0 && elapsed < MIN_FORM_MS) || elapsed < -DAY_MS;
}
