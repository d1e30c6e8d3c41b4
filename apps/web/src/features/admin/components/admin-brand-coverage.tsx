import { useState } from 'react';
import type { BestChannel, BrandCoverage } from '@updately/shared/brand-coverage';
import { UPDATE_CHANNEL_LABELS } from '@updately/shared/update-status';

import { Button } from '../../../components/ui/button';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { TableHead } from '../../../components/ui/table-head';
import { useBrandCoverage, useCoverageBrands } from '../api/brand-coverage';

/** Channel names for the directory team (the person-facing labels speak to the person). */
export const COVERAGE_CHANNEL_LABELS: Record<BestChannel, string> = {
  api: 'API integration',
  email: 'Email',
  web_form: 'Web form',
  letter: 'Letter',
  phone: 'Phone',
  manual: 'Checklist only',
};

/**
 * How the directory reaches its brands: each brand counted under its best channel, and the
 * brands people most often updated by hand, so the team knows what to research or sign up next.
 */
export function AdminBrandCoverage() {
  const coverage = useBrandCoverage();
  return (
    <section aria-labelledby="brand-coverage-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="brand-coverage-heading" className="text-lg font-semibold">
          Coverage
        </h2>
        <p className="text-sm text-muted-foreground">
          Each brand under the best way Updately can reach it ({UPDATE_CHANNEL_LABELS.api} first,
          the checklist last).
        </p>
      </div>
      {coverage.isPending ? (
        <SectionLoading label="Loading coverage" />
      ) : coverage.isError ? (
        <SectionError error={coverage.error} onRetry={() => void coverage.refetch()} />
      ) : (
        <CoverageTables coverage={coverage.data} />
      )}
    </section>
  );
}

function CoverageTables({ coverage }: { coverage: BrandCoverage }) {
  return (
    <div className="flex flex-col gap-6">
      <p>
        {coverage.written} of {coverage.total} brands can be reached in writing (API, email, web
        form or letter).
      </p>
      <ScrollRegion label="Brands by best channel" className="rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Brands by best channel</caption>
          <TableHead
            columns={['Best channel', 'Brands', 'Which']}
            className="bg-muted"
            cellClassName="p-3"
          />
          <tbody>
            {coverage.by_channel.map((group) => (
              <tr key={group.channel} className="border-t border-border align-top">
                <th scope="row" className="p-3 font-medium whitespace-nowrap">
                  {COVERAGE_CHANNEL_LABELS[group.channel]}
                </th>
                <td className="p-3 tabular-nums" data-testid={`coverage-${group.channel}`}>
                  {group.count}
                </td>
                <td className="p-3">
                  {group.count === 0 ? (
                    <span className="text-muted-foreground">None</span>
                  ) : (
                    <ChannelBrands channel={group.channel} count={group.count} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Updated by hand most often</h3>
        <p className="text-sm text-muted-foreground">
          Requests on a web form, letter, phone call or checklist that people completed themselves
          (the company never confirmed): the brands to research or sign up next.
        </p>
        {coverage.done_by_hand.length === 0 ? (
          <p className="text-muted-foreground">No request has been completed by hand yet.</p>
        ) : (
          <ScrollRegion
            label="Brands people updated by hand"
            className="rounded-lg border border-border"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Brands people updated by hand, most first</caption>
              <TableHead
                columns={['Brand', 'Best channel now', 'Requests', 'Journeys']}
                className="bg-muted"
                cellClassName="p-3"
              />
              <tbody>
                {coverage.done_by_hand.map((brand) => (
                  <tr key={brand.id} className="border-t border-border">
                    <th scope="row" className="p-3 font-medium">
                      {brand.name}
                    </th>
                    <td className="p-3">{COVERAGE_CHANNEL_LABELS[brand.best_channel]}</td>
                    <td className="p-3 tabular-nums">{brand.requests}</td>
                    <td className="p-3 tabular-nums">{brand.journeys}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </div>
  );
}

/**
 * "Show N brands": the channel's brands by name, read when opened (the directory holds
 * thousands), a page at a time with "Show more".
 */
function ChannelBrands({ channel, count }: { channel: BestChannel; count: number }) {
  const [opened, setOpened] = useState(false);
  const brands = useCoverageBrands(channel, opened);
  const label = COVERAGE_CHANNEL_LABELS[channel];
  const names = brands.data?.pages.flatMap((page) => page.items.map((b) => b.name)) ?? [];
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer">
        Show {count} {count === 1 ? 'brand' : 'brands'}
        <span className="sr-only"> reached by {label}</span>
      </summary>
      <div className="mt-2 flex flex-col items-start gap-2">
        {brands.isPending ? (
          <SectionLoading label={`Loading the brands reached by ${label}`} />
        ) : brands.isError && names.length === 0 ? (
          <SectionError error={brands.error} onRetry={() => void brands.refetch()} />
        ) : (
          <>
            <p className="text-muted-foreground">{names.join(', ')}</p>
            {brands.isFetchNextPageError ? (
              <SectionError error={brands.error} onRetry={() => void brands.fetchNextPage()} />
            ) : null}
            {brands.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={brands.isFetchingNextPage}
                onClick={() => void brands.fetchNextPage()}
              >
                {brands.isFetchingNextPage
                  ? 'Loading more brands…'
                  : `Show more brands reached by ${label} (${names.length} of ${count} shown)`}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </details>
  );
}
