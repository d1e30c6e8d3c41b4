import {
  BRAND_CATEGORIES,
  BRAND_CATEGORY_LABELS,
  type BrandCategory,
} from '@updately/shared/brands';

import { FilterSelect } from '../../../components/ui/filter-select';

const OPTIONS = BRAND_CATEGORIES.map((category) => ({
  value: category,
  label: BRAND_CATEGORY_LABELS[category],
}));

type BrandCategorySelectProps = {
  id: string;
  value: BrandCategory | undefined;
  onChange: (category: BrandCategory | undefined) => void;
};

/** Every directory category, or all of them. */
export function BrandCategorySelect({ id, value, onChange }: BrandCategorySelectProps) {
  return (
    <FilterSelect
      id={id}
      value={value}
      onChange={(next) => onChange(next as BrandCategory | undefined)}
      allLabel="All categories"
      options={OPTIONS}
    />
  );
}
