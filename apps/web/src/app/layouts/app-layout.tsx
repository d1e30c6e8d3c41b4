import { Outlet } from 'react-router';

import { AppSidebar } from './app-sidebar';
import { SkipLink } from './skip-link';

export default function AppLayout() {
  return (
    <div className="min-h-dvh md:flex">
      <SkipLink />
      <AppSidebar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-5xl px-4 py-8 md:px-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
