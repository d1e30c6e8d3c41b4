import { describe, expect, it } from 'vitest';

import { formatTags, parseTags } from './parse-tags';

describe('parseTags', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseTags(' home, Joint account ,, HOME ,')).toEqual({
      ok: true,
      tags: ['home', 'Joint account'],
    });
  });

  it('strips markup', () => {
    expect(parseTags('<b>bills</b>, <script>x</script>')).toEqual({
      ok: true,
      tags: ['bills', 'x'],
    });
  });

  it('allows no tags at all', () => {
    expect(parseTags('  ')).toEqual({ ok: true, tags: [] });
  });

  it('refuses more than 20 tags', () => {
    const text = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(parseTags(text)).toEqual({ ok: false, message: 'A footprint has 20 tags at most.' });
  });

  it('formats tags back into one line', () => {
    expect(formatTags(['a', 'b c'])).toBe('a, b c');
  });
});
