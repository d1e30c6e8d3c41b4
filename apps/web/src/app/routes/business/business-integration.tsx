import { BusinessIntegrationPage } from '../../../features/business/components/integration-page';

export default function BusinessIntegrationRoute() {
  return <BusinessIntegrationPage />;
}
