import { useQueryClient } from '@tanstack/react-query';
import { UPDATE_REQUEST_CHANGED } from '@updately/shared/realtime-events';
import { useEffect, useState } from 'react';

import { PageHeader } from '../../../components/ui/page-header';
import { SectionError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useFootprints } from '../../../lib/api/get-footprints';
import { journeyListQueryKey, useJourneys } from '../../../lib/api/get-journeys';
import { useRealtimeEvent } from '../../../lib/realtime-events';
import { useMe } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { isFirstDashboardVisit, markDashboardVisited, welcomeLine } from '../utils/first-visit';
import { FirstRunPanel } from './first-run-panel';
import { SharedWithYou } from './shared-with-you';
import {
  ActiveJourneys,
  FootprintsSummary,
  RecentActivity,
  StatCards,
  WaitingUpdates,
} from './overview-cards';

type DashboardPageProps = {
  /** Opens the start-journey dialog (the route supplies it); otherwise links to My Journeys. */
  onStartJourney?: () => void;
};

export function DashboardPage({ onStartJourney }: DashboardPageProps) {
  usePageTitle('Dashboard');
  const queryClient = useQueryClient();
  // A company's answer moves the counts while the dashboard is open.
  useRealtimeEvent(UPDATE_REQUEST_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: journeyListQueryKey });
  });
  const me = useMe().data;
  const firstName = me?.profile?.first_name;
  const userId = me?.user?.id;
  // Read once, so the greeting does not change under the reader when the visit is recorded.
  const [firstVisit] = useState(() => (userId ? isFirstDashboardVisit(userId) : false));
  useEffect(() => {
    if (userId) markDashboardVisited(userId);
  }, [userId]);
  const journeys = useJourneys();
  const footprints = useFootprints();
  // The person's own journeys make the counts; journeys shared with them are listed apart.
  const own = journeys.data?.items.filter((j) => !j.shared) ?? [];
  const shared = journeys.data?.items.filter((j) => j.shared) ?? [];

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Dashboard"
        description={`${welcomeLine(firstName, firstVisit)}Your journeys, the companies that hold your details and the updates in progress, all in one place.`}
      />
      {journeys.isPending || footprints.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Spinner label="Loading your dashboard" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
          <Skeleton className="h-40" />
        </div>
      ) : journeys.isError || footprints.isError ? (
        <SectionError
          message="We could not load your dashboard."
          onRetry={() => {
            if (journeys.isError) void journeys.refetch();
            if (footprints.isError) void footprints.refetch();
          }}
        />
      ) : (
        <>
          {own.length === 0 || footprints.data.items.length === 0 ? (
            <FirstRunPanel
              hasFootprints={footprints.data.items.length > 0}
              hasJourneys={own.length > 0}
              onStartJourney={onStartJourney}
            />
          ) : null}
          <StatCards journeys={own} footprints={footprints.data.items} />
          <SharedWithYou journeys={shared} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ActiveJourneys journeys={own} onStartJourney={onStartJourney} />
            <WaitingUpdates journeys={own} />
            <FootprintsSummary footprints={footprints.data.items} />
            <RecentActivity />
          </div>
        </>
      )}
    </div>
  );
}
