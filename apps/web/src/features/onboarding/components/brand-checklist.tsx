import { BRAND_CATEGORY_LABELS, type BrandCategory } from '@updately/shared/brands';
import { useId, useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRovingFocus } from '../../../lib/use-roving-focus';
import { useCategoryBrands } from '../api/get-category-brands';
import type { BrandSelection, SelectedBrand } from '../utils/brand-selection';
import { ChannelPromise } from './channel-promise';

type BrandChecklistProps = {
  category: BrandCategory;
  selection: BrandSelection;
  onToggle: (id: string, brand: SelectedBrand, on: boolean) => void;
  /** Says how each company would be told (Moving Home, where approving tells them). */
  showChannel?: boolean;
};

/**
 * A category's brands as checkboxes, with a search; brands already added are ticked and fixed.
 * The list is one tab stop: the arrow keys move between its checkboxes.
 */
export function BrandChecklist({
  category,
  selection,
  onToggle,
  showChannel = false,
}: BrandChecklistProps) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  const brands = useCategoryBrands(category, q);
  const label = BRAND_CATEGORY_LABELS[category];
  const searchId = useId();
  const items = brands.data?.items ?? [];
  const roving = useRovingFocus(
    items.length,
    items.map((brand) => brand.added),
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>Search {label}</Label>
        <Input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {brands.isPending ? (
        <LoadingSkeletons label={`Loading ${label}`} rows={6} className="grid sm:grid-cols-2" />
      ) : brands.isError ? (
        <LoadError
          title={`${label} could not be loaded`}
          error={brands.error}
          onRetry={() => brands.refetch()}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {brands.data.total === 0
              ? 'No companies match.'
              : brands.data.total > brands.data.items.length
                ? `Showing ${brands.data.items.length} of ${brands.data.total}: search to find the others.`
                : `${brands.data.total} ${brands.data.total === 1 ? 'company' : 'companies'}`}
          </p>
          <fieldset>
            <legend className="sr-only">{label} companies</legend>
            <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {brands.data.items.map((brand, index) => {
                const id = `onboarding-brand-${brand.id}`;
                return (
                  <li
                    key={brand.id}
                    className="flex items-center gap-3 rounded-md px-2 py-1 hover:bg-muted"
                  >
                    <Checkbox
                      id={id}
                      checked={brand.added || selection.has(brand.id)}
                      disabled={brand.added}
                      onCheckedChange={(checked) =>
                        onToggle(
                          brand.id,
                          { name: brand.name, category, channel: brand.channel },
                          checked === true,
                        )
                      }
                      {...roving(index)}
                    />
                    <Label
                      htmlFor={id}
                      className="flex min-h-10 flex-1 cursor-pointer flex-wrap items-center justify-between gap-2 font-normal"
                    >
                      {brand.name}
                      {brand.added ? (
                        <Badge variant="secondary">Already added</Badge>
                      ) : showChannel ? (
                        <ChannelPromise channel={brand.channel} />
                      ) : null}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </>
      )}
    </div>
  );
}
