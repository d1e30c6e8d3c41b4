import { MESSAGES } from '@updately/shared/messages';
import { describe, expect, it } from 'vitest';

import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { describeOAuthError, describePasswordFailure, readAuthFailure } from './auth-failure';

describe('readAuthFailure', () => {
  it("reads better-auth's top-level code and message with the status", () => {
    expect(
      readAuthFailure({
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toEqual({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      reasons: [],
    });
  });

  it('keeps the weak-password reasons', () => {
    const failure = readAuthFailure({
      status: 400,
      code: 'WEAK_PASSWORD',
      message: 'Password is too weak: Use at least 8 characters.',
      reasons: ['Use at least 8 characters.', 42],
    });
    expect(failure.reasons).toEqual(['Use at least 8 characters.']);
    expect(describePasswordFailure(failure)).toBe('Use at least 8 characters.');
  });

  it("says 'Auth session missing!' for a 401 without a reason of its own", () => {
    expect(readAuthFailure({ status: 401, message: 'Unauthorized' })).toMatchObject({
      code: 'UNAUTHORIZED',
      message: MESSAGES.authSessionMissing,
    });
    expect(
      readAuthFailure({
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toMatchObject({ message: 'Invalid email or password' });
  });

  it('falls back by status when the body has no message', () => {
    expect(readAuthFailure({ status: 429, statusText: 'Too Many Requests' }).message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(readAuthFailure({ status: 500 }).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(readAuthFailure({ status: 0 }).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(readAuthFailure('boom')).toMatchObject({ status: 0, code: null });
  });
});

describe('describeOAuthError', () => {
  it('prefers the description, else turns the code into a sentence', () => {
    expect(describeOAuthError('access_denied', 'The user said no')).toBe('The user said no');
    expect(describeOAuthError('access_denied')).toBe('Access denied.');
    expect(describeOAuthError('please_restart_the_process')).toBe('Please restart the process.');
    expect(describeOAuthError('__')).toBe(GENERIC_ERROR_MESSAGE);
  });
});
