import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_SECONDS,
  nextWebhookAttemptDelay,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from './retry-schedule';

const now = new Date('2026-11-22T10:00:00Z');

describe('webhook retry schedule', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then stops', () => {
    expect(WEBHOOK_RETRY_DELAYS_SECONDS).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000]);
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => nextWebhookAttemptDelay(attempt));
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000, null]);
    expect(nextWebhookAttemptDelay(9)).toBeNull();
  });

  it('refuses attempt numbers that are not counted from 1', () => {
    expect(() => nextWebhookAttemptDelay(0)).toThrow(RangeError);
    expect(() => nextWebhookAttemptDelay(1.5)).toThrow(RangeError);
  });

  it('waits longer when Retry-After, in seconds, asks for it', () => {
    expect(nextWebhookAttemptDelay(1, '120', now)).toBe(120);
    expect(nextWebhookAttemptDelay(3, '120', now)).toBe(1800);
    expect(nextWebhookAttemptDelay(1, ' 60 ', now)).toBe(60);
    expect(nextWebhookAttemptDelay(1, '0', now)).toBe(5);
  });

  it('waits longer when Retry-After, as an HTTP date, asks for it', () => {
    expect(nextWebhookAttemptDelay(1, 'Sun, 22 Nov 2026 10:10:00 GMT', now)).toBe(600);
    expect(nextWebhookAttemptDelay(5, 'Sun, 22 Nov 2026 10:10:00 GMT', now)).toBe(18000);
    expect(nextWebhookAttemptDelay(1, 'Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(5);
  });

  it('caps Retry-After at a day and never adds attempts', () => {
    expect(nextWebhookAttemptDelay(1, '999999', now)).toBe(MAX_RETRY_AFTER_SECONDS);
    expect(nextWebhookAttemptDelay(1, 'Tue, 01 Dec 2026 10:00:00 GMT', now)).toBe(86400);
    expect(nextWebhookAttemptDelay(8, '60', now)).toBeNull();
  });

  it('ignores a Retry-After that is missing or malformed', () => {
    for (const header of [
      undefined,
      null,
      '',
      'soon',
      '-5',
      '1.5',
      '2026-12-01',
      'Fri, 99 Foo 2026',
    ]) {
      expect(nextWebhookAttemptDelay(2, header, now), String(header)).toBe(300);
    }
  });
});
