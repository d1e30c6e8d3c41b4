import type { AdminSecurity } from '@updately/shared/admin-security-api';
import { useState } from 'react';

import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { useAdminSecurity } from '../api/analytics-queries';
import { DailyChart, StatList } from './analytics-charts';
import { describeLimit, formatCount, formatRate } from './analytics-format';
import {
  AnalyticsRangePicker,
  defaultRangeChoice,
  type RangeChoice,
} from './analytics-range-picker';
import { AdminApprovalsSection } from './admin-approvals-section';
import { AdminPage } from './admin-page';

type Admin = AdminSecurity['admins'][number];
type Banned = AdminSecurity['bannedUsers']['users'][number];
type AdminAction = AdminSecurity['recentAdminActions'][number];
type Counted = { key: string; count: number };

const METHOD_LABELS: Record<string, string> = {
  password: 'Wrong password',
  authenticator: 'Wrong authenticator code',
  backup_code: 'Wrong backup code',
};

export function AdminSecurityPage() {
  const [choice, setChoice] = useState<RangeChoice>(() => defaultRangeChoice());
  const security = useAdminSecurity(choice.range);

  return (
    <AdminPage
      heading="Security"
      lead="Actions on an admin waiting for a second admin; failed sign-ins and rate-limit hits over the dates you choose; and as of now: banned users, two-factor adoption, signed-in sessions and who holds the admin role."
    >
      <AdminApprovalsSection />
      <AnalyticsRangePicker value={choice} onChange={setChoice} />
      {security.isPending ? (
        <LoadingSkeletons
          label="Loading the security overview"
          rows={4}
          rowClassName="h-24 w-full"
        />
      ) : security.isError ? (
        <SectionError error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <div className="flex flex-col gap-8" aria-busy={security.isFetching}>
          <Overview data={security.data} />
        </div>
      )}
    </AdminPage>
  );
}

function Overview({ data }: { data: AdminSecurity }) {
  const withoutMfa = data.admins.filter((a) => !a.mfa);
  return (
    <>
      {withoutMfa.length > 0 ? (
        <Alert
          title={`${withoutMfa.length === 1 ? '1 admin has' : `${withoutMfa.length} admins have`} no two-factor authentication`}
        >
          {withoutMfa.map((a) => a.name).join(', ')} {withoutMfa.length === 1 ? 'holds' : 'hold'}{' '}
          the admin role without two-factor authentication, so the admin area stays closed to them
          until they turn it on. Revoke the role on the Users page if it is no longer needed.
        </Alert>
      ) : null}

      <section aria-labelledby="security-summary">
        <h2 id="security-summary" className="sr-only">
          Summary
        </h2>
        <StatList
          stats={[
            {
              label: 'Failed sign-ins',
              value: formatCount(data.failedSignIns.total),
              hint: `${formatCount(data.failedSignIns.knownAccounts)} on existing accounts`,
            },
            {
              label: 'Rate-limit hits',
              value: formatCount(data.rateLimitHits.total),
              hint: 'in the range',
            },
            {
              label: 'Two-factor adoption',
              value: formatRate(data.mfa.rate),
              hint: `${formatCount(data.mfa.withMfa)} of ${formatCount(data.mfa.users)} users`,
            },
            {
              label: 'Active sessions',
              value: formatCount(data.sessions.active),
              hint: `${formatCount(data.sessions.users)} people signed in · ${formatCount(data.bannedUsers.total)} banned`,
            },
          ]}
        />
      </section>

      <div className="grid grid-cols-1 gap-8 xl:grid-cols-2 [&>*]:min-w-0">
        <SectionCard
          title="Failed sign-ins"
          description="Refused sign-ins per day: a wrong password, or a wrong code at the second step. Nothing that was typed is kept."
        >
          <DailyChart
            days={data.failedSignIns.perDay}
            caption="Failed sign-ins per day"
            measure="Failed sign-ins"
          />
          <CountTable
            caption="Failed sign-ins by reason"
            header="Reason"
            rows={data.failedSignIns.byMethod}
            label={(key) => METHOD_LABELS[key] ?? key}
            empty="No failed sign-ins in this range."
          />
        </SectionCard>
        <SectionCard
          title="Rate-limit hits"
          description="Requests refused by a rate limit, counted once per limit, caller and window (a caller who keeps trying counts once a minute)."
        >
          <DailyChart
            days={data.rateLimitHits.perDay}
            caption="Rate-limit hits per day"
            measure="Rate-limit hits"
          />
          <CountTable
            caption="Rate-limit hits by limit"
            header="Limit"
            rows={data.rateLimitHits.byScope}
            label={describeLimit}
            empty="No rate limit was reached in this range."
          />
        </SectionCard>
      </div>

      <SectionCard
        title="Admins"
        description="Everyone who holds the admin role. The admin area requires two-factor authentication."
      >
        <AdminsTable admins={data.admins} />
      </SectionCard>

      <SectionCard
        title="Recent admin actions"
        description={`The newest ${data.recentAdminActions.length || ''} audit entries made by people who hold the admin role, whatever the dates above.`}
      >
        <ActionsTable actions={data.recentAdminActions} />
      </SectionCard>

      <SectionCard
        title="Banned users"
        description={`${formatCount(data.bannedUsers.total)} ${data.bannedUsers.total === 1 ? 'ban is' : 'bans are'} in force. The Users page lists and lifts them.`}
      >
        <BannedTable users={data.bannedUsers.users} />
      </SectionCard>
    </>
  );
}

