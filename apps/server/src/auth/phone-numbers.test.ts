import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from './phone-numbers';

const AU_NZ = ['AU', 'NZ'];

describe('normalisePhoneNumber (L7)', () => {
  it('writes every form of one Australian mobile the same way, in E.164', () => {
    for (const raw of ['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678']) {
      expect(normalisePhoneNumber(raw, AU_NZ), raw).toBe('+61412345678');
    }
  });

  it('accepts mobiles of the allowed countries only', () => {
    expect(normalisePhoneNumber('+64 21 123 4567', AU_NZ)).toBe('+64211234567');
    expect(normalisePhoneNumber('+64 21 123 4567', ['AU'])).toBeNull();
    expect(normalisePhoneNumber('+44 7911 123456', AU_NZ)).toBeNull();
  });

  it('refuses landlines, premium-rate and malformed numbers', () => {
    expect(normalisePhoneNumber('02 9374 4000', AU_NZ)).toBeNull(); // a Sydney landline
    expect(normalisePhoneNumber('1900 123 456', AU_NZ)).toBeNull(); // premium rate
    expect(normalisePhoneNumber('123', AU_NZ)).toBeNull();
    expect(normalisePhoneNumber('not a number', AU_NZ)).toBeNull();
  });
});
