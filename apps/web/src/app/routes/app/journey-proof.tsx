import { JourneyProofPage } from '../../../features/journeys/components/journey-proof-page';

export default function JourneyProofRoute() {
  return <JourneyProofPage />;
}
