import { afterEach, describe, expect, it } from 'vitest';

import {
  forgetRecoveryToken,
  heldRecoveryToken,
  holdRecoveryToken,
  splitRecoveryToken,
} from './recovery-token';

afterEach(forgetRecoveryToken);

describe('recovery token', () => {
  it('takes the token out of the query string and keeps the rest', () => {
    expect(splitRecoveryToken('?token=abc123')).toEqual({ token: 'abc123', rest: '' });
    expect(splitRecoveryToken('?token=abc&lang=en')).toEqual({ token: 'abc', rest: '?lang=en' });
  });

  it('has no token for an error link or a bare page', () => {
    expect(splitRecoveryToken('?error=INVALID_TOKEN')).toEqual({
      token: null,
      rest: '?error=INVALID_TOKEN',
    });
    expect(splitRecoveryToken('')).toEqual({ token: null, rest: '' });
    expect(splitRecoveryToken('?token=')).toEqual({ token: null, rest: '' });
  });

  it('holds the token in memory until it is forgotten', () => {
    expect(heldRecoveryToken()).toBeNull();
    holdRecoveryToken('abc');
    expect(heldRecoveryToken()).toBe('abc');
    forgetRecoveryToken();
    expect(heldRecoveryToken()).toBeNull();
  });
});
