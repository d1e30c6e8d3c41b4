import { BRAND_CATEGORIES } from '@updately/shared/brands';
import type { Footprint } from '@updately/shared/footprints-api';

/** A custom brand has no directory category; it gets a group of its own, last. */
const CUSTOM_CATEGORY_KEY = 'custom';

export type FootprintFilters = {
  /** Free text: name, category, tags and data items. */
  q: string;
  /** A category key, or '' for all. */
  category: string;
  /** One of the user's tags, or '' for all. */
  tag: string;
};

export const NO_FILTERS: FootprintFilters = { q: '', category: '', tag: '' };

export type FootprintGroup = { key: string; label: string; footprints: Footprint[] };

function categoryKey(footprint: Pick<Footprint, 'category'>): string {
  return footprint.category ?? CUSTOM_CATEGORY_KEY;
}

function categoryRank(key: string): number {
  if (key === CUSTOM_CATEGORY_KEY) return Number.MAX_SAFE_INTEGER;
  const index = (BRAND_CATEGORIES as readonly string[]).indexOf(key);
  return index === -1 ? BRAND_CATEGORIES.length : index;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * Footprints grouped by category in the directory's category order (unknown categories after,
 * custom brands last), each group sorted by name.
 */
export function groupByCategory(footprints: readonly Footprint[]): FootprintGroup[] {
  const groups = new Map<string, FootprintGroup>();
  for (const footprint of footprints) {
    const key = categoryKey(footprint);
    let group = groups.get(key);
    if (!group) {
      group = { key, label: footprint.category_label, footprints: [] };
      groups.set(key, group);
    }
    group.footprints.push(footprint);
  }
  return [...groups.values()]
    .sort((a, b) => categoryRank(a.key) - categoryRank(b.key) || a.label.localeCompare(b.label))
    .map((group) => ({ ...group, footprints: [...group.footprints].sort(byName) }));
}

function searchableText(footprint: Footprint): string {
  return [
    footprint.name,
    footprint.category_label,
    ...footprint.tags,
    ...(footprint.brand?.footprint_tags ?? []),
    ...footprint.data_items.map((item) => item.label),
  ]
    .join('\n')
    .toLowerCase();
}

export function filterFootprints(
  footprints: readonly Footprint[],
  filters: FootprintFilters,
): Footprint[] {
  const words = filters.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const tag = filters.tag.toLowerCase();
  return footprints.filter(
    (footprint) =>
      (!filters.category || categoryKey(footprint) === filters.category) &&
      (!tag || footprint.tags.some((t) => t.toLowerCase() === tag)) &&
      (words.length === 0 || words.every((word) => searchableText(footprint).includes(word))),
  );
}

export function hasFilters(filters: FootprintFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.tag);
}

/** The categories the user has footprints in, in group order, with counts. */
export function categoryOptions(footprints: readonly Footprint[]) {
  return groupByCategory(footprints).map((group) => ({
    value: group.key,
    label: group.label,
    count: group.footprints.length,
  }));
}

/** The user's own tags, each once (ignoring case), sorted. */
export function tagOptions(footprints: readonly Footprint[]): string[] {
  const seen = new Map<string, string>();
  for (const footprint of footprints) {
    for (const tag of footprint.tags) {
      if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
