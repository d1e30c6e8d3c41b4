import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export const INVALID_PHONE_MESSAGE =
  'Enter a valid mobile number, for example 0412 345 678 or +61 412 345 678.';
export const PHONE_NEEDS_VERIFICATION_MESSAGE =
  'A phone number is added by confirming it with a code sent to it.';

/**
 * A mobile number in E.164 ("+61412345678") when `raw` is a valid mobile of an allowed country
 * (local numbers read as Australian), else null. Limits, lookups and sends all key on this form,
 * so "0412 345 678" and "+61 412 345 678" are one number, and no code goes to a premium-rate or
 * foreign number that could be pumped for SMS fees.
 */
export function normalisePhoneNumber(
  raw: string,
  allowedCountries: readonly string[],
): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'AU');
  if (!parsed?.isValid() || !parsed.country) return null;
  if (!allowedCountries.includes(parsed.country as CountryCode)) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}
