import { Link } from 'react-router';

import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Dashboard"
        description="Your journeys, the companies that hold your details and the updates in progress, all in one place."
      />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.app.journeys.getHref()}>View my journeys</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.app.footprints.getHref()}>View digital footprints</Link>
        </Button>
      </div>
    </div>
  );
}
