import { describe, expect, it } from 'vitest';
import { DAY } from './seed-context';
import { followUpState } from './seed-requests';

const NOW = Date.parse('2026-11-28T00:00:00Z');
const sentDaysAgo = (days: number) => NOW - days * DAY;

describe('followUpState: where the follow-up sweep would have left a seeded request', () => {
  it('leaves a request sent this week at its first step, due on day 7', () => {
    const sentAt = sentDaysAgo(3);
    expect(followUpState(NOW, { status: 'sent', sentAt }, null, 'email')).toEqual({
      step: 0,
      at: sentAt + 7 * DAY,
      reminders: [],
    });
  });

  it('has reminded the company by email once a week has passed', () => {
    const sentAt = sentDaysAgo(10);
    expect(followUpState(NOW, { status: 'sent', sentAt }, null, 'api')).toEqual({
      step: 1,
      at: sentAt + 14 * DAY,
      reminders: [sentAt + 7 * DAY],
    });
  });

  it('moves a letter on silently, and never reminds a company that acknowledged', () => {
    const sentAt = sentDaysAgo(10);
    expect(followUpState(NOW, { status: 'sent', sentAt }, null, 'letter')?.reminders).toEqual([]);
    expect(
      followUpState(NOW, { status: 'acknowledged', sentAt: sentDaysAgo(16) }, null, 'email'),
    ).toMatchObject({ step: 2, reminders: [] });
  });

  it('leaves one past the day the person was asked waiting for its expiry on day 45', () => {
    const sentAt = sentDaysAgo(30);
    const late = { at: sentAt + 15 * DAY };
    expect(followUpState(NOW, { status: 'sent', sentAt }, late, 'email')).toEqual({
      step: 3,
      at: sentAt + 45 * DAY,
      reminders: [sentAt + 7 * DAY, sentAt + 14 * DAY],
    });
  });

  it('sends no reminder after the request moved to the person', () => {
    const sentAt = sentDaysAgo(18);
    const late = { at: sentAt + 10 * DAY };
    expect(followUpState(NOW, { status: 'sent', sentAt }, late, 'email')?.reminders).toEqual([
      sentAt + 7 * DAY,
    ]);
  });

  it('has nothing to follow up on a request not sent or already answered', () => {
    expect(
      followUpState(NOW, { status: 'completed', sentAt: sentDaysAgo(30) }, null, 'email'),
    ).toBe(null);
    expect(followUpState(NOW, { status: 'queued', sentAt: null }, null, 'email')).toBe(null);
  });
});
