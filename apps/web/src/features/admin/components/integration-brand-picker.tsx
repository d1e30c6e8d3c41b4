import {
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CHANNELS,
  type IntegrationBrand,
  type IntegrationChannel,
} from '@updately/shared/admin-integrations-api';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { countOf } from '../../../lib/count-of';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { cn } from '../../../lib/utils';
import { useIntegrationBrands } from '../api/integration-builder';
import { ChannelBadge } from './integration-channel-badge';

type PickerProps = { selectedId: string | undefined; onSelect: (brandId: string) => void };

/** Brands by name, searched and filtered by the channel they would be told through. */
export function IntegrationBrandPicker({ selectedId, onSelect }: PickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [channel, setChannel] = useState<IntegrationChannel | undefined>();
  const q = useDebouncedValue(search.trim());
  const brands = useIntegrationBrands({ q, channel });
  const items = brands.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: DataColumn<IntegrationBrand>[] = [
    {
      key: 'name',
      header: 'Brand',
      sortValue: (brand) => brand.name.toLowerCase(),
      cell: (brand) => (
        <button
          type="button"
          onClick={() => onSelect(brand.id)}
          aria-current={brand.id === selectedId ? 'true' : undefined}
          className={cn(
            '-mx-1 min-h-6 rounded px-1 text-left font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            brand.id === selectedId && 'underline',
          )}
        >
          {brand.name}
          {brand.id === selectedId ? <span className="sr-only"> (selected)</span> : null}
        </button>
      ),
    },
    {
      key: 'channel',
      header: 'Channel',
      sortValue: (brand) => brand.channel,
      cell: (brand) => <ChannelBadge channel={brand.channel} />,
    },
    {
      key: 'via',
      header: 'Via',
      cell: (brand) => (
        <span className="break-all text-muted-foreground">
          {brand.organization?.name ?? brand.destination ?? '—'}
        </span>
      ),
    },
  ];

  return (
    <SectionCard
      title="Brands"
      description="Pick a brand to see and change its integration."
      className="xl:sticky xl:top-20"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <Field
          id={`${id}-search`}
          label="Search brands"
          type="search"
          placeholder="Name"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Field
          id={`${id}-channel`}
          label="Channel"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All channels"
              value={channel}
              options={labelledOptions(INTEGRATION_CHANNELS, INTEGRATION_CHANNEL_LABELS)}
              onChange={(value) => setChannel(value as IntegrationChannel | undefined)}
            />
          )}
        />
      </div>
      {brands.isPending ? (
        <LoadingSkeletons label="Loading brands" rows={5} />
      ) : brands.isError ? (
        <SectionError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : items.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          No brand matches{q ? ` “${q}”` : ''}
          {channel ? ` with the ${INTEGRATION_CHANNEL_LABELS[channel]} channel` : ''}.
        </p>
      ) : (
        <>
          <DataTable
            caption="Brands and their update channels"
            columns={columns}
            rows={items}
            rowKey={(brand) => brand.id}
            className="max-h-[32rem] overflow-y-auto"
            cellClassName="px-3 py-2"
          />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{`Showing ${countOf(items.length, 'brand', 'brands')}`}</p>
            {brands.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={brands.isFetchingNextPage}
                onClick={() => void brands.fetchNextPage()}
              >
                Load more brands
              </Button>
            ) : null}
          </div>
        </>
      )}
    </SectionCard>
  );
}
