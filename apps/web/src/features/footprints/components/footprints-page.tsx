import { Footprints, Plus, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFootprints } from '../../../lib/api/get-footprints';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  filterFootprints,
  groupByCategory,
  hasFilters,
  type FootprintFilters,
} from '../utils/group-footprints';
import { AddCustomBrandDialog } from './add-custom-brand-dialog';
import { AddFromDirectoryDialog } from './add-from-directory-dialog';
import { FootprintFiltersBar } from './footprint-filters';
import { FootprintGroups } from './footprint-groups';

type OpenDialog = 'directory' | 'custom' | null;

/** Filters live in the URL (`?q=&category=&tag=`), so a filtered view can be shared or reloaded. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const tag = params.get('tag') ?? '';
  // One object per distinct filter, so the deferred list re-renders only when a filter changes.
  const filters: FootprintFilters = useMemo(() => ({ q, category, tag }), [q, category, tag]);
  const setFilters = (change: Partial<FootprintFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, setFilters] as const;
}

export function FootprintsPage() {
  usePageTitle('Digital Footprints');
  const footprints = useFootprints();
  const [filters, setFilters] = useFilters();
  const deferredFilters = useDeferredValue(filters);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusSummary = useCallback(() => summaryRef.current?.focus(), []);

  const items = footprints.data?.items;
  const groups = useMemo(
    () => (items ? groupByCategory(filterFootprints(items, deferredFilters)) : []),
    [items, deferredFilters],
  );
  const shownCount = groups.reduce((sum, group) => sum + group.footprints.length, 0);
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <PageHeader
          title="Digital Footprints"
          description="The companies that hold your personal data. Add the banks, telcos, utilities and shops you use so your journeys know whom to update."
        />
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <Button onClick={() => setDialog('directory')}>
            <Plus aria-hidden="true" />
            Add from directory
          </Button>
          <Button variant="outline" onClick={() => setDialog('custom')}>
            Add a custom brand
          </Button>
        </div>
      </div>

      {footprints.isPending ? (
        <LoadingSkeletons label="Loading your footprints" className="gap-4">
          <Skeleton className="h-10 w-full" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-48 w-full" />
            ))}
          </div>
        </LoadingSkeletons>
      ) : footprints.isError ? (
        <LoadError
          title="Your footprints could not be loaded"
          error={footprints.error}
          onRetry={() => footprints.refetch()}
        />
      ) : footprints.data.items.length === 0 ? (
        <EmptyState
          icon={Footprints}
          title="No digital footprints yet"
          description="Tell us which companies you deal with — banks, energy, phone, insurance, government — and every journey will know whom to update. It takes about two minutes."
          actions={
            <>
              <Button asChild>
                <Link to={paths.app.onboarding.getHref()}>Start onboarding</Link>
              </Button>
              <Button variant="outline" onClick={() => setDialog('directory')}>
                Add from directory
              </Button>
            </>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <FootprintFiltersBar
            footprints={footprints.data.items}
            filters={filters}
            onChange={setFilters}
          />
          <p
            ref={summaryRef}
            tabIndex={-1}
            role="status"
            className="text-sm text-muted-foreground focus:outline-none"
          >
            {hasFilters(deferredFilters)
              ? `${shownCount} of ${footprints.data.items.length} companies match`
              : `${footprints.data.items.length} ${footprints.data.items.length === 1 ? 'company' : 'companies'} in ${groups.length} ${groups.length === 1 ? 'category' : 'categories'}`}
          </p>
          {groups.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No footprints match"
              description="Try other words, or clear the filters to see them all."
              actions={
                <Button
                  variant="outline"
                  onClick={() => setFilters({ q: '', category: '', tag: '' })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <FootprintGroups groups={groups} onRemoved={focusSummary} />
          )}
        </div>
      )}

      <AddFromDirectoryDialog {...dialogProps('directory')} />
      <AddCustomBrandDialog {...dialogProps('custom')} />
    </div>
  );
}
