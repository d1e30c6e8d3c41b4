import { MESSAGES } from '@updately/shared/messages';

export type OtpTarget =
  { channel: 'email'; email: string } | { channel: 'sms'; phoneNumber: string };

export type OtpTargetResult = { ok: true; target: OtpTarget } | { ok: false; message: string };

/** Spaces, dashes, dots and brackets people type into phone numbers. */
const PHONE_PUNCTUATION = /[\s().-]/g;

export function normalizePhoneNumber(value: string): string {
  return value.replace(PHONE_PUNCTUATION, '');
}

/**
 * Where a one-time code goes: the email when one is given, else the phone (by SMS, the spec's
 * default channel). Neither: the spec's 'An OTP needs an email or phone'.
 */
export function resolveOtpTarget(input: { email?: string; phone?: string }): OtpTargetResult {
  const email = input.email?.trim() ?? '';
  if (email) return { ok: true, target: { channel: 'email', email } };
  const phoneNumber = normalizePhoneNumber(input.phone ?? '');
  if (phoneNumber) return { ok: true, target: { channel: 'sms', phoneNumber } };
  return { ok: false, message: MESSAGES.otpNeedsTarget };
}
