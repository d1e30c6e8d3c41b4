import type { Footprint } from '@updately/shared/footprints-api';
import { useMemo } from 'react';

import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { categoryOptions, tagOptions, type FootprintFilters } from '../utils/group-footprints';

const ALL = 'all';

type FootprintFiltersBarProps = {
  footprints: readonly Footprint[];
  filters: FootprintFilters;
  onChange: (filters: Partial<FootprintFilters>) => void;
};

/** Search, category and tag filters for the user's footprints. */
export function FootprintFiltersBar({ footprints, filters, onChange }: FootprintFiltersBarProps) {
  const categories = useMemo(() => categoryOptions(footprints), [footprints]);
  const tags = useMemo(() => tagOptions(footprints), [footprints]);

  return (
    <div role="search" className="grid gap-4 sm:grid-cols-[1fr_13rem_11rem]">
      <div className="flex flex-col gap-2">
        <Label htmlFor="footprints-search">Search your footprints</Label>
        <Input
          id="footprints-search"
          type="search"
          value={filters.q}
          placeholder="Company, tag or data item"
          autoComplete="off"
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="footprints-category">Category</Label>
        <Select
          value={filters.category || ALL}
          onValueChange={(value) => onChange({ category: value === ALL ? '' : value })}
        >
          <SelectTrigger id="footprints-category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category.value} value={category.value}>
                {category.label} ({category.count})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="footprints-tag">Tag</Label>
        <Select
          value={filters.tag || ALL}
          onValueChange={(value) => onChange({ tag: value === ALL ? '' : value })}
          disabled={tags.length === 0 && !filters.tag}
        >
          <SelectTrigger id="footprints-tag">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All tags</SelectItem>
            {tags.map((tag) => (
              <SelectItem key={tag} value={tag}>
                {tag}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
