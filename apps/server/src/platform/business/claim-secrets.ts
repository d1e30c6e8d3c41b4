import { randomBytes } from 'node:crypto';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH } from '@updately/shared/business-api';

/** `n` characters of Crockford's base32, each from 5 uniformly random bits. */
function randomBase32(n: number): string {
  const bytes = randomBytes(n);
  let out = '';
  for (const byte of bytes) out += CLAIM_CODE_ALPHABET[byte & 31];
  return out;
}

/** A claim code: 10 characters of a 32-letter alphabet (50 bits), shown as `K7Q2M-9XH4T`. */
export function newClaimCode(): string {
  return randomBase32(CLAIM_CODE_LENGTH);
}

export function formatClaimCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The TXT record's value for one claim: 26 base32 characters (130 random bits). */
export function newDnsToken(): string {
  return `updately-claim=${randomBase32(26).toLowerCase()}`;
}
