import { Link } from 'react-router';

import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function JourneyDetailsPage() {
  usePageTitle('Journey details');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Journey details"
        description="The companies linked to this journey, the details each one needs and the status of every update."
      />
      <p>
        <Link
          to={paths.app.journeys.getHref()}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          Back to My Journeys
        </Link>
      </p>
    </div>
  );
}
