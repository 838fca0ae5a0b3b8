import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../display-date';

describe('formatDisplayDate', () => {
  it('writes an article date as day, short month and year', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDisplayDate('2026-09-03')).toBe('3 Sep 2026');
    expect(formatDisplayDate('2027-01-01T10:00:00.000Z')).toBe('1 Jan 2027');
  });

  it('shows nothing for an invalid date', () => {
    for (const value of ['', 'yesterday', '2026-13-01', '2026-02-30', '22/11/2026', null, undefined, 20261122]) {
      expect(formatDisplayDate(value)).toBe('');
    }
  });
});
