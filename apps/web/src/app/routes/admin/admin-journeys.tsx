import { AdminJourneysPage } from '../../../features/admin/components/admin-journeys-page';

export default function AdminJourneysRoute() {
  return <AdminJourneysPage />;
}
