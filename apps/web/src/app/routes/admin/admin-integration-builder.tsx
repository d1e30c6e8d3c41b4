import { AdminIntegrationBuilderPage } from '../../../features/admin/components/admin-integration-builder-page';

export default function AdminIntegrationBuilderRoute() {
  return <AdminIntegrationBuilderPage />;
}
