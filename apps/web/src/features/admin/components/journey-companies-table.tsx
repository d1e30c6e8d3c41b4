import type { AdminJourneyCompany, AdminUpdateRequest } from '@updately/shared/admin-journeys-api';

import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { ADMIN_CHANNEL_LABELS, ADMIN_UPDATE_STATUS_LABELS } from './journey-labels';
import { NoValue } from './journey-masked-value';

/** One line per update request; a company with none yet has one line of its own. */
type Row = { company: AdminJourneyCompany; request: AdminUpdateRequest | null; key: string };

function rowsOf(companies: readonly AdminJourneyCompany[]): Row[] {
  return companies.flatMap((company): Row[] =>
    company.requests.length === 0
      ? [{ company, request: null, key: company.footprint_id }]
      : company.requests.map((request) => ({ company, request, key: request.id })),
  );
}

function When({ at }: { at: string | null | undefined }) {
  return at ? <time dateTime={at}>{formatDateTime(at)}</time> : <NoValue />;
}

/** Which companies the journey tells, by which channel, and how far each update has got. */
export function JourneyCompaniesTable({
  companies,
}: {
  companies: readonly AdminJourneyCompany[];
}) {
  const columns: DataColumn<Row>[] = [
    {
      key: 'company',
      header: 'Company',
      sortValue: (row) => row.company.name,
      cell: ({ company }) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium break-words">{company.name}</span>
          {company.linked ? null : (
            <span className="text-xs text-muted-foreground">No longer linked</span>
          )}
        </div>
      ),
    },
    {
      key: 'channel',
      header: 'Channel',
      cell: ({ request }) => (request ? ADMIN_CHANNEL_LABELS[request.channel] : <NoValue />),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (row) => row.request?.status,
      cell: ({ request }) =>
        request ? (
          <Badge variant={request.status === 'completed' ? 'default' : 'secondary'}>
            {ADMIN_UPDATE_STATUS_LABELS[request.status]}
          </Badge>
        ) : (
          <span className="text-muted-foreground">No update yet</span>
        ),
    },
    {
      key: 'reference',
      header: 'Reference',
      cell: ({ request }) =>
        request ? <span className="font-mono text-xs">{request.reference}</span> : <NoValue />,
    },
    {
      key: 'sent',
      header: 'Sent',
      sortValue: (row) => row.request?.sent_at,
      className: 'whitespace-nowrap',
      cell: ({ request }) => <When at={request?.sent_at} />,
    },
    {
      key: 'acknowledged',
      header: 'Acknowledged',
      className: 'whitespace-nowrap',
      cell: ({ request }) => <When at={request?.acknowledged_at} />,
    },
    {
      key: 'completed',
      header: 'Completed',
      className: 'whitespace-nowrap',
      cell: ({ request }) => <When at={request?.completed_at} />,
    },
  ];
  return (
    <DataTable
      caption="Companies and their update requests"
      columns={columns}
      rows={rowsOf(companies)}
      rowKey={(row) => row.key}
      className="[&_table]:min-w-[52rem]"
      cellClassName="p-2"
    />
  );
}
