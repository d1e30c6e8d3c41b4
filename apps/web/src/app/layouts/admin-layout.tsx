import { Outlet } from 'react-router';

import { AdminSidebar } from './admin-sidebar';
import { SkipLink } from './skip-link';

export default function AdminLayout() {
  return (
    <div className="min-h-dvh md:flex">
      <SkipLink />
      <AdminSidebar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
