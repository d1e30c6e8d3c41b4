import {
  AUDIT_RESOURCE_TYPE_LABELS,
  type AdminAuditEntry,
} from '@updately/shared/admin-audit-logs-api';

import { DataTable, type DataColumn, type SortState } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { AuditEntryDetails } from './audit-entry-details';

type AuditLogsTableProps = {
  entries: readonly AdminAuditEntry[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
};

/** The loaded entries; the server orders them by time. */
export function AuditLogsTable({ entries, sort, onSortChange }: AuditLogsTableProps) {
  const columns: DataColumn<AdminAuditEntry>[] = [
    {
      key: 'time',
      header: 'Time',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    },
    {
      key: 'actor',
      header: 'User',
      cell: (entry) =>
        entry.actor ? (
          <span className="break-all">{entry.actor.email}</span>
        ) : (
          <span className="text-muted-foreground italic">deleted user</span>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (entry) => <code className="font-mono text-xs break-all">{entry.action}</code>,
    },
    {
      key: 'resource',
      header: 'Resource',
      cell: (entry) => (
        <div className="flex flex-col gap-0.5">
          <span>{AUDIT_RESOURCE_TYPE_LABELS[entry.resource_type]}</span>
          {entry.resource_id ? (
            <span className="font-mono text-xs break-all text-muted-foreground">
              {entry.resource_id}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'details',
      header: 'Changes',
      className: 'min-w-56',
      cell: (entry) => <AuditEntryDetails entry={entry} />,
    },
  ];
  return (
    <DataTable
      caption={
        sort.direction === 'desc' ? 'Audit entries, newest first' : 'Audit entries, oldest first'
      }
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      sort={sort}
      onSortChange={onSortChange}
      className="[&_table]:min-w-[56rem]"
    />
  );
}
