import {
  ERROR_GROUP_STATUSES,
  ERROR_SOURCES,
  type ErrorGroup,
  type ErrorGroupStatus,
  type ErrorSource,
} from '@updately/shared/admin-error-logs-api';
import { Bug } from 'lucide-react';
import { useId, useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useErrorGroups } from '../api/error-logs';
import { AdminPage } from './admin-page';
import { ErrorGroupDialog } from './error-group-dialog';
import { ErrorStatusBadge, SOURCE_LABELS, UNVERIFIED_LABEL } from './error-status';

const STATUS_LABELS: Record<ErrorGroupStatus, string> = { open: 'Open', resolved: 'Resolved' };

export function AdminErrorLogsPage() {
  const id = useId();
  const [status, setStatus] = useState<ErrorGroupStatus | undefined>('open');
  const [source, setSource] = useState<ErrorSource | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const groups = useErrorGroups({ status, source });
  const items = groups.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage
      heading="Error Logs"
      lead="Server errors (with their request ids) and errors in people's browsers, grouped by kind with how often and when they happened. Resolve a group once it is fixed: it reopens if the error comes back."
    >
      <div className="flex flex-wrap gap-4">
        <Field
          id={`${id}-status`}
          label="Status"
          className="w-full sm:w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All statuses"
              value={status}
              options={labelledOptions(ERROR_GROUP_STATUSES, STATUS_LABELS)}
              onChange={(value) => setStatus(value as ErrorGroupStatus | undefined)}
            />
          )}
        />
        <Field
          id={`${id}-source`}
          label="Source"
          className="w-full sm:w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All sources"
              value={source}
              options={labelledOptions(ERROR_SOURCES, SOURCE_LABELS)}
              onChange={(value) => setSource(value as ErrorSource | undefined)}
            />
          )}
        />
      </div>

      {groups.isPending ? (
        <LoadingSkeletons label="Loading errors" rows={5} />
      ) : groups.isError ? (
        <SectionError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Bug}
          title={status === 'open' ? 'No open errors' : 'No errors'}
          description="Nothing matches these filters."
        />
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            caption="Error groups, most recently seen first"
            columns={columns(setSelected)}
            rows={items}
            rowKey={(group) => group.fingerprint}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">
              {items.length} {items.length === 1 ? 'group' : 'groups'} shown
            </p>
            {groups.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={groups.isFetchingNextPage}
                onClick={() => void groups.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <ErrorGroupDialog fingerprint={selected} onClose={() => setSelected(null)} />
    </AdminPage>
  );
}

function columns(select: (fingerprint: string) => void): DataColumn<ErrorGroup>[] {
  return [
    {
      key: 'source',
      header: 'Source',
      cell: (group) => (
        <span className="flex flex-col items-start gap-1">
          <Badge variant="secondary">{SOURCE_LABELS[group.source]}</Badge>
          {group.source === 'client' ? (
            <span className="text-xs text-muted-foreground">{UNVERIFIED_LABEL}</span>
          ) : null}
        </span>
      ),
      sortValue: (group) => group.source,
    },
    {
      key: 'error',
      header: 'Error',
      className: 'max-w-md',
      cell: (group) => (
        <button
          type="button"
          onClick={() => select(group.fingerprint)}
          className="rounded text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="font-medium">{group.name}</span>
          <span className="block break-words text-muted-foreground">
            {group.message || '(no message)'}
          </span>
        </button>
      ),
    },
    {
      key: 'count',
      header: 'Count',
      cell: (group) => group.count,
      sortValue: (group) => group.count,
      className: 'tabular-nums',
    },
    {
      key: 'first',
      header: 'First seen',
      cell: (group) => formatDateTime(group.firstSeenAt),
      sortValue: (group) => group.firstSeenAt,
      className: 'whitespace-nowrap',
    },
    {
      key: 'last',
      header: 'Last seen',
      cell: (group) => formatDateTime(group.lastSeenAt),
      sortValue: (group) => group.lastSeenAt,
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (group) => <ErrorStatusBadge group={group} />,
      sortValue: (group) => (group.resolvedAt ? 1 : 0),
    },
  ];
}
