import { Link } from 'react-router';

import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <PageHeader
        title="Page not found"
        description="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
      />
      <div>
        <Button asChild>
          <Link to={paths.home.getHref()}>Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
