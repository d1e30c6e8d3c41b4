import type { Footprint } from '@updately/shared/footprints-api';
import type { JourneySummary } from '@updately/shared/journeys-api';
import { CheckCircle2, Footprints, ListTodo, Route } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Progress } from '../../../components/ui/progress';
import { SectionError } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format-date';
import { journeyTypeLabel } from '../../../lib/journey-type-label';
import { paths } from '../../../lib/paths';
import { useActivity } from '../api/get-activity';
import { activityGroupText, activityJourneyId, groupActivity } from '../utils/activity-text';
import { dataKinds, totalTally, updateTally, waitingUpdates } from '../utils/overview';
import { StartJourneyButton } from './start-journey-button';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function StatCards({
  journeys,
  footprints,
}: {
  journeys: JourneySummary[];
  footprints: Footprint[];
}) {
  const active = journeys.filter((j) => j.status === 'active').length;
  const waiting = journeys.reduce((sum, j) => sum + waitingUpdates(j), 0);
  const tally = totalTally(journeys);
  const stats = [
    { label: 'Active journeys', value: active, icon: Route },
    { label: 'Digital footprints', value: footprints.length, icon: Footprints },
    { label: 'Companies done', value: tally.confirmed, icon: CheckCircle2 },
    { label: 'Updates waiting on you', value: waiting, icon: ListTodo },
  ];
  // A dl's groups hold only dt and dd (WCAG: definition-list, dlitem): the icon sits in the dd.
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-card p-5 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="flex items-center gap-3 text-2xl font-bold">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ActiveJourneys({
  journeys,
  onStartJourney,
}: {
  journeys: JourneySummary[];
  onStartJourney?: () => void;
}) {
  const active = journeys.filter((j) => j.status === 'active');
  return (
    <Panel
      title="Active journeys"
      action={<StartJourneyButton onStartJourney={onStartJourney} variant="outline" size="sm" />}
    >
      {active.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No journey in progress. Start one when a life event changes your details.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {active.map((journey) => {
            const progressId = `journey-progress-${journey.id}`;
            return (
              <li key={journey.id} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={paths.app.journey.getHref(journey.id)} className={linkClass}>
                    {journey.name}
                  </Link>
                  <span className="text-sm text-muted-foreground">{journeyTypeLabel(journey)}</span>
                </div>
                <Progress
                  value={journey.completed_count}
                  max={Math.max(journey.footprint_count, 1)}
                  aria-labelledby={progressId}
                />
                <p id={progressId} className="text-sm text-muted-foreground">
                  {journey.footprint_count === 0
                    ? 'No companies linked yet'
                    : `${journey.completed_count} of ${journey.footprint_count} done`}
                </p>
                <TallyLine journey={journey} />
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function TallyLine({ journey }: { journey: JourneySummary }) {
  const tally = updateTally(journey);
  const parts = [
    tally.toDo ? `${tally.toDo} to do yourself` : null,
    tally.waiting ? `${tally.waiting} waiting on companies` : null,
    tally.notSent ? `${tally.notSent} not sent yet` : null,
  ].filter(Boolean);
  return parts.length ? <p className="text-sm">{parts.join(' · ')}</p> : null;
}

function waitingText(journey: JourneySummary, count: number): string {
  const { toDo, notSent } = updateTally(journey);
  if (toDo && notSent) return `${toDo} to do, ${notSent} not sent yet`;
  if (toDo) return `${toDo} to do`;
  return `${count} ${count === 1 ? 'company' : 'companies'} not told yet`;
}

export function WaitingUpdates({ journeys }: { journeys: JourneySummary[] }) {
  const waiting = journeys
    .map((journey) => ({ journey, count: waitingUpdates(journey) }))
    .filter(({ count }) => count > 0);
  return (
    <Panel title="Updates waiting on you">
      {waiting.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
          Nothing waiting on you right now.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {waiting.map(({ journey, count }) => (
            <li key={journey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={paths.app.journey.getHref(journey.id)} className={linkClass}>
                {journey.name}
              </Link>
              <span className="text-sm">{waitingText(journey, count)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function FootprintsSummary({ footprints }: { footprints: Footprint[] }) {
  const kinds = dataKinds(footprints);
  return (
    <Panel
      title="Your digital footprints"
      action={
        <Link to={paths.app.footprints.getHref()} className={`text-sm ${linkClass}`}>
          View all
        </Link>
      }
    >
      <p className="text-sm">
        {footprints.length === 0
          ? 'You have not added any companies yet.'
          : `${footprints.length} ${footprints.length === 1 ? 'company holds' : 'companies hold'} your details.`}
      </p>
      {kinds.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Kinds of data they hold</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {kinds.map((kind) => (
              <li key={kind.group} className="flex justify-between gap-4">
                <span>{kind.group}</span>
                <span className="text-muted-foreground">
                  {kind.footprints} {kind.footprints === 1 ? 'company' : 'companies'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

/** The user's own audit entries (GET /api/account/activity), newest first. */
export function RecentActivity() {
  const activity = useActivity();
  return (
    <Panel title="Recent activity">
      {activity.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading your recent activity…
        </p>
      ) : activity.isError ? (
        <SectionError
          message="Your recent activity could not be loaded."
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Your changes will show up here.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {groupActivity(activity.data, 8).map((group) => {
            const entry = group.first;
            const journeyId = activityJourneyId(entry);
            return (
              <li key={entry.id} className="flex flex-col text-sm">
                {journeyId ? (
                  <Link to={paths.app.journey.getHref(journeyId)} className={linkClass}>
                    {activityGroupText(group)}
                  </Link>
                ) : (
                  <span>{activityGroupText(group)}</span>
                )}
                <time dateTime={entry.created_at} className="text-muted-foreground">
                  {formatDate(entry.created_at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
