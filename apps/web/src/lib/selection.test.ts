import { describe, expect, it } from 'vitest';

import { toggled, toggledEntry } from './selection';

describe('toggled', () => {
  it('adds and removes an item without touching the original set', () => {
    const start = new Set(['a']);
    expect([...toggled(start, 'b', true)]).toEqual(['a', 'b']);
    expect([...toggled(start, 'a', false)]).toEqual([]);
    expect([...toggled(start, 'a', true)]).toEqual(['a']);
    expect([...start]).toEqual(['a']);
  });
});

describe('toggledEntry', () => {
  it('sets and removes an entry without touching the original map', () => {
    const start = new Map([['a', 1]]);
    expect([...toggledEntry(start, 'b', 2, true)]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect([...toggledEntry(start, 'a', 1, false)]).toEqual([]);
    expect([...start]).toEqual([['a', 1]]);
  });
});
