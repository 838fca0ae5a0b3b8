/**
 * Dates as the site and the dashboard print them, the one place they are formatted. Month names
 * are written out rather than taken from Intl: the prerenderer (Node) and browsers ship different
 * locale data (en-GB gives "Sept" in some), and the two renders must match.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar day of 'YYYY-MM-DD' (or of an ISO timestamp), or null when there is no such day. */
function calendarDay(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 Feb over into March: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A date ('2026-11-22', or an ISO timestamp) as '22 Nov 2026'; anything invalid gives ''. */
export function formatDisplayDate(value: unknown): string {
  const date = calendarDay(value);
  return date ? `${date.day} ${SHORT_MONTHS[date.month - 1]} ${date.year}` : '';
}

/** A date as '28 October 2026' (the review cards of the demo page); anything invalid gives ''. */
export function formatLongDate(value: unknown): string {
  const date = calendarDay(value);
  return date ? `${date.day} ${LONG_MONTHS[date.month - 1]} ${date.year}` : '';
}

/** An instant in the reader's own time: '22 Nov 2026, 3:05 pm'; anything invalid gives ''. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** 'Mon 30 Nov' for a 'YYYY-MM-DD' date (a calendar day, in no time zone); '' when there is no such day. */
export function formatShortDay(value: unknown): string {
  const day = calendarDay(value);
  if (!day) return '';
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return `${SHORT_WEEKDAYS[weekday]} ${day.day} ${SHORT_MONTHS[day.month - 1]}`;
}

/** Today's date in the visitor's own time zone, as YYYY-MM-DD (what a date input holds). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
