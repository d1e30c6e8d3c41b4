import { PrivacyPolicyPage } from '../../../features/legal/components/privacy-policy-page';

export default function PrivacyRoute() {
  return <PrivacyPolicyPage />;
}
