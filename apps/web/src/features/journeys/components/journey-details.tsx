import { JOURNEY_LEFT_MESSAGE } from '@updately/shared/journey-people-api';
import { actingHeader, journeyActingFor } from '@updately/shared/acting-for';
import type { JourneyDetail } from '@updately/shared/journeys-api';
import { isPiiFieldType, piiFieldLabel } from '@updately/shared/pii-fields';
import { FileCheck2, Send } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/query-state';
import { formatCalendarDate, formatDate } from '../../../lib/format-date';
import { journeyTypeLabel } from '../../../lib/journey-type-label';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJourneyPiiFields } from '../api/get-journey-pii-fields';
import { useJourneyUpdates } from '../api/get-journey-updates';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { splitProgress } from '../utils/journey-progress';
import {
  COMPANY_GROUP_LABELS,
  companyRows,
  groupCounts,
  progressCounts,
} from '../utils/update-view';
import { HouseholdSection } from './household-section';
import { JointRequestsToApprove } from './joint-requests-to-approve';
import { BackToJourneys } from './back-to-journeys';
import { EventDetailsSection } from './event-details-section';
import { JourneyProgressBar } from './journey-progress-bar';
import { JourneyStatusActions } from './journey-status-actions';
import { JourneyStatusBadge } from './journey-status-badge';
import { JourneyTypeIcon } from './journey-type-icon';
import { LinkedCompanies } from './linked-companies';
import { LettersBar } from './letters-bar';
import { JourneyDeadlines } from './journey-deadlines';
import { JourneyDocuments } from './journey-documents';
import { NextTodo } from './next-todo';
import { JourneyRoleContext } from './journey-role-context';
import { PeopleSection } from './people-section';
import { SafeModeSection } from './safe-mode-section';
import { useJourneyAccessEvents } from '../hooks/use-journey-access-events';