function CountTable({
  caption,
  header,
  rows,
  label,
  empty,
}: {
  caption: string;
  header: string;
  rows: Counted[];
  label: (key: string) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const columns: DataColumn<Counted>[] = [
    { key: 'key', header, cell: (r) => label(r.key), sortValue: (r) => label(r.key) },
    {
      key: 'count',
      header: 'Count',
      cell: (r) => formatCount(r.count),
      sortValue: (r) => r.count,
      className: 'tabular-nums',
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      cellClassName="px-3 py-2"
    />
  );
}

function AdminsTable({ admins }: { admins: Admin[] }) {
  const columns: DataColumn<Admin>[] = [
    { key: 'name', header: 'Name', cell: (a) => a.name, sortValue: (a) => a.name },
    { key: 'email', header: 'Email', cell: (a) => <span className="break-all">{a.email}</span> },
    {
      key: 'mfa',
      header: 'Two-factor',
      cell: (a) =>
        a.mfa ? (
          <Badge variant="secondary">On</Badge>
        ) : (
          <Badge variant="destructive">Off: no two-factor</Badge>
        ),
      sortValue: (a) => (a.mfa ? 1 : 0),
    },
    {
      key: 'granted',
      header: 'Admin since',
      cell: (a) => formatDateTime(a.grantedAt),
      sortValue: (a) => a.grantedAt,
    },
    {
      key: 'active',
      header: 'Last active',
      cell: (a) => (a.lastActiveAt ? formatDateTime(a.lastActiveAt) : 'No session'),
      sortValue: (a) => a.lastActiveAt,
    },
  ];
  return <DataTable caption="Admins" columns={columns} rows={admins} rowKey={(a) => a.id} />;
}

function ActionsTable({ actions }: { actions: AdminAction[] }) {
  if (actions.length === 0) {
    return <p className="text-sm text-muted-foreground">No admin has an audit entry yet.</p>;
  }
  const columns: DataColumn<AdminAction>[] = [
    {
      key: 'when',
      header: 'When',
      cell: (a) => <span className="whitespace-nowrap">{formatDateTime(a.createdAt)}</span>,
      sortValue: (a) => a.createdAt,
    },
    { key: 'actor', header: 'Admin', cell: (a) => a.actorName, sortValue: (a) => a.actorName },
    {
      key: 'action',
      header: 'Action',
      cell: (a) => <code className="text-xs">{a.action}</code>,
      sortValue: (a) => a.action,
    },
    {
      key: 'resource',
      header: 'Resource',
      cell: (a) => (
        <span className="break-all">
          {a.resourceType}
          {a.resourceId ? ` ${a.resourceId}` : ''}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Recent admin actions, newest first"
      columns={columns}
      rows={actions}
      rowKey={(a) => a.id}
    />
  );
}

function BannedTable({ users }: { users: Banned[] }) {
  if (users.length === 0) return <p className="text-sm text-muted-foreground">Nobody is banned.</p>;
  const columns: DataColumn<Banned>[] = [
    { key: 'name', header: 'Name', cell: (u) => u.name, sortValue: (u) => u.name },
    { key: 'email', header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
    { key: 'reason', header: 'Reason', cell: (u) => u.banReason ?? 'None given' },
    {
      key: 'until',
      header: 'Until',
      cell: (u) => (u.banExpires ? formatDateTime(u.banExpires) : 'No end date'),
      sortValue: (u) => u.banExpires ?? '9999',
    },
  ];
  return <DataTable caption="Banned users" columns={columns} rows={users} rowKey={(u) => u.id} />;
}
