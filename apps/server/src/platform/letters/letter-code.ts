import { createHash, createHmac } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code typed from paper is read back the same. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LETTER_CODE_LENGTH = 12;
export const LETTER_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

function base32(bytes: Buffer, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length >= length) break;
  }
  return out;
}

/**
 * The short code a letter prints (as `<APP_URL>/l/<code>` and a QR code): 60 bits of an HMAC of
 * the request and attempt, so the same letter always carries the same code and a new attempt a
 * new one. Only its sha256 is stored.
 */
export function createLetterCodeSigner(key: Buffer) {
  return {
    code(requestId: string, attempt: number): string {
      const mac = createHmac('sha256', key).update(`letter|${requestId}|${attempt}`).digest();
      return base32(mac, LETTER_CODE_LENGTH);
    },
  };
}
export type LetterCodeSigner = ReturnType<typeof createLetterCodeSigner>;

/** A code as typed: upper case, the look-alikes read as Crockford says, spaces and dashes dropped. */
export function normaliseLetterCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return LETTER_CODE_PATTERN.test(code) ? code : null;
}

export const letterCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** The URL printed on the letter. */
export const letterUrl = (appUrl: string, code: string) => `${appUrl}/l/${code}`;
