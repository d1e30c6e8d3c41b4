import { describe, expect, it } from 'vitest';

import { isAlreadyRegistered } from './sign-up-result';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const secondsAgo = (s: number) => new Date(NOW - s * 1000).toISOString();

describe('isAlreadyRegistered', () => {
  it('treats an unconfirmed user created more than 60 s ago as already registered', () => {
    expect(isAlreadyRegistered({ emailVerified: false, createdAt: secondsAgo(61) }, NOW)).toBe(
      true,
    );
    expect(
      isAlreadyRegistered({ emailVerified: false, createdAt: new Date(NOW - 3_600_000) }, NOW),
    ).toBe(true);
  });

  it('treats a user created within 60 s as a new sign-up', () => {
    expect(isAlreadyRegistered({ emailVerified: false, createdAt: secondsAgo(0) }, NOW)).toBe(
      false,
    );
    expect(isAlreadyRegistered({ emailVerified: false, createdAt: secondsAgo(60) }, NOW)).toBe(
      false,
    );
  });

  it('ignores confirmed users and answers without a usable date', () => {
    expect(isAlreadyRegistered({ emailVerified: true, createdAt: secondsAgo(600) }, NOW)).toBe(
      false,
    );
    expect(isAlreadyRegistered({ emailVerified: false, createdAt: 'not a date' }, NOW)).toBe(false);
    expect(isAlreadyRegistered({ emailVerified: false }, NOW)).toBe(false);
    expect(isAlreadyRegistered(null, NOW)).toBe(false);
  });
});
