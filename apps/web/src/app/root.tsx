import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { PageSpinner } from '../components/ui/page-spinner';
import { NavigationPending } from './navigation-pending';
import { RouteFocus } from './route-focus';

export function Root() {
  return (
    <>
      <NavigationPending />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      <RouteFocus />
    </>
  );
}
