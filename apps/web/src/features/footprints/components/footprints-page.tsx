import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function FootprintsPage() {
  usePageTitle('Digital Footprints');
  return (
    <PageHeader
      title="Digital Footprints"
      description="The companies that hold your personal data. Add the banks, telcos, utilities and shops you use so your journeys know whom to update."
    />
  );
}
