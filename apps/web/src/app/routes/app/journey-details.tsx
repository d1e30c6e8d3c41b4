import { JourneyDetailsPage } from '../../../features/journeys/components/journey-details-page';

export default function JourneyDetailsRoute() {
  return <JourneyDetailsPage />;
}
