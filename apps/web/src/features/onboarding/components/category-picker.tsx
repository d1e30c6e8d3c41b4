import {
  BRAND_CATEGORIES,
  BRAND_CATEGORY_LABELS,
  type BrandCategory,
} from '@updately/shared/brands';

import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

type CategoryPickerProps = {
  selected: ReadonlySet<BrandCategory>;
  onToggle: (category: BrandCategory, on: boolean) => void;
  labelledBy: string;
};

/** The directory's categories as checkboxes. */
export function CategoryPicker({ selected, onToggle, labelledBy }: CategoryPickerProps) {
  return (
    <fieldset aria-labelledby={labelledBy}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {BRAND_CATEGORIES.map((category) => {
          const id = `onboarding-category-${category}`;
          return (
            <li
              key={category}
              className="flex items-center gap-3 rounded-md border border-border px-3 py-1 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-brand-50"
            >
              <Checkbox
                id={id}
                checked={selected.has(category)}
                onCheckedChange={(checked) => onToggle(category, checked === true)}
              />
              <Label htmlFor={id} className="flex min-h-11 flex-1 cursor-pointer items-center">
                {BRAND_CATEGORY_LABELS[category]}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
