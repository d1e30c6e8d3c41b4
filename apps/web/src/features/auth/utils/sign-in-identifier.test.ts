import { describe, expect, it } from 'vitest';

import { looksLikePhoneNumber, readSignInIdentifier } from './sign-in-identifier';

const phones = { phoneAllowed: true };

describe('readSignInIdentifier', () => {
  it('reads an email address', () => {
    expect(readSignInIdentifier(' ada@example.com ', phones)).toEqual({
      kind: 'email',
      email: 'ada@example.com',
    });
  });

  it('reads a mobile number as typed, local or international', () => {
    for (const typed of ['0412 345 678', '+61 412 345 678', '(04) 1234-5678', '+64211234567']) {
      expect(readSignInIdentifier(typed, phones)).toEqual({
        kind: 'phone',
        phoneNumber: typed.trim(),
      });
    }
  });

  it('says what is wrong', () => {
    expect(readSignInIdentifier('', phones)).toEqual({
      error: 'Enter your email address or mobile number.',
    });
    expect(readSignInIdentifier('ada@', phones)).toEqual({
      error: 'Enter a valid email address, like name@example.com.',
    });
    expect(readSignInIdentifier('ada', phones)).toMatchObject({
      error: expect.stringContaining('mobile number'),
    });
  });

  it('takes no phone number where phones are off', () => {
    expect(readSignInIdentifier('0412 345 678', { phoneAllowed: false })).toEqual({
      error: 'Enter a valid email address, like name@example.com.',
    });
    expect(readSignInIdentifier('', { phoneAllowed: false })).toEqual({
      error: 'Enter your email address.',
    });
  });
});

describe('looksLikePhoneNumber', () => {
  it('wants 8 to 15 digits and nothing but number punctuation', () => {
    expect(looksLikePhoneNumber('1234567')).toBe(false);
    expect(looksLikePhoneNumber('12345678')).toBe(true);
    expect(looksLikePhoneNumber('+1234567890123456')).toBe(false);
    expect(looksLikePhoneNumber('0412 345 678 ext')).toBe(false);
  });
});
