import { AdminPage } from './admin-page';

export function AdminIntegrationBuilderPage() {
  return (
    <AdminPage
      heading="Integration Builder"
      lead="Connect a brand to a live integration and map the fields it accepts."
    />
  );
}
