import { BRAND_CATEGORY_LABELS, type BrandCategory } from '@updately/shared/brands';

/**
 * A stable count: two steps whatever is ticked ("Step 1 of 2: categories", then "Step 2 of 2:
 * Energy (1 of 3 categories)"), so the total never changes under the person.
 */
export function stepLabel(step: number, categories: readonly BrandCategory[]): string {
  const category = step > 0 ? categories[step - 1] : undefined;
  if (!category) return 'Step 1 of 2: categories';
  return `Step 2 of 2: ${BRAND_CATEGORY_LABELS[category]} (${step} of ${categories.length} ${categories.length === 1 ? 'category' : 'categories'})`;
}
