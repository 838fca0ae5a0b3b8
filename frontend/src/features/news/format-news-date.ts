// Month names written out rather than taken from Intl: the prerenderer (Node) and browsers ship
// different locale data (en-GB gives "Sept" in some), and the two renders must match.
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An article's date ('2026-11-22', or an ISO timestamp) as '22 Nov 2026'; anything invalid gives ''. */
export function formatNewsDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return '';
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 Feb over into March: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
