import type { BrandCategory } from '@updately/shared/brands';
import { BRAND_CATEGORIES } from '@updately/shared/brands';
import type { UpdateChannel } from '@updately/shared/update-status';

import { toggledEntry } from '../../../lib/selection';

export type SelectedBrand = {
  name: string;
  category: BrandCategory;
  /** How the company will be told (the Moving Home picker shows it). */
  channel?: UpdateChannel;
};
export type BrandSelection = ReadonlyMap<string, SelectedBrand>;

export function toggleBrand(
  selection: BrandSelection,
  id: string,
  brand: SelectedBrand,
  on: boolean,
): BrandSelection {
  return toggledEntry(selection, id, brand, on);
}

/** Categories in the directory's order, whatever order they were ticked in. */
export function orderCategories(categories: Iterable<BrandCategory>): BrandCategory[] {
  const chosen = new Set(categories);
  return BRAND_CATEGORIES.filter((category) => chosen.has(category));
}

/** Drops brands of categories no longer chosen (going back and unticking a category). */
export function keepCategories(
  selection: BrandSelection,
  categories: readonly BrandCategory[],
): BrandSelection {
  const keep = new Set(categories);
  return new Map([...selection].filter(([, brand]) => keep.has(brand.category)));
}

export function countInCategory(selection: BrandSelection, category: BrandCategory): number {
  let count = 0;
  for (const brand of selection.values()) if (brand.category === category) count += 1;
  return count;
}
