import type { AdminJourneySummary } from '@updately/shared/admin-journeys-api';
import { JOURNEY_TYPE_LABELS } from '@updately/shared/journey-types';

import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataColumn, type SortState } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { JOURNEY_STATUS_LABELS, journeyLabel, shortId, updateCountsText } from './journey-labels';
import { MaskedValue, NoValue } from './journey-masked-value';

type JourneysTableProps = {
  journeys: readonly AdminJourneySummary[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onOpen: (journey: AdminJourneySummary) => void;
};

/** The loaded journeys; the server orders them by creation time. */
export function JourneysTable({ journeys, sort, onSortChange, onOpen }: JourneysTableProps) {
  const columns: DataColumn<AdminJourneySummary>[] = [
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (journey) => (
        <time dateTime={journey.created_at}>{formatDateTime(journey.created_at)}</time>
      ),
    },
    {
      key: 'journey',
      header: 'Journey',
      cell: (journey) => (
        <div className="flex flex-col gap-1">
          <span>{journeyLabel(journey)}</span>
          <span className="font-mono text-xs text-muted-foreground">#{shortId(journey.id)}</span>
          <button
            type="button"
            onClick={() => onOpen(journey)}
            className="relative min-h-6 self-start text-left font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            View details
            <span className="sr-only">
              {` of journey ${shortId(journey.id)}, ${JOURNEY_TYPE_LABELS[journey.type]}`}
            </span>
          </button>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      cell: (journey) => JOURNEY_TYPE_LABELS[journey.type],
    },
    {
      key: 'status',
      header: 'Status',
      cell: (journey) => (
        <Badge variant={journey.status === 'active' ? 'default' : 'secondary'}>
          {JOURNEY_STATUS_LABELS[journey.status]}
        </Badge>
      ),
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (journey) => <MaskedValue value={journey.owner_email} />,
    },
    {
      key: 'companies',
      header: 'Companies',
      className: 'tabular-nums',
      cell: (journey) => journey.company_count,
    },
    {
      key: 'updates',
      header: 'Updates',
      className: 'min-w-40',
      cell: (journey) => updateCountsText(journey.update_counts) || <NoValue />,
    },
  ];
  return (
    <DataTable
      caption={sort.direction === 'desc' ? 'Journeys, newest first' : 'Journeys, oldest first'}
      columns={columns}
      rows={journeys}
      rowKey={(journey) => journey.id}
      sort={sort}
      onSortChange={onSortChange}
      className="[&_table]:min-w-[56rem]"
    />
  );
}
