import type { AdminJourneySummary } from '@updately/shared/admin-journeys-api';
import {
  JOURNEY_STATUSES,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  type JourneyStatus,
  type JourneyType,
} from '@updately/shared/journey-types';
import { Route } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button';
import type { SortState } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { useAdminJourneys, type JourneyFilters } from '../api/journeys-list';
import { AdminPage } from './admin-page';
import { DateRangeFields, dayRangeInstants, NO_DAYS, type DayRange } from './journey-date-range';
import { JourneyDetailDialog } from './journey-detail-dialog';
import { JOURNEY_STATUS_LABELS } from './journey-labels';
import { JourneysTable } from './journeys-table';

const TYPE_OPTIONS = labelledOptions(JOURNEY_TYPES, JOURNEY_TYPE_LABELS);
const STATUS_OPTIONS = labelledOptions(JOURNEY_STATUSES, JOURNEY_STATUS_LABELS);

export function AdminJourneysPage() {
  return (
    <AdminPage
      heading="Journeys"
      lead="Every journey on the platform by type, status and date, with the companies each one tells and where every update stands. Personal details stay masked until you reveal them, and each reveal is recorded in the audit log."
    >
      <JourneysDirectory />
    </AdminPage>
  );
}

function JourneysDirectory() {
  const id = useId();
  const [type, setType] = useState<JourneyType | undefined>();
  const [status, setStatus] = useState<JourneyStatus | undefined>();
  const [days, setDays] = useState<DayRange>(NO_DAYS);
  const [sort, setSort] = useState<SortState>({ key: 'created', direction: 'desc' });
  const [open, setOpen] = useState<AdminJourneySummary | null>(null);
  const range = dayRangeInstants(days);
  const filters: JourneyFilters = {
    type,
    status,
    from: range.from,
    to: range.to,
    order: sort.direction,
  };
  const filtered = Boolean(type || status || range.from || range.to);
  // Reversed dates ask nothing of the server: the field says what is wrong.
  const journeys = useAdminJourneys(
    range.error ? { ...filters, from: undefined, to: undefined } : filters,
  );
  const items = journeys.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-4">
        <Field
          id={`${id}-type`}
          label="Type"
          className="w-full sm:w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All types"
              value={type}
              options={TYPE_OPTIONS}
              onChange={(value) => setType(value as JourneyType | undefined)}
            />
          )}
        />
        <Field
          id={`${id}-status`}
          label="Status"
          className="w-full sm:w-40"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All statuses"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(value) => setStatus(value as JourneyStatus | undefined)}
            />
          )}
        />
        <DateRangeFields idPrefix={id} value={days} onChange={setDays} error={range.error} />
      </div>

      {journeys.isPending ? (
        <LoadingSkeletons label="Loading journeys" rows={6} />
      ) : journeys.isError ? (
        <LoadError
          title="The journeys could not be loaded"
          error={journeys.error}
          onRetry={() => void journeys.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Route}
          title={filtered ? 'No journeys match' : 'No journeys yet'}
          description={
            filtered
              ? 'Try another type or status, or widen the dates.'
              : 'Journeys appear here as people start them.'
          }
        />
      ) : (
        <>
          <div aria-busy={journeys.isPlaceholderData} className="flex flex-col gap-3">
            <JourneysTable journeys={items} sort={sort} onSortChange={setSort} onOpen={setOpen} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{`Showing ${countOf(items.length, 'journey', 'journeys')}`}</p>
            {journeys.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={journeys.isFetchingNextPage}
                onClick={() => void journeys.fetchNextPage()}
              >
                {journeys.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {open ? <JourneyDetailDialog journey={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
