import {
  BRAND_CATEGORIES,
  BRAND_CATEGORY_LABELS,
  type BrandCategory,
} from '@updately/shared/brands';

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';

const ALL = 'all';

type BrandCategorySelectProps = {
  id: string;
  value: BrandCategory | undefined;
  onChange: (category: BrandCategory | undefined) => void;
};

/** Every directory category, or all of them. Label it with `<Label htmlFor={id}>`. */
export function BrandCategorySelect({ id, value, onChange }: BrandCategorySelectProps) {
  return (
    <Select
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : (next as BrandCategory))}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All categories</SelectItem>
        {BRAND_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {BRAND_CATEGORY_LABELS[category]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
