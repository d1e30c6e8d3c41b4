import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { AvatarSection } from './avatar-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TwoFactorSection } from './two-factor-section';

export function ProfilePage() {
  usePageTitle('Profile');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Profile"
        description="Your name, picture and sign-in details. The details here are the ones your journeys start from."
      />
      <NameSection />
      <AvatarSection />
      <EmailSection />
      <PasswordSection />
      <SignInMethodsSection />
      <TwoFactorSection />
    </div>
  );
}
