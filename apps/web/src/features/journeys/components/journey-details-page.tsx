import { useParams } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiClientError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJourney } from '../api/get-journey';
import { BackToJourneys } from './back-to-journeys';
import { JourneyDetails } from './journey-details';
import { JourneyNotFound } from './journey-not-found';

export function JourneyDetailsPage() {
  const { id = '' } = useParams();
  const journey = useJourney(id);

  if (journey.isError && journey.error instanceof ApiClientError && journey.error.status === 404) {
    return <JourneyNotFound />;
  }
  if (journey.isSuccess) return <JourneyDetails journey={journey.data} />;
  return (
    <JourneyPlaceholder
      error={journey.isError ? journey.error : null}
      onRetry={() => journey.refetch()}
    />
  );
}

/** Loading (skeletons) or a failure other than not-found. */
function JourneyPlaceholder({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  usePageTitle('Journey details');
  return (
    <div className="flex flex-col gap-8">
      <BackToJourneys />
      <PageHeader title="Journey details" />
      {error ? (
        <Alert
          title="This journey could not be loaded"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Spinner label="Loading the journey" className="sr-only" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </div>
  );
}
