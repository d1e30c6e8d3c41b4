import { describe, expect, it } from 'vitest';

import { formatDay, readableValue } from './kind-values';

describe('readableValue', () => {
  it('reads codes in words and dates as dates, and leaves other text as it is', () => {
    expect(readableValue('instruction', 'hold_until_probate')).toBe(
      'Hold the account until probate',
    );
    expect(readableValue('basis', 'marriage')).toMatch(/^Marriage/);
    expect(readableValue('notifier_relationship', 'executor')).toMatch(/^Executor/);
    expect(readableValue('date_of_death', '2026-10-01')).toBe('1 Oct 2026');
    expect(readableValue('address', '8 Gertrude St, Fitzroy VIC 3065')).toBe(
      '8 Gertrude St, Fitzroy VIC 3065',
    );
    expect(readableValue('basis', 'unknown_code')).toBe('unknown_code');
  });

  it('formats only a whole calendar date', () => {
    expect(formatDay('2026-12-27')).toBe('27 Dec 2026');
    expect(formatDay('2026-12-27T10:00:00Z')).toBe('2026-12-27T10:00:00Z');
  });
});
