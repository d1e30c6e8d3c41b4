import { TermsOfServicePage } from '../../../features/legal/components/terms-of-service-page';

export default function TermsOfServiceRoute() {
  return <TermsOfServicePage />;
}
