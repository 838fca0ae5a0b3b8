/** Dates as the site prints them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD date as '28 Oct 2026'; anything else gives an empty string. Written out by hand so
 * the prerendered page and the browser print exactly the same text.
 */
export function formatDisplayDate(isoDate: unknown): string {
  if (typeof isoDate !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return '';
  return `${Number(day)} ${MONTHS[date.getUTCMonth()]} ${year}`;
}
