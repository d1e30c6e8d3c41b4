import { describe, expect, it } from 'vitest';

import { formatCalendarDate, formatDate, formatDateTime } from './format-date';

describe('format-date', () => {
  it('formats a calendar date without shifting it a day', () => {
    expect(formatCalendarDate('2027-03-14')).toBe('Sunday 14 March 2027');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('formats a timestamp as day, short month and year', () => {
    expect(formatDate(new Date(2026, 2, 12, 9).toISOString())).toBe('12 Mar 2026');
    expect(formatDate(new Date(2026, 0, 3))).toBe('3 Jan 2026');
  });

  it('formats a timestamp with its time of day', () => {
    expect(formatDateTime(new Date(2026, 0, 3, 14, 5))).toMatch(/^3 Jan 2026, 2:05\spm$/);
  });
});
