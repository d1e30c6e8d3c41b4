import { BusinessHomePage } from '../../../features/business/components/business-home-page';

export default function BusinessHomeRoute() {
  return <BusinessHomePage />;
}
