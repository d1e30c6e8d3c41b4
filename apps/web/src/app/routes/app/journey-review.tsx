import { JourneyReviewPage } from '../../../features/journeys/components/journey-review-page';

export default function JourneyReviewRoute() {
  return <JourneyReviewPage />;
}
