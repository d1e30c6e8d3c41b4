import { MESSAGES } from '@updately/shared/messages';
import { describe, expect, it } from 'vitest';

import { normalizePhoneNumber, resolveOtpTarget } from './otp-target';

describe('resolveOtpTarget', () => {
  it('sends to the email when one is given', () => {
    expect(resolveOtpTarget({ email: ' ann@example.com ', phone: '+61 400 000 000' })).toEqual({
      ok: true,
      target: { channel: 'email', email: 'ann@example.com' },
    });
  });

  it('sends by SMS to the phone when there is no email', () => {
    expect(resolveOtpTarget({ email: '  ', phone: '+61 (4) 12-345.678' })).toEqual({
      ok: true,
      target: { channel: 'sms', phoneNumber: '+61412345678' },
    });
  });

  it("answers the spec's message when neither is given", () => {
    expect(resolveOtpTarget({})).toEqual({ ok: false, message: MESSAGES.otpNeedsTarget });
    expect(resolveOtpTarget({ email: ' ', phone: ' - ' })).toEqual({
      ok: false,
      message: 'An OTP needs an email or phone',
    });
  });
});

describe('normalizePhoneNumber', () => {
  it('keeps the leading plus and the digits', () => {
    expect(normalizePhoneNumber('+1 (555) 010-0199')).toBe('+15550100199');
  });
});
