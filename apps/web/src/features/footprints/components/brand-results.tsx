import type { UseQueryResult } from '@tanstack/react-query';
import type { BrandPage } from '@updately/shared/brands-api';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { cn } from '../../../lib/utils';

type BrandResultsProps = {
  search: UseQueryResult<BrandPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
};

/** One page of directory results as checkboxes, with the count and page controls. */
export function BrandResults({
  search,
  page,
  pageSize,
  onPageChange,
  selected,
  onToggle,
}: BrandResultsProps) {
  if (search.isPending) {
    return <LoadingSkeletons label="Searching the directory" rows={5} />;
  }
  if (search.isError) {
    return (
      <LoadError
        title="The directory could not be searched"
        error={search.error}
        onRetry={() => search.refetch()}
      />
    );
  }

  const { items, total } = search.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {total === 0
          ? 'No companies match. Try another name, or add it as a custom brand.'
          : `${countOf(total, 'company', 'companies')} found; showing ${first} to ${last}`}
      </p>
      {items.length > 0 ? (
        <fieldset
          aria-busy={search.isFetching || undefined}
          className={cn(
            'max-h-80 overflow-y-auto rounded-md border border-border p-2',
            search.isPlaceholderData && 'opacity-60',
          )}
        >
          <legend className="sr-only">Companies</legend>
          <ul className="flex flex-col">
            {items.map((brand) => {
              const id = `brand-${brand.id}`;
              return (
                <li key={brand.id} className="flex items-center gap-3 rounded-md px-2 py-1">
                  <Checkbox
                    id={id}
                    checked={brand.added || selected.has(brand.id)}
                    disabled={brand.added}
                    onCheckedChange={(checked) => onToggle(brand.id, checked === true)}
                  />
                  <Label
                    htmlFor={id}
                    className="flex min-h-10 flex-1 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 font-normal"
                  >
                    <span className="flex flex-col gap-0.5">
                      <span className="font-medium">{brand.name}</span>
                      <span className="text-xs text-muted-foreground">{brand.category_label}</span>
                    </span>
                    {brand.added ? <Badge variant="secondary">Already added</Badge> : null}
                  </Label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Result pages" className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous<span className="sr-only"> page</span>
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next<span className="sr-only"> page</span>
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
