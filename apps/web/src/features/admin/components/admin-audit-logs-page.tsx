import { AUDIT_RESOURCE_TYPES, type AuditResourceType } from '@updately/shared/activity-api';
import { AUDIT_CSV_MAX_ROWS } from '@updately/shared/admin-audit-logs-api';
import type { ListOrder } from '@updately/shared/admin-time-range';
import { Download, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { countOf } from '../../../lib/count-of';
import { auditLogsCsvUrl, useAuditLogs, type AuditFilters } from '../api/audit-logs-list';
import { AdminPage } from './admin-page';
import { AuditFilters as AuditFilterFields, type AuditFilterValues } from './audit-filters';
import { AuditLogsTable } from './audit-logs-table';
import { dayRangeInstants } from './journey-date-range';

const isResourceType = (value: string | null): value is AuditResourceType =>
  (AUDIT_RESOURCE_TYPES as readonly (string | null)[]).includes(value);

export function AdminAuditLogsPage() {
  return (
    <AdminPage
      heading="Audit Logs"
      lead="Who did what and when: every recorded action by users and admins, filtered by user, action, resource and date, each change shown field by field. Download what you filtered as CSV."
    >
      <AuditLogs />
    </AdminPage>
  );
}

function readFilters(params: URLSearchParams): AuditFilterValues {
  const type = params.get('resource_type');
  return {
    user: params.get('user') ?? '',
    action: params.get('action') || undefined,
    resourceType: isResourceType(type) ? type : undefined,
    resourceId: params.get('resource_id') ?? '',
    days: { from: params.get('from') ?? '', to: params.get('to') ?? '' },
  };
}

function writeFilters(values: AuditFilterValues, order: ListOrder): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['user', values.user],
    ['action', values.action],
    ['resource_type', values.resourceType],
    ['resource_id', values.resourceId],
    ['from', values.days.from],
    ['to', values.days.to],
    ['order', order === 'asc' ? 'asc' : undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => Boolean(e[1])));
}

function AuditLogs() {
  const [params, setParams] = useSearchParams();
  const values = readFilters(params);
  const order: ListOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const range = dayRangeInstants(values.days);
  const filters: AuditFilters = {
    user: values.user || undefined,
    action: values.action,
    resource_type: values.resourceType,
    resource_id: values.resourceId || undefined,
    from: range.error ? undefined : range.from,
    to: range.error ? undefined : range.to,
  };
  const filtered = Object.values(filters).some(Boolean);
  const logs = useAuditLogs(filters, order);
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const update = (next: AuditFilterValues, nextOrder = order) =>
    setParams(writeFilters(next, nextOrder), { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <AuditFilterFields value={values} onChange={(next) => update(next)} dateError={range.error} />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button asChild variant="outline">
          <a href={auditLogsCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
        <p className="text-muted-foreground">
          {`The entries these filters match, newest first (up to ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-AU')}).`}
        </p>
      </div>

      {logs.isPending ? (
        <LoadingSkeletons label="Loading audit entries" rows={6} />
      ) : logs.isError ? (
        <LoadError
          title="The audit entries could not be loaded"
          error={logs.error}
          onRetry={() => void logs.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={filtered ? 'No entries match' : 'No entries yet'}
          description={
            filtered
              ? 'Check the email or id, choose another action or resource, or widen the dates.'
              : 'Entries appear here as people and admins act.'
          }
        />
      ) : (
        <>
          <div aria-busy={logs.isPlaceholderData} className="flex flex-col gap-3">
            <AuditLogsTable
              entries={items}
              sort={{ key: 'time', direction: order }}
              onSortChange={(sort) => update(values, sort.direction)}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">{`Showing ${countOf(items.length, 'entry', 'entries')}`}</p>
            {logs.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={logs.isFetchingNextPage}
                onClick={() => void logs.fetchNextPage()}
              >
                {logs.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
