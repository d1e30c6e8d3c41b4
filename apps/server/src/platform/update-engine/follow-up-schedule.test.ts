import { describe, expect, it } from 'vitest';
import { expiryStep, followUpDueAt, followUpStep } from './follow-up-schedule';

const settings = {
  reminderDays: [7, 14],
  needsYouDays: 21,
  expiryDays: 45,
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
});
