import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from './constants';
import {
  NEWSLETTER_INPUT_PATTERN,
  NEWSLETTER_STRIPPED_CHARACTERS,
  isValidNewsletterEmail,
  sanitizeNewsletterEmail,
} from './newsletter';

const strippedOrText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...NEWSLETTER_STRIPPED_CHARACTERS, ' ', '\t', '@', '.'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 80,
});

describe('sanitizeNewsletterEmail', () => {
  it('strips every character the spec lists and trims', () => {
    expect(sanitizeNewsletterEmail(` <a>"b'c\`{d}(e)[f];g\\@x.io `)).toBe('abcdefg@x.io');
    expect(sanitizeNewsletterEmail('  jo@example.com.au\n')).toBe('jo@example.com.au');
    expect(sanitizeNewsletterEmail('(  )')).toBe('');
  });

  it('keeps characters the spec does not list', () => {
    expect(sanitizeNewsletterEmail('first.last+news@sub-domain.example.com')).toBe(
      'first.last+news@sub-domain.example.com',
    );
  });

  it('never returns a stripped character', () => {
    fc.assert(
      fc.property(strippedOrText, (input) => {
        const output = sanitizeNewsletterEmail(input);
        for (const ch of NEWSLETTER_STRIPPED_CHARACTERS) expect(output).not.toContain(ch);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(strippedOrText, (input) => {
        const once = sanitizeNewsletterEmail(input);
        expect(sanitizeNewsletterEmail(once)).toBe(once);
      }),
    );
  });

  it('never leaves surrounding whitespace', () => {
    fc.assert(
      fc.property(strippedOrText, (input) => {
        const output = sanitizeNewsletterEmail(input);
        expect(output).toBe(output.trim());
      }),
    );
  });
});

describe('isValidNewsletterEmail', () => {
  it.each(['jo@example.com', 'a.b+c@mail.example.com.au', 'x@y.io'])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });

  it.each(['', 'jo', 'jo@', 'jo@example', '@example.com', 'jo @example.com', 'jo@ex ample.com'])(
    'rejects %j',
    (email) => expect(isValidNewsletterEmail(email)).toBe(false),
  );

  it('accepts 254 characters and rejects 255', () => {
    const at254 = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(isValidNewsletterEmail(at254)).toBe(true);
    expect(isValidNewsletterEmail(`a${at254}`)).toBe(false);
  });

  it('accepts every address that the input pattern accepts (the input is the stricter one)', () => {
    const inputPattern = new RegExp(`^(?:${NEWSLETTER_INPUT_PATTERN})$`, 'v');
    const address = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/),
        fc.stringMatching(/^[A-Za-z0-9.-]{1,20}$/),
        fc.stringMatching(/^[A-Za-z]{2,6}$/),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    fc.assert(
      fc.property(address, (email) => {
        expect(inputPattern.test(email)).toBe(true);
        expect(isValidNewsletterEmail(email)).toBe(true);
      }),
    );
    expect(inputPattern.test('jo@example')).toBe(false);
    expect(inputPattern.test('jo!@example.com')).toBe(false);
  });
});
