import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function ProfilePage() {
  usePageTitle('Profile');
  return (
    <PageHeader
      title="Profile"
      description="Your name, contact details and the consents you have given. The details here are the ones your journeys start from."
    />
  );
}
