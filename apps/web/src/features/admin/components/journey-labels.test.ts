import { describe, expect, it } from 'vitest';

import { dayRangeInstants } from './journey-date-range';
import { journeyLabel, updateCountsText } from './journey-labels';

describe('dayRangeInstants', () => {
  it('turns the admin’s days into instants from the first to past the last day', () => {
    const { from, to, error } = dayRangeInstants({ from: '2026-03-01', to: '2026-03-02' });
    expect(error).toBeUndefined();
    expect(from).toBe(new Date(2026, 2, 1).toISOString());
    expect(to).toBe(new Date(2026, 2, 3).toISOString());
    expect(dayRangeInstants({ from: '', to: '' })).toEqual({ from: undefined, to: undefined });
  });

  it('refuses an end before the start', () => {
    expect(dayRangeInstants({ from: '2026-03-02', to: '2026-03-01' }).error).toBe(
      'The end date is before the start date.',
    );
    expect(dayRangeInstants({ from: '2026-03-02', to: '2026-03-02' }).error).toBeUndefined();
  });
});

describe('updateCountsText', () => {
  it('counts in the order a request moves through, leaving out none at zero', () => {
    expect(updateCountsText({ completed: 1, sent: 2, needs_you: 1 })).toBe(
      '2 Sent, 1 Completed, 1 Needs the person',
    );
    expect(updateCountsText({})).toBe('');
  });
});

describe('journeyLabel', () => {
  it('tells journeys apart by type, start and size, with nothing personal', () => {
    const created = '2026-11-27T01:00:00.000Z';
    const label = journeyLabel({ type: 'moving_house', created_at: created, company_count: 20 });
    expect(label).toMatch(/^Moving Home, started .*2026, 20 companies$/);
    expect(journeyLabel({ type: 'moving_house', created_at: created, company_count: 1 })).toMatch(
      /, 1 company$/,
    );
  });
});
