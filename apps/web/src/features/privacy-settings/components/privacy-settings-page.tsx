import { Link } from 'react-router';

import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { usePageTitle } from '../../../lib/use-page-title';
import type { LeaveSignedInArea } from '../utils/leave-signed-in-area';
import { privacyPolicyHref } from '../utils/policy-link';
import { ConsentsSection } from './consents-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationsSection } from './notifications-section';
import { UpdateConsentsSection } from './update-consents-section';
import { SafeModeSettingsSection } from './safe-mode-settings-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorStatus } from './two-factor-status';

type PrivacySettingsPageProps = {
  /** Ends the session after signing out everywhere or deleting the account (see the type). */
  leave: LeaveSignedInArea;
};

/** The signed-in /privacy: consents, sessions, two-factor, the data download and deletion. */
export function PrivacySettingsPage({ leave }: PrivacySettingsPageProps) {
  usePageTitle('Privacy & Security');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Privacy & Security"
        description="Control what you have agreed to, where you are signed in, and the data we hold about you."
      />
      <ConsentsSection />
      <UpdateConsentsSection />
      <NotificationsSection />
      <SessionsSection leave={leave} />
      <TwoFactorStatus />
      <SafeModeSettingsSection />
      <DataExportSection />
      <SectionCard
        title="Privacy policy"
        description="How we collect, use, share and protect your personal information, and your rights under the Australian Privacy Principles."
      >
        <p>
          <Link
            to={privacyPolicyHref()}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            Read the privacy policy
          </Link>
        </p>
      </SectionCard>
      <DeleteAccountSection leave={leave} />
    </div>
  );
}
