import type { Footprint } from '@updately/shared/footprints-api';
import { describe, expect, it } from 'vitest';

import {
  NO_FILTERS,
  categoryOptions,
  filterFootprints,
  groupByCategory,
  hasFilters,
  tagOptions,
} from './group-footprints';

function footprint(overrides: Partial<Footprint> & { name: string }): Footprint {
  return {
    id: overrides.name,
    brand_id: null,
    custom_brand_name: null,
    is_custom: false,
    category: 'banking',
    category_label: 'Banking & payments',
    tags: [],
    data_items: [],
    created_at: '2026-01-01T00:00:00.000Z',
    brand: null,
    ...overrides,
  };
}

const energy = { category: 'energy', category_label: 'Energy' };
const custom = { category: null, category_label: 'Custom brands', is_custom: true };

const items = [
  footprint({ name: 'Origin Energy', ...energy, tags: ['Home'] }),
  footprint({ name: 'My Gym', ...custom, tags: ['fitness', 'home'] }),
  footprint({
    name: 'ANZ',
    data_items: [{ field: 'passport', label: 'Passport' }],
  }),
  footprint({ name: 'agl', ...energy }),
  footprint({ name: 'Commonwealth Bank', tags: ['Joint account'] }),
];

describe('groupByCategory', () => {
  it('follows the directory category order, custom brands last, names sorted in each', () => {
    const groups = groupByCategory(items);
    expect(groups.map((g) => g.label)).toEqual(['Banking & payments', 'Energy', 'Custom brands']);
    expect(groups[0]?.footprints.map((f) => f.name)).toEqual(['ANZ', 'Commonwealth Bank']);
    expect(groups[1]?.footprints.map((f) => f.name)).toEqual(['agl', 'Origin Energy']);
  });

  it('puts a category the client does not know before the custom group', () => {
    const groups = groupByCategory([
      footprint({ name: 'X', ...custom }),
      footprint({ name: 'Y', category: 'pets', category_label: 'pets' }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['pets', 'custom']);
  });

  it('is empty for no footprints', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('filterFootprints', () => {
  const names = (filters: Partial<typeof NO_FILTERS>) =>
    filterFootprints(items, { ...NO_FILTERS, ...filters }).map((f) => f.name);

  it('keeps everything without filters', () => {
    expect(names({})).toHaveLength(items.length);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('searches names, tags and data item labels, every word', () => {
    expect(names({ q: 'origin' })).toEqual(['Origin Energy']);
    expect(names({ q: 'passport' })).toEqual(['ANZ']);
    expect(names({ q: 'joint' })).toEqual(['Commonwealth Bank']);
    expect(names({ q: 'energy agl' })).toEqual(['agl']);
  });

  it('filters by category and by tag ignoring case', () => {
    expect(names({ category: 'custom' })).toEqual(['My Gym']);
    expect(names({ tag: 'home' })).toEqual(['Origin Energy', 'My Gym']);
    expect(names({ category: 'energy', tag: 'HOME' })).toEqual(['Origin Energy']);
    expect(hasFilters({ ...NO_FILTERS, tag: 'home' })).toBe(true);
  });
});

describe('options', () => {
  it('lists the categories present with counts', () => {
    expect(categoryOptions(items)).toEqual([
      { value: 'banking', label: 'Banking & payments', count: 2 },
      { value: 'energy', label: 'Energy', count: 2 },
      { value: 'custom', label: 'Custom brands', count: 1 },
    ]);
  });

  it('lists each tag once, sorted', () => {
    expect(tagOptions(items)).toEqual(['fitness', 'Home', 'Joint account']);
  });
});
