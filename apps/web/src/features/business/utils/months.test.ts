import { describe, expect, it } from 'vitest';

import { dailyFields, dayOfMonth, daysOfMonth, monthLabel, monthOf, recentMonths } from './months';

describe('months', () => {
  it('names the UTC month of a date', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });

  it('labels a month in words', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('garbage')).toBe('garbage');
  });

  it('lists recent months newest first, across a year', () => {
    expect(recentMonths(new Date('2027-02-15T12:00:00Z'), 4)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
  });

  it('reads the day of a date', () => {
    expect(dayOfMonth('2026-11-04')).toBe('4');
  });
});

describe('daily usage', () => {
  const today = new Date('2026-11-03T08:00:00Z');

  it('lists a past month to its end and the current one to today', () => {
    expect(daysOfMonth('2026-02', today)).toHaveLength(28);
    expect(daysOfMonth('2024-02', today)).toHaveLength(29);
    expect(daysOfMonth('2026-11', today)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('fills the days without billed fields with zero', () => {
    expect(dailyFields('2026-11', [{ date: '2026-11-02', fields: 4 }], today)).toEqual([
      { date: '2026-11-01', fields: 0 },
      { date: '2026-11-02', fields: 4 },
      { date: '2026-11-03', fields: 0 },
    ]);
  });
});
