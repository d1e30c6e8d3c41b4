import { describe, expect, it } from 'vitest';
import { wholeMonths } from './analytics-months';

describe('wholeMonths', () => {
  it('finds the calendar months wholly inside a range', () => {
    expect(wholeMonths({ from: '2024-01-01', to: '2024-12-31', days: 366 })).toEqual({
      from: '2024-01-01',
      to: '2025-01-01',
    });
    expect(wholeMonths({ from: '2024-02-10', to: '2024-11-20', days: 285 })).toEqual({
      from: '2024-03-01',
      to: '2024-11-01',
    });
    expect(wholeMonths({ from: '2024-02-01', to: '2024-02-29', days: 29 })).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });

  it('is null when no month fits', () => {
    expect(wholeMonths({ from: '2024-02-10', to: '2024-03-09', days: 29 })).toBeNull();
    expect(wholeMonths({ from: '2024-02-02', to: '2024-02-29', days: 28 })).toBeNull();
  });
});
