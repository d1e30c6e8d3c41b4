import { describe, expect, it } from 'vitest';
import { isValidAbn } from './abn';

describe('isValidAbn', () => {
  it('accepts numbers that pass the ATO checksum, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true); // the ATO's published example
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('refuses a wrong check, a wrong length or other characters', () => {
    expect(isValidAbn('12 345 678 901')).toBe(false);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('51 824 753 55a')).toBe(false);
  });
});
