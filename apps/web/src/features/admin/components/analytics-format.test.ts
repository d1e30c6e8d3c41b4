import { describe, expect, it } from 'vitest';

import { describeLimit, formatDuration, formatRate } from './analytics-format';

describe('analytics formatting', () => {
  it('writes durations in their two largest units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(12 * 60 + 59)).toBe('12 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(24 * 3600 + 20 * 60)).toBe('1 d');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });

  it('writes rates as percentages, with a dash when there is nothing to divide', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(0)).toBe('0%');
  });

  it('names rate limits in words, keeping an unknown one as it is', () => {
    expect(describeLimit('account|/sign-in/email')).toBe('Sign-in with email, per account');
    expect(describeLimit('ip|/sign-in/email')).toBe('Sign-in with email, per IP address');
    expect(describeLimit('user|/two-factor/verify-totp')).toBe('Authenticator code, per user');
    expect(describeLimit('api-key')).toBe('Business API key');
    expect(describeLimit('something-new')).toBe('something-new');
  });
});
