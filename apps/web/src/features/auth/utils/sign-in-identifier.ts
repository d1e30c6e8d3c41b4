import { z } from 'zod';

/** What the password sign-in's first field holds: an email address or a mobile number. */
export type SignInIdentifier =
  { kind: 'email'; email: string } | { kind: 'phone'; phoneNumber: string };

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

/**
 * A mobile number as typed ("0412 345 678", "+61 412 345 678"): the server turns it into E.164
 * (and says when it cannot), so here it only has to look like a number.
 */
export function looksLikePhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/**
 * Reads the field: an address with an @ is an email; digits (with spaces, dashes, brackets or a
 * leading +) are a mobile number when phones are accepted. Anything else is the message to show.
 */
export function readSignInIdentifier(
  value: string,
  { phoneAllowed }: { phoneAllowed: boolean },
): SignInIdentifier | { error: string } {
  const trimmed = value.trim();
  if (!trimmed) {
    return {
      error: phoneAllowed
        ? 'Enter your email address or mobile number.'
        : 'Enter your email address.',
    };
  }
  if (trimmed.includes('@')) {
    return z.email().safeParse(trimmed).success
      ? { kind: 'email', email: trimmed }
      : { error: 'Enter a valid email address, like name@example.com.' };
  }
  if (phoneAllowed && looksLikePhoneNumber(trimmed)) return { kind: 'phone', phoneNumber: trimmed };
  return {
    error: phoneAllowed
      ? 'Enter a valid email address or mobile number, like name@example.com or 0412 345 678.'
      : 'Enter a valid email address, like name@example.com.',
  };
}
