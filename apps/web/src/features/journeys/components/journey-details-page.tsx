import { useParams } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
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
        <LoadError title="This journey could not be loaded" error={error} onRetry={onRetry} />
      ) : (
        <LoadingSkeletons label="Loading the journey" className="gap-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-56 w-full" />
        </LoadingSkeletons>
      )}
    </div>
  );
}
