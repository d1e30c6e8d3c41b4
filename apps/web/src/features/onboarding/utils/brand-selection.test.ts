import { describe, expect, it } from 'vitest';

import {
  countInCategory,
  keepCategories,
  orderCategories,
  toggleBrand,
  type BrandSelection,
} from './brand-selection';

describe('brand selection', () => {
  const agl = { name: 'AGL', category: 'energy' as const };
  const anz = { name: 'ANZ', category: 'banking' as const };

  it('adds and removes brands without touching the original', () => {
    const empty: BrandSelection = new Map();
    const one = toggleBrand(empty, 'a', agl, true);
    expect(empty.size).toBe(0);
    expect([...one.keys()]).toEqual(['a']);
    expect(toggleBrand(one, 'a', agl, false).size).toBe(0);
  });

  it('orders categories as the directory does', () => {
    expect(orderCategories(['water', 'banking', 'energy'])).toEqual(['banking', 'energy', 'water']);
  });

  it('keeps only brands of the chosen categories and counts per category', () => {
    const both = toggleBrand(toggleBrand(new Map(), 'a', agl, true), 'b', anz, true);
    expect(countInCategory(both, 'energy')).toBe(1);
    expect([...keepCategories(both, ['banking']).keys()]).toEqual(['b']);
  });
});
