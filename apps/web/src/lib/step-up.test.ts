import { describe, expect, it } from 'vitest';

import { ApiClientError } from './api-client';
import {
  availableStepUpMethods,
  channelOf,
  isStepUpRequired,
  STEP_UP_METHOD_LABELS,
  stepUpVerifyInput,
} from './step-up';

const all = { password: true, email: true, sms: true, totp: true };

describe("step-up (Confirm it's you)", () => {
  it('asks on SESSION_NOT_FRESH and REAUTHENTICATION_REQUIRED only', () => {
    expect(isStepUpRequired(new ApiClientError(403, 'SESSION_NOT_FRESH', 'confirm'))).toBe(true);
    expect(isStepUpRequired(new ApiClientError(403, 'REAUTHENTICATION_REQUIRED', 'x'))).toBe(true);
    expect(isStepUpRequired(new ApiClientError(403, 'MFA_REQUIRED', 'turn it on'))).toBe(false);
    expect(isStepUpRequired(new ApiClientError(403, 'FORBIDDEN', 'Administrators only'))).toBe(
      false,
    );
    expect(isStepUpRequired(new ApiClientError(400, 'SESSION_NOT_FRESH', 'x'))).toBe(false);
    expect(isStepUpRequired(new Error('SESSION_NOT_FRESH'))).toBe(false);
  });

  it('offers what the account has, in order, and never a password to a passwordless account', () => {
    expect(availableStepUpMethods(all)).toEqual(['password', 'email', 'sms', 'totp']);
    expect(availableStepUpMethods({ ...all, password: false, sms: false })).toEqual([
      'email',
      'totp',
    ]);
    expect(
      availableStepUpMethods({ password: false, email: true, sms: false, totp: false }),
    ).toEqual(['email']);
  });

  it('sends codes by email or text; password and authenticator need none', () => {
    expect(channelOf('email')).toBe('email');
    expect(channelOf('sms')).toBe('sms');
    expect(channelOf('password')).toBeNull();
    expect(channelOf('totp')).toBeNull();
    expect(STEP_UP_METHOD_LABELS.email).toBe('Email me a code');
    expect(STEP_UP_METHOD_LABELS.sms).toBe('Text me a code');
  });

  it('builds the verify body for each method', () => {
    expect(stepUpVerifyInput('password', 'hunter2 long')).toEqual({
      input: { method: 'password', password: 'hunter2 long' },
    });
    expect(stepUpVerifyInput('email', '123 456')).toEqual({
      input: { method: 'code', code: '123456' },
    });
    expect(stepUpVerifyInput('sms', '654321')).toEqual({
      input: { method: 'code', code: '654321' },
    });
    expect(stepUpVerifyInput('totp', '000111')).toEqual({
      input: { method: 'totp', code: '000111' },
    });
  });

  it('says what is wrong with what was typed', () => {
    expect(stepUpVerifyInput('password', '')).toEqual({ error: 'Enter your password.' });
    expect(stepUpVerifyInput('email', '12345')).toEqual({ error: 'Enter the 6-digit code.' });
    expect(stepUpVerifyInput('totp', 'abcdef')).toEqual({ error: 'Enter the 6-digit code.' });
  });
});
