import { describe, expect, it } from 'vitest';
import {
  expectedByDay,
  expiryStep,
  followUpDueAt,
  followUpStep,
  isOverdue,
} from './follow-up-schedule';

const settings = {
  reminderDays: [7, 14],
  needsYouDays: 21,
  expiryDays: 45,
  expectedByDays: 30,
  linkDays: 60,
  dispatchConcurrency: 8,
};
const sent = new Date('2026-11-01T09:00:00Z');

describe('follow-up schedule', () => {
  it('reminds, asks the person, expires, then stops', () => {
    expect([0, 1, 2, 3, 4].map((step) => followUpStep(settings, step))).toEqual([
      { action: 'reminder', days: 7 },
      { action: 'reminder', days: 14 },
      { action: 'no_answer', days: 21 },
      { action: 'expire', days: 45 },
      null,
    ]);
    expect(expiryStep(settings)).toBe(3);
  });

  it('counts every step from the day it was sent', () => {
    expect(followUpDueAt(settings, sent, 0)).toEqual(new Date('2026-11-08T09:00:00Z'));
    expect(followUpDueAt(settings, sent, 3)).toEqual(new Date('2026-12-16T09:00:00Z'));
    expect(followUpDueAt(settings, sent, 4)).toBeNull();
  });

  it('follows configured times, with any number of reminders', () => {
    const custom = { ...settings, reminderDays: [2], needsYouDays: 3, expiryDays: 5 };
    expect([0, 1, 2].map((s) => followUpStep(custom, s)?.action)).toEqual([
      'reminder',
      'no_answer',
      'expire',
    ]);
  });

  it('expects an answer by the sending day in Sydney plus the days set', () => {
    // 9 am UTC on 1 November is 8 pm in Sydney, the same day.
    expect(expectedByDay(settings, sent)).toBe('2026-12-01');
    // 2 pm UTC on 1 November is already 2 November in Sydney.
    expect(expectedByDay(settings, new Date('2026-11-01T14:00:00Z'))).toBe('2026-12-02');
    expect(expectedByDay({ expectedByDays: 1 }, sent)).toBe('2026-11-02');
  });

  it('is overdue only once the expected-by day is over in Sydney', () => {
    expect(isOverdue(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isOverdue('2026-12-01', new Date('2026-12-01T12:00:00Z'))).toBe(false);
    expect(isOverdue('2026-12-01', new Date('2026-12-01T13:30:00Z'))).toBe(true);
  });
});
