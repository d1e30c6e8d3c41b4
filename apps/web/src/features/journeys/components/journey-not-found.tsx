import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** Another user's journey, a deleted one and a malformed id all look the same: not found. */
export function JourneyNotFound() {
  usePageTitle('Journey not found');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Journey not found"
        description="This journey doesn't exist, or it isn't one of yours."
      />
      <EmptyState
        icon={SearchX}
        title="Nothing to show here"
        description="Check the link, or pick the journey from your list."
        actions={
          <Button asChild>
            <Link to={paths.app.journeys.getHref()}>Go to My Journeys</Link>
          </Button>
        }
      />
    </div>
  );
}
