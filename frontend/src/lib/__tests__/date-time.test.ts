import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../display-date';

describe('formatDateTime', () => {
  it('writes an instant as date and time in the admin’s own time', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('22 Nov 2026, 3:05 pm');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0).toISOString())).toBe('1 Jan 2026, 12:00 am');
    expect(formatDateTime(new Date(2026, 5, 9, 12, 30).toISOString())).toBe('9 Jun 2026, 12:30 pm');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('never')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
