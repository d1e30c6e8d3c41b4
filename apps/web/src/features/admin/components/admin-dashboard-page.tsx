import type { AdminAnalytics, ConfirmationFigures } from '@updately/shared/admin-analytics-api';
import {
  JOURNEY_TYPE_LABELS,
  type JourneyStatus,
  type JourneyType,
} from '@updately/shared/journey-types';
import {
  UPDATE_CHANNEL_LABELS,
  UPDATE_STATUS_LABELS,
  type UpdateChannel,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { Download } from 'lucide-react';
import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { analyticsCsvUrl, useAdminAnalytics } from '../api/analytics-queries';
import { DailyChart, FunnelChart, StackedChart, StatList } from './analytics-charts';
import { formatCount, formatDuration, formatRate } from './analytics-format';
import {
  AnalyticsRangePicker,
  defaultRangeChoice,
  type RangeChoice,
} from './analytics-range-picker';
import { AdminPage } from './admin-page';

const JOURNEY_STATUS_LABELS: Record<JourneyStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export function AdminDashboardPage() {
  const [choice, setChoice] = useState<RangeChoice>(() => defaultRangeChoice());
  const analytics = useAdminAnalytics(choice.range);

  return (
    <AdminPage
      heading="Admin Dashboard"
      lead="Sign-ups, active users, journeys, update requests and how often companies confirm them, for the dates you choose."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <AnalyticsRangePicker value={choice} onChange={setChoice} />
        </div>
        <Button asChild variant="outline">
          <a href={analyticsCsvUrl(choice.range)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>

      {analytics.isPending ? (
        <LoadingSkeletons label="Loading the figures" rows={4} rowClassName="h-24 w-full" />
      ) : analytics.isError ? (
        <SectionError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div
          className="flex flex-col gap-8"
          aria-busy={analytics.isFetching}
          data-range={`${analytics.data.range.from}/${analytics.data.range.to}`}
        >
          <Figures data={analytics.data} />
        </div>
      )}

      <Definitions />
    </AdminPage>
  );
}

function totalConfirmation(rows: readonly ConfirmationFigures[]) {
  const total = (pick: (r: ConfirmationFigures) => number) =>
    rows.reduce((sum, r) => sum + pick(r), 0);
  const sent = total((r) => r.sent);
  const confirmed = total((r) => r.confirmed);
  return {
    sent,
    confirmed,
    rate: sent > 0 ? confirmed / sent : null,
    doneByPerson: total((r) => r.doneByPerson),
    checklists: total((r) => r.checklists),
  };
}

type RequestRow = AdminAnalytics['updateRequests'][number];
type RequestState = UpdateStatus | 'completed_by_company' | 'completed_by_person';

/** A completed request is either confirmed by the company or done by the person: never merged. */
const requestState = (r: RequestRow): RequestState =>
  r.status === 'completed' && r.completedBy ? `completed_by_${r.completedBy}` : r.status;
const requestStateLabel = (state: RequestState) =>
  state === 'completed_by_company'
    ? 'Confirmed by the company'
    : state === 'completed_by_person'
      ? 'Done by the person (not confirmed)'
      : UPDATE_STATUS_LABELS[state];

function Figures({ data }: { data: AdminAnalytics }) {
  const overall = totalConfirmation(data.confirmationByChannel);
  const requests = data.updateRequests.reduce((sum, r) => sum + r.count, 0);
  const signedUp = data.funnel.signedUp;
  const share = (n: number) => (signedUp > 0 ? formatRate(n / signedUp) : '—');
  const funnel = [
    { step: 'Signed up', people: signedUp },
    { step: 'Added footprints', people: data.funnel.addedFootprints },
    { step: 'Started a journey', people: data.funnel.startedJourney },
    { step: 'Update confirmed by a company', people: data.funnel.confirmedUpdate },
  ].map((s) => ({ ...s, share: share(s.people) }));

  return (
    <>
      <p className="text-sm text-muted-foreground">
        Figures as of {formatDateTime(data.generatedAt)} (worked out again at most every 30
        seconds).
      </p>
      <section aria-labelledby="analytics-summary">
        <h2 id="analytics-summary" className="sr-only">
          Summary
        </h2>
        <StatList
          stats={[
            { label: 'Sign-ups', value: formatCount(data.signUps.total), hint: 'in the range' },
            {
              label: 'Active users, 7 days',
              value: formatCount(data.activeUsers.last7Days),
              hint: `30 days: ${formatCount(data.activeUsers.last30Days)}`,
            },
            {
              label: 'Update requests',
              value: formatCount(requests),
              hint: 'created in the range',
            },
            {
              label: 'Company confirmation rate',
              value: formatRate(overall.rate),
              hint: `${formatCount(overall.confirmed)} confirmed by the company of ${formatCount(overall.sent)} sent to companies`,
            },
            {
              label: 'Done by the person',
              value: formatCount(overall.doneByPerson),
              hint: 'self-attested, not confirmed by the company',
            },
            {
              label: 'Checklists',
              value: formatCount(overall.checklists),
              hint: 'the person updates it; nothing is sent',
            },
            {
              label: 'Safe-mode journeys',
              value: formatCount(data.safeModeJourneys),
              hint: 'safe mode turned on in the range',
            },
          ]}
        />
      </section>

      <SectionCard
        title="Sign-ups per day"
        description="New accounts, by the UTC day they were made."
      >
        <DailyChart days={data.signUps.perDay} caption="Sign-ups per day" measure="Sign-ups" />
      </SectionCard>

      <SectionCard
        title="From sign-up to a confirmed update"
        description="Of the people who signed up in the range: how many have since added footprints, then started a journey, then had an update confirmed by a company."
      >
        <FunnelChart steps={funnel} caption="The sign-up funnel" />
      </SectionCard>

      <div className="grid grid-cols-1 gap-8 xl:grid-cols-2 [&>*]:min-w-0">
        <SectionCard
          title="Journeys by type and status"
          description="Journeys started in the range."
        >
          {data.journeys.length === 0 ? (
            <p className="text-sm text-muted-foreground">No journeys were started in this range.</p>
          ) : (
            <StackedChart
              rows={data.journeys}
              groupOf={(r) => r.type}
              statusOf={(r) => r.status}
              groupLabel={(type: JourneyType) => JOURNEY_TYPE_LABELS[type]}
              statusLabel={(status: JourneyStatus) => JOURNEY_STATUS_LABELS[status]}
              groupHeader="Journey type"
              caption="Journeys by type and status"
            />
          )}
        </SectionCard>
        <SectionCard
          title="Update requests by channel and status"
          description="Requests created in the range, by how they reach the company and where they are now."
        >
          {data.updateRequests.length === 0 ? (
            <p className="text-sm text-muted-foreground">No update requests in this range.</p>
          ) : (
            <StackedChart
              rows={data.updateRequests}
              groupOf={(r) => r.channel}
              statusOf={requestState}
              groupLabel={(channel: UpdateChannel) => UPDATE_CHANNEL_LABELS[channel]}
              statusLabel={requestStateLabel}
              groupHeader="Channel"
              caption="Update requests by channel and status"
            />
          )}
        </SectionCard>
      </div>

      <SectionCard
        title="Confirmation by channel"
        description="Of the requests sent to companies (email or integration), how many the company confirmed, and the median time from sending to confirmation. Checklists and requests the person marked done are counted in their own columns."
      >
        <ConfirmationTable
          caption="Confirmation rate and median time to confirm, by channel"
          firstHeader="Channel"
          rows={data.confirmationByChannel.map((r) => ({
            ...r,
            key: r.channel,
            name: UPDATE_CHANNEL_LABELS[r.channel],
          }))}
          empty="No requests were sent or made checklists in this range."
        />
      </SectionCard>

      <SectionCard
        title="Top companies"
        description="The 10 companies sent the most requests in the range."
      >
        <ConfirmationTable
          caption="Confirmation rate and median time to confirm, for the top companies"
          firstHeader="Company"
          rows={data.confirmationByBrand.map((r) => ({ ...r, key: r.brandId, name: r.brandName }))}
          empty="No requests were sent to directory companies in this range."
        />
      </SectionCard>
    </>
  );
}

type ConfirmationRow = ConfirmationFigures & { key: string; name: string };

function ConfirmationTable({
  caption,
  firstHeader,
  rows,
  empty,
}: {
  caption: string;
  firstHeader: string;
  rows: ConfirmationRow[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const columns: DataColumn<ConfirmationRow>[] = [
    { key: 'name', header: firstHeader, cell: (r) => r.name, sortValue: (r) => r.name },
    {
      key: 'sent',
      header: 'Sent to the company',
      cell: (r) => formatCount(r.sent),
      sortValue: (r) => r.sent,
      className: 'tabular-nums',
    },
    {
      key: 'confirmed',
      header: 'Confirmed by the company',
      cell: (r) => formatCount(r.confirmed),
      sortValue: (r) => r.confirmed,
      className: 'tabular-nums',
    },
    {
      key: 'rate',
      header: 'Company confirmation rate',
      cell: (r) => formatRate(r.rate),
      sortValue: (r) => r.rate,
      className: 'tabular-nums',
    },
    {
      key: 'median',
      header: 'Median time to confirm',
      cell: (r) => formatDuration(r.medianSecondsToConfirm),
      sortValue: (r) => r.medianSecondsToConfirm,
      className: 'tabular-nums',
    },
    {
      key: 'checklists',
      header: 'Checklists',
      cell: (r) => formatCount(r.checklists),
      sortValue: (r) => r.checklists,
      className: 'tabular-nums',
    },
    {
      key: 'done-by-person',
      header: 'Done by the person',
      cell: (r) => formatCount(r.doneByPerson),
      sortValue: (r) => r.doneByPerson,
      className: 'tabular-nums',
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.key} />;
}

function Definitions() {
  const terms: [string, string][] = [
    ['Days', 'Calendar days in UTC, both the first and the last day included.'],
    [
      'Sign-ups',
      'Accounts created in the range (people who later deleted their account are gone).',
    ],
    [
      'Active users',
      'People with a signed-in session used in the 7 or 30 days up to the end of the range. Sessions record use at most once a day, and a session ends when its person signs out, so this is a lower bound.',
    ],
    ['Journeys', 'Journeys started in the range, by type and by their status today.'],
    [
      'Update requests',
      'Requests created in the range, by channel (live integration, email on the person’s behalf, or the person updating it themselves) and by their status today.',
    ],
    [
      'Sent and confirmed',
      'A request counts as sent once Updately handed it to the company (by email or through its integration). It counts as confirmed only when the company itself confirmed the change.',
    ],
    [
      'Company confirmation rate',
      'Requests confirmed by the company divided by requests sent to companies.',
    ],
    [
      'Done by the person',
      'Requests the person marked done themselves (self-attested): the company has not confirmed them, so they are not counted as confirmed.',
    ],
    [
      'Checklists',
      'Companies the person updates themselves with our guidance: nothing is sent, so they are never counted as sent or confirmed.',
    ],
    [
      'Median time to confirm',
      'Half the company-confirmed requests were confirmed faster than this, counted from when they were sent.',
    ],
    [
      'The funnel',
      'People who signed up in the range, and how many of them have since added footprints, then also started a journey, then also had at least one update confirmed by a company.',
    ],
  ];
  return (
    <SectionCard title="How these figures are counted">
      <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
        {terms.map(([term, meaning]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
