import { AdminPage } from './admin-page';

export function AdminJourneysPage() {
  return (
    <AdminPage
      heading="Journeys"
      lead="All journeys on the platform, their status and the updates they have sent."
    />
  );
}
