import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      heading="Privacy Policy"
      lead="We collect only the details needed to update your accounts, share them only with the companies you choose, and never sell them. You can download or delete your data at any time."
    />
  );
}
