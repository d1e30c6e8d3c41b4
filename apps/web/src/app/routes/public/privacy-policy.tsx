import { PrivacyPolicyPage } from '../../../features/legal/components/privacy-policy-page';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
