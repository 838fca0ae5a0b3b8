/**
 * Delay before the next forwarding attempt: exponential backoff with full jitter (a random delay
 * between 0 and base·2^(attempt−1), capped), so enquiries that failed together do not all retry
 * together when the service comes back.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}
