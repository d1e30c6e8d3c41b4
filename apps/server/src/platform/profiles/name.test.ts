import { describe, expect, it } from 'vitest';
import { splitName } from './name';

describe('splitName', () => {
  it('prefers explicit first and last names', () => {
    expect(splitName({ first_name: ' Ann ', last_name: 'Lee', name: 'X Y' })).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
    });
  });
  it('splits a full name at the first space only', () => {
    expect(splitName({ name: 'Mary Jane Watson' })).toEqual({
      first_name: 'Mary',
      last_name: 'Jane Watson',
    });
  });
  it('keeps a single word as the first name', () => {
    expect(splitName({ name: 'Cher' })).toEqual({ first_name: 'Cher', last_name: null });
  });
  it('answers nulls for nothing', () => {
    expect(splitName({ name: '  ' })).toEqual({ first_name: null, last_name: null });
  });
});
