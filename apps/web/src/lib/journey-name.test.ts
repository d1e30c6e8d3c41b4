import { describe, expect, it } from 'vitest';

import { journeyName } from './journey-name';

describe('journeyName', () => {
  it('keeps the words of a name', () => {
    expect(journeyName('  Moving to Brunswick ')).toEqual({
      ok: true,
      name: 'Moving to Brunswick',
    });
  });

  it('asks for words when only markup or spaces were typed', () => {
    const failed = {
      ok: false,
      errors: { name: 'Enter a name for the journey using words, not markup.' },
    };
    expect(journeyName('<b></b>')).toEqual(failed);
    expect(journeyName('   ')).toEqual(failed);
  });
});
