import type {
  EndpointHealth,
  IntegrationDelivery,
  IntegrationDetail,
} from '@updately/shared/admin-integrations-api';

import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const when = (at: string | null) => (at ? formatDateTime(at) : 'Never');
const time = (at: string | null) => (at ? new Date(at).getTime() : 0);

const endpointColumns: DataColumn<EndpointHealth>[] = [
  {
    key: 'url',
    header: 'Endpoint',
    sortValue: (e) => e.url,
    cell: (e) => <span className="font-mono text-xs break-all">{e.url}</span>,
    className: 'max-w-72',
  },
  {
    key: 'state',
    header: 'State',
    sortValue: (e) => (e.enabled ? 1 : 0),
    cell: (e) =>
      e.enabled ? (
        <Badge variant="outline">Enabled</Badge>
      ) : (
        <div className="flex flex-col gap-1">
          <Badge variant="destructive">Switched off</Badge>
          {e.disabled_reason ? (
            <span className="text-xs text-muted-foreground">{e.disabled_reason}</span>
          ) : null}
        </div>
      ),
  },
  {
    key: 'success',
    header: 'Last success',
    sortValue: (e) => time(e.last_success_at),
    cell: (e) => when(e.last_success_at),
  },
  {
    key: 'failure',
    header: 'Last failure',
    sortValue: (e) => time(e.last_failure_at),
    cell: (e) => when(e.last_failure_at),
  },
  {
    key: 'streak',
    header: 'Failure streak',
    sortValue: (e) => e.failure_streak,
    cell: (e) => (
      <span className={e.failure_streak > 0 ? 'font-medium text-destructive' : ''}>
        {e.failure_streak}
      </span>
    ),
  },
  {
    key: 'rate',
    header: 'Success rate',
    sortValue: (e) => e.success_rate ?? -1,
    cell: (e) =>
      e.success_rate === null
        ? 'No deliveries yet'
        : `${percent(e.success_rate)} of the last ${e.recent_attempts}`,
  },
];

const deliveryColumns: DataColumn<IntegrationDelivery>[] = [
  {
    key: 'time',
    header: 'Time',
    sortValue: (d) => time(d.created_at),
    cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.created_at)}</span>,
  },
  {
    key: 'event',
    header: 'Event',
    sortValue: (d) => d.event_type,
    cell: (d) => <span className="font-mono text-xs">{d.event_type}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: (d) => d.response_status ?? 0,
    cell: (d) => (
      <div className="flex flex-col gap-1">
        <Badge variant={d.succeeded ? 'outline' : 'destructive'}>
          {d.response_status ?? 'No answer'}
        </Badge>
        {d.error ? <span className="text-xs break-words text-destructive">{d.error}</span> : null}
      </div>
    ),
  },
  { key: 'attempt', header: 'Attempt', sortValue: (d) => d.attempt, cell: (d) => d.attempt },
  {
    key: 'duration',
    header: 'Duration',
    sortValue: (d) => d.duration_ms ?? -1,
    cell: (d) => (d.duration_ms === null ? '—' : `${d.duration_ms} ms`),
  },
  {
    key: 'endpoint',
    header: 'Endpoint',
    cell: (d) => <span className="font-mono text-xs break-all">{d.endpoint_url}</span>,
    className: 'max-w-60',
  },
];

/** For a claimed brand: the organisation, its endpoints' health and its latest deliveries. */
export function IntegrationHealth({ detail }: { detail: IntegrationDetail }) {
  const { claim } = detail;
  if (!claim) {
    return (
      <SectionCard title="Business integration">
        <p className="text-sm text-muted-foreground">
          No business holds a verified claim to {detail.brand.name}, so it has no integration. A
          business claims a brand in the Business portal (with a code sent to an address at the
          brand’s domain), or an admin approves its claim on the Brands page; its requests then go
          through the API channel.
        </p>
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title="Business integration"
      description={`Claimed by ${claim.organization.name}${
        claim.verified_at ? `, verified ${formatDateTime(claim.verified_at)}` : ''
      }${claim.method === 'admin' ? ' by an admin' : claim.method === 'email_code' ? ' by emailed code' : ''}.`}
    >
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Webhook endpoints</h3>
        {detail.endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {claim.organization.name} has no webhook endpoints: it pulls requests with its API key
            only.
          </p>
        ) : (
          <DataTable
            caption="Webhook endpoints and their health"
            columns={endpointColumns}
            rows={detail.endpoints}
            rowKey={(e) => e.id}
          />
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Latest deliveries</h3>
        {detail.deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deliveries yet.</p>
        ) : (
          <DataTable
            caption={`The last ${detail.deliveries.length} deliveries, newest first`}
            columns={deliveryColumns}
            rows={detail.deliveries}
            rowKey={(d) => d.id}
            defaultSort={{ key: 'time', direction: 'desc' }}
          />
        )}
      </div>
    </SectionCard>
  );
}
