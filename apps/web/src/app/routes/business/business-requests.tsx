import { BusinessRequestsPage } from '../../../features/business/components/requests-page';

export default function BusinessRequestsRoute() {
  return <BusinessRequestsPage />;
}
