import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function MyJourneysPage() {
  usePageTitle('My Journeys');
  return (
    <PageHeader
      title="My Journeys"
      description="Every life event you have started, with how far each update has got."
    />
  );
}
