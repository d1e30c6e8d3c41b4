import type { Footprint } from '@updately/shared/footprints-api';
import { useMemo } from 'react';

import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { categoryOptions, tagOptions, type FootprintFilters } from '../utils/group-footprints';

type FootprintFiltersBarProps = {
  footprints: readonly Footprint[];
  filters: FootprintFilters;
  onChange: (filters: Partial<FootprintFilters>) => void;
};

/** Search, category and tag filters for the user's footprints. */
export function FootprintFiltersBar({ footprints, filters, onChange }: FootprintFiltersBarProps) {
  const categories = useMemo(
    () =>
      categoryOptions(footprints).map(({ value, label, count }) => ({
        value,
        label: `${label} (${count})`,
      })),
    [footprints],
  );
  const tags = useMemo(
    () => tagOptions(footprints).map((tag) => ({ value: tag, label: tag })),
    [footprints],
  );

  return (
    <div role="search" className="grid gap-4 sm:grid-cols-[1fr_13rem_11rem]">
      <Field
        id="footprints-search"
        label="Search your footprints"
        type="search"
        value={filters.q}
        placeholder="Company, tag or data item"
        autoComplete="off"
        onChange={(event) => onChange({ q: event.target.value })}
      />
      <Field
        id="footprints-category"
        label="Category"
        render={({ id }) => (
          <FilterSelect
            id={id}
            value={filters.category}
            onChange={(category = '') => onChange({ category })}
            allLabel="All categories"
            options={categories}
          />
        )}
      />
      <Field
        id="footprints-tag"
        label="Tag"
        render={({ id }) => (
          <FilterSelect
            id={id}
            value={filters.tag}
            onChange={(tag = '') => onChange({ tag })}
            allLabel="All tags"
            options={tags}
            disabled={tags.length === 0 && !filters.tag}
          />
        )}
      />
    </div>
  );
}
