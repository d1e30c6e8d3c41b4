import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOURNEY_NAME_MAX_LENGTH,
  sanitizeJourneyName,
  sanitizeTags,
  sanitizeText,
} from './sanitize';

const markupish = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('<', '>', '</', '<!--', '-->', '<img src=x onerror=alert(1)>', '<script>'),
        fc.constantFrom(' ', '\n', '\t', '\u0000', '\u00a0', 'é', '👍🏽'),
        fc.string(),
      ),
    )
    .map((parts) => parts.join('')),
);

describe('sanitizeJourneyName', () => {
  it('keeps no markup from a hostile name', () => {
    expect(sanitizeJourneyName('<img src=x onerror=alert(1)>Trip')).toBe('Trip');
    expect(sanitizeJourneyName('<script>alert(1)</script> Move')).toBe('alert(1) Move');
    expect(sanitizeJourneyName('Move <img src=x onerror=alert(1)')).toBe('Move');
    expect(sanitizeJourneyName('<scr<script>ipt>x')).toBe('ipt x');
  });

  it('keeps plain text, collapsing whitespace and trimming', () => {
    expect(sanitizeJourneyName('  Moving   to\tMelbourne\n March 2027 ')).toBe(
      'Moving to Melbourne March 2027',
    );
    expect(sanitizeJourneyName('Rates 5 > 4')).toBe('Rates 5 4');
    expect(sanitizeJourneyName('Café & Co — “Move”')).toBe('Café & Co — “Move”');
  });

  it('cuts to 120 characters without splitting an emoji', () => {
    expect(sanitizeJourneyName('a'.repeat(200))).toHaveLength(JOURNEY_NAME_MAX_LENGTH);
    const emoji = sanitizeJourneyName('😀'.repeat(130));
    expect(Array.from(emoji)).toHaveLength(JOURNEY_NAME_MAX_LENGTH);
    expect(emoji).toBe('😀'.repeat(JOURNEY_NAME_MAX_LENGTH));
  });

  it('never leaves an angle bracket', () => {
    fc.assert(
      fc.property(markupish, (input) => {
        const output = sanitizeJourneyName(input);
        expect(output).not.toMatch(/[<>]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(markupish, (input) => {
        const once = sanitizeJourneyName(input);
        expect(sanitizeJourneyName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers trimmed text of at most 120 characters with single spaces', () => {
    fc.assert(
      fc.property(markupish, (input) => {
        const output = sanitizeJourneyName(input);
        expect(Array.from(output).length).toBeLessThanOrEqual(JOURNEY_NAME_MAX_LENGTH);
        expect(output).toBe(output.trim());
        expect(output).not.toMatch(/\s{2}|[\t\n\r]/);
      }),
    );
  });

  it('leaves text without markup or extra spaces unchanged', () => {
    const plainWord = fc.stringMatching(/^[A-Za-z0-9&'.,!-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(plainWord, { minLength: 1, maxLength: 8 }), (words) => {
        const text = words.join(' ');
        expect(sanitizeText(text, 200)).toBe(text);
      }),
    );
  });
});

describe('sanitizeTags', () => {
  it('sanitises each tag, drops empty ones and repeats ignoring case', () => {
    expect(sanitizeTags([' Bank ', 'bank', '<b></b>', 'Main  account', '<i>x</i>'])).toEqual([
      'Bank',
      'Main account',
      'x',
    ]);
  });
});
