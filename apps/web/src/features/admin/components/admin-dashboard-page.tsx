import { AdminPage } from './admin-page';

export function AdminDashboardPage() {
  return (
    <AdminPage
      heading="Admin Dashboard"
      lead="Sign-ups, journeys started and updates delivered across the platform, at a glance."
    />
  );
}
