import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function HelpPage() {
  usePageTitle('Help & Support');
  return (
    <PageHeader
      title="Help & Support"
      description="Guides to starting a journey and managing your footprints, and a way to reach our support team when something is not working."
    />
  );
}
