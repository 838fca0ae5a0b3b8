import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../lib/display-date';
import { filledStars, initialsOf } from '../review-format';

describe('initialsOf', () => {
  it.each([
    ['Priya Deshmukh', 'PD'],
    ['aditya kale', 'AK'],
    ['Dr. Meera Kulkarni', 'DM'],
    ['  Farhan   Shaikh  Khan ', 'FS'],
    ['Shruti', 'S'],
    ['', ''],
  ])('%j → %j', (author, initials) => {
    expect(initialsOf(author)).toBe(initials);
  });
});

describe('filledStars', () => {
  it.each([
    [5, 5],
    [4.9, 5],
    [4.4, 4],
    [4.5, 5],
    [1, 1],
    [0.2, 0],
    [7, 5],
    [undefined, 5],
    [Number.NaN, 5],
  ])('rating %s fills %s stars', (rating, filled) => {
    expect(filledStars(rating)).toBe(filled);
  });
});

describe('formatDisplayDate', () => {
  it('writes a date as day, short month and year', () => {
    expect(formatDisplayDate('2026-10-28')).toBe('28 Oct 2026');
    expect(formatDisplayDate('2026-01-05T10:00:00.000Z')).toBe('5 Jan 2026');
  });

  it.each(['', 'yesterday', '2026-02-30', '2026-13-01', null, undefined, 42])('shows nothing for the invalid date %j', (value) => {
    expect(formatDisplayDate(value)).toBe('');
  });
});
