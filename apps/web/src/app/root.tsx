import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { NavigationPending } from './navigation-pending';
import { PageSpinner } from './page-spinner';

export function Root() {
  return (
    <>
      <NavigationPending />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
