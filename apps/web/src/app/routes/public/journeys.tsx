import { JourneysPage } from '../../../features/marketing/components/journeys-page';

export default function JourneysRoute() {
  return <JourneysPage />;
}
