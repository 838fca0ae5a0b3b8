import { MONTHS } from '../news/format-news-date';

/** An instant in the admin's own time: '22 Nov 2026, 3:05 pm'; anything invalid gives ''. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
