import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { reportError } from '../lib/error-reporter';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { NotFound } from './not-found';

/** Last line of defence for render and loading errors, e.g. a page chunk that failed to load. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // A missing page is not a fault; anything else goes to the admin error log.
    if (!notFound) reportError(error, 'boundary');
  }, [error, notFound]);
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      {notFound ? <NotFound /> : <UnexpectedError />}
    </main>
  );
}

function UnexpectedError() {
  usePageTitle('Something went wrong');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <PageHeader
        title="Something went wrong"
        description="This page could not be shown. Reloading usually fixes it; if it keeps happening, please try again later."
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
