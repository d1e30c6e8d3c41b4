import { Plus, Route } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { useJourneys } from '../../../lib/api/get-journeys';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccessNotice } from './access-notice';
import { SharedJourneys } from './shared-journeys';
import { JourneyCard } from './journey-card';
import { StartJourneyDialog, isJourneyType } from './start-journey-dialog';

/** `?start` (or `?start=moving_house`) opens the start-journey dialog, so any page can link to it. */
const START_PARAM = 'start';

export function MyJourneysPage() {
  usePageTitle('My Journeys');
  const journeys = useJourneys();
  const [searchParams, setSearchParams] = useSearchParams();
  const startParam = searchParams.get(START_PARAM);
  const dialogOpen = startParam !== null;

  const setDialogOpen = (open: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (open) next.set(START_PARAM, '');
        else next.delete(START_PARAM);
        return next;
      },
      { replace: true },
    );
  const openDialog = () => setDialogOpen(true);
  const own = journeys.data?.items.filter((j) => !j.shared) ?? [];
  const shared = journeys.data?.items.filter((j) => j.shared) ?? [];

  return (
    <div className="flex flex-col gap-8">
      <AccessNotice />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title="My Journeys"
          description="Every life event you have started, with how far each update has got."
        />
        <Button onClick={openDialog} className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          Start a journey
        </Button>
      </div>

      {journeys.isPending ? (
        <LoadingSkeletons
          label="Loading your journeys"
          rowClassName="h-40 w-full"
          className="gap-4"
        />
      ) : journeys.isError ? (
        <LoadError
          title="Your journeys could not be loaded"
          error={journeys.error}
          onRetry={() => journeys.refetch()}
        />
      ) : journeys.data.items.length === 0 ? (
        <EmptyState
          icon={Route}
          title="No journeys yet"
          description="Moving home, changing jobs, getting married: start a journey and we'll work out which companies need your new details."
          actions={<Button onClick={openDialog}>Start your first journey</Button>}
        />
      ) : (
        <>
          {own.length > 0 ? (
            <section aria-label="Your journeys">
              <ul className="flex flex-col gap-4">
                {own.map((journey) => (
                  <li key={journey.id}>
                    <JourneyCard journey={journey} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <SharedJourneys journeys={shared} />
        </>
      )}

      <StartJourneyDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        defaultType={isJourneyType(startParam) ? startParam : undefined}
      />
    </div>
  );
}
