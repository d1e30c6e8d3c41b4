import { BusinessBillingPage } from '../../../features/business/components/billing-page';

export default function BusinessBillingRoute() {
  return <BusinessBillingPage />;
}
