import { describe, expect, it } from 'vitest';

import { countOf } from './count-of';

describe('countOf', () => {
  it('says the count with the singular or plural noun', () => {
    expect(countOf(0, 'company', 'companies')).toBe('0 companies');
    expect(countOf(1, 'company', 'companies')).toBe('1 company');
    expect(countOf(2, 'company', 'companies')).toBe('2 companies');
  });
});