export function JourneyDetails({ journey }: { journey: JourneyDetail }) {
  usePageTitle(journey.name);
  const acting = journeyActingFor(journey);
  useLiveUpdates(journey.id);
  const { leaveJourneyPage } = useJourneyAccessEvents(journey.id);
  const role = journey.my_role ?? 'owner';
  const piiFields = useJourneyPiiFields(journey.type);
  const updates = useJourneyUpdates(journey.id);
  const requests = useMemo(() => updates.data?.items ?? [], [updates.data]);
  const rows = useMemo(
    () => companyRows(journey.footprints, requests),
    [journey.footprints, requests],
  );
  const progress = splitProgress(progressCounts(rows));
  const counts = groupCounts(rows);
  const isMoving = journey.type === 'moving_house';
  const notGiven = <span className="text-muted-foreground">Not given</span>;
  const breakdown = (['todo', 'waiting', 'not_sent', 'closed'] as const)
    .filter((group) => counts[group] > 0)
    .map((group) => `${COMPANY_GROUP_LABELS[group]}: ${counts[group]}`);

  return (
    <JourneyRoleContext.Provider value={role}>
      <div className="flex flex-col gap-8">
        <BackToJourneys />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <JourneyTypeIcon
              type={journey.type}
              safe={journey.safe_mode !== null}
              className="size-4 text-brand-700"
            />
            <span>{journeyTypeLabel(journey)}</span>
            <JourneyStatusBadge status={journey.status} />
          </div>
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {journey.name}
          </h1>
          {acting ? (
            <p className="font-medium break-words" data-testid="journey-acting">
              {actingHeader(acting)}
            </p>
          ) : null}
          <JourneyStatusActions
            journey={journey}
            allDone={progress.total > 0 && progress.done === progress.total}
          />
        </div>

        <SafeModeSection journey={journey} requests={requests} requestsLoaded={updates.isSuccess} />

        <EventDetailsSection journey={journey} />

        {role !== 'viewer' &&
        counts.not_sent > 0 &&
        journey.status === 'active' &&
        updates.isSuccess ? (
          <section
            aria-labelledby="send-heading"
            className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="send-heading" className="text-lg font-semibold">
                {counts.not_sent === 1
                  ? '1 company has not been told yet'
                  : `${counts.not_sent} companies have not been told yet`}
              </h2>
              <p className="text-sm text-muted-foreground">
                See exactly what each one will get and how, then approve them all at once.
              </p>
            </div>
            <Button asChild size="lg">
              <Link to={paths.app.journeyReview.getHref(journey.id)}>
                <Send aria-hidden="true" />
                Review and send
              </Link>
            </Button>
          </section>
        ) : null}

        <div className="grid gap-4 lg:grid-cols-2">
          <section
            aria-labelledby="journey-details-heading"
            className="rounded-lg border border-border bg-card p-5 shadow-sm"
          >
            <h2 id="journey-details-heading" className="mb-3 text-lg font-semibold">
              Details and new values
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Started</dt>
              <dd>{formatDate(journey.created_at)}</dd>
              {isMoving ? (
                <>
                  <dt className="text-muted-foreground">New address</dt>
                  <dd className="break-words">{journey.target_address ?? notGiven}</dd>
                  <dt className="text-muted-foreground">Moving day</dt>
                  <dd>
                    {journey.moving_date ? formatCalendarDate(journey.moving_date) : notGiven}
                  </dd>
                </>
              ) : (
                <>
                  <dt className="text-muted-foreground">New email</dt>
                  <dd className="break-all">{journey.target_email ?? notGiven}</dd>
                  <dt className="text-muted-foreground">New phone</dt>
                  <dd>{journey.target_phone ?? notGiven}</dd>
                </>
              )}
              {journey.completed_at ? (
                <>
                  <dt className="text-muted-foreground">Completed</dt>
                  <dd>{formatDate(journey.completed_at)}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <section
            aria-labelledby="journey-progress-heading"
            className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
          >
            <h2 id="journey-progress-heading" className="text-lg font-semibold">
              Overall progress
            </h2>
            <JourneyProgressBar progress={progress} label="Overall progress" live />
            {breakdown.length > 0 ? (
              <p className="text-sm text-muted-foreground">{breakdown.join(' · ')}</p>
            ) : null}
            {requests.length > 0 ? (
              <Link
                to={paths.app.journeyProof.getHref(journey.id)}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                <FileCheck2 aria-hidden="true" className="size-4" />
                Proof of update
              </Link>
            ) : null}
            <div className="flex flex-col gap-2 text-sm">
              <h3 className="font-medium">What this journey changes</h3>
              {piiFields.isPending ? (
                <p className="text-muted-foreground">Loading…</p>
              ) : (piiFields.data ?? []).length === 0 ? (
                <p className="text-muted-foreground">No details listed for this journey type.</p>
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {(piiFields.data ?? []).map((field) => (
                    <li key={field}>
                      <Badge variant="secondary">
                        {isPiiFieldType(field) ? piiFieldLabel(field) : field}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>

        {updates.isError ? (
          <LoadError
            title="The updates of this journey could not be loaded"
            error={updates.error}
            onRetry={() => updates.refetch()}
          />
        ) : null}
        {isMoving ? <JointRequestsToApprove journeyId={journey.id} /> : null}
        {role !== 'viewer' ? (
          <NextTodo journey={journey} requests={requests} piiFields={piiFields.data ?? []} />
        ) : null}
        {role !== 'viewer' && requests.some((r) => r.channel === 'letter') ? (
          <LettersBar journeyId={journey.id} />
        ) : null}
        <JourneyDeadlines journeyId={journey.id} />
        <JourneyDocuments journeyId={journey.id} />
        <LinkedCompanies
          journey={journey}
          requests={requests}
          loading={updates.isPending}
          refreshing={updates.isFetching}
          piiFields={piiFields.data ?? []}
        />
        {isMoving ? <HouseholdSection journeyId={journey.id} /> : null}
        <PeopleSection
          journeyId={journey.id}
          role={role}
          onLeft={() => leaveJourneyPage(JOURNEY_LEFT_MESSAGE)}
        />
      </div>
    </JourneyRoleContext.Provider>
  );
}
