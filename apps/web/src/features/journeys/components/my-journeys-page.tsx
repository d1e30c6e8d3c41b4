import { Plus, Route } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJourneys } from '../api/get-journeys';
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

  return (
    <div className="flex flex-col gap-8">
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
        <div aria-busy="true" className="flex flex-col gap-4">
          <Spinner label="Loading your journeys" className="sr-only" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : journeys.isError ? (
        <Alert
          title="Your journeys could not be loaded"
          action={
            <Button variant="outline" size="sm" onClick={() => journeys.refetch()}>
              Try again
            </Button>
          }
        >
          {journeys.error.message}
        </Alert>
      ) : journeys.data.items.length === 0 ? (
        <EmptyState
          icon={Route}
          title="No journeys yet"
          description="Moving home, changing jobs, getting married: start a journey and we'll work out which companies need your new details."
          actions={<Button onClick={openDialog}>Start your first journey</Button>}
        />
      ) : (
        <section aria-label="Your journeys">
          <ul className="flex flex-col gap-4">
            {journeys.data.items.map((journey) => (
              <li key={journey.id}>
                <JourneyCard journey={journey} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <StartJourneyDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        defaultType={isJourneyType(startParam) ? startParam : undefined}
      />
    </div>
  );
}
