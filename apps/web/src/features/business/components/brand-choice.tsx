import type { BrandSummary } from '@updately/shared/brands-api';

import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import type { useBrandsToClaim } from '../api/search-brands-to-claim';
import { websiteDomain } from '../utils/format-business';

type BrandChoiceProps = {
  id: string;
  q: string;
  search: ReturnType<typeof useBrandsToClaim>;
  value: BrandSummary | null;
  onChange: (brand: BrandSummary) => void;
};

/** The directory's matches as radio buttons, each with its website's domain. */
export function BrandChoice({ id, q, search, value, onChange }: BrandChoiceProps) {
  if (q.length < 2) {
    return (
      <p className="text-sm text-muted-foreground">
        {value ? `Chosen: ${value.name}.` : 'Type two letters or more of the brand’s name.'}
      </p>
    );
  }
  if (search.isPending) return <LoadingSkeletons label="Searching the directory" rows={3} />;
  if (search.isError) {
    return (
      <LoadError
        title="The directory could not be searched"
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const items = search.data.items;
  if (items.length === 0) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        No brand matches “{q}”. Try another name.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-brands`} className="text-sm font-medium">
        Brands found
      </p>
      <RadioGroup
        aria-labelledby={`${id}-brands`}
        value={value?.id ?? ''}
        onValueChange={(brandId) => {
          const chosen = items.find((item) => item.id === brandId);
          if (chosen) onChange(chosen);
        }}
        className="max-h-64 gap-0 overflow-y-auto rounded-md border border-border p-1"
      >
        {items.map((item) => {
          const itemId = `${id}-brand-${item.id}`;
          const itemDomain = websiteDomain(item.website);
          return (
            <div key={item.id} className="flex items-center gap-3 rounded-md px-2">
              <RadioGroupItem id={itemId} value={item.id} />
              <Label
                htmlFor={itemId}
                className="flex min-h-11 flex-1 cursor-pointer flex-col justify-center gap-0.5 py-1 font-normal"
              >
                <span className="font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">
                  {itemDomain ?? 'No website on record'} · {item.category_label}
                </span>
              </Label>
            </div>
          );
        })}
      </RadioGroup>
    </div>
  );
}
