import { MyJourneysPage } from '../../../features/journeys/components/my-journeys-page';

export default function MyJourneysRoute() {
  return <MyJourneysPage />;
}
