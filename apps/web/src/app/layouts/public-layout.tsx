import { Outlet } from 'react-router';

import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
