import { Outlet } from 'react-router';

import { SidebarInset, SidebarProvider, SidebarTrigger } from '../../components/ui/sidebar';
import { useMe } from '../../lib/session';
import { SIDEBAR_COOKIES } from '../../lib/sidebar-cookie';
import { AdminMfaRequired } from './admin-mfa-required';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './admin-sidebar';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** SPEC.md section 9: the admin sidebar is 14 units (3.5rem) collapsed and 64 (16rem) open. */
const ADMIN_SIDEBAR_WIDTHS = { expanded: '16rem', icon: '3.5rem' };

export default function AdminLayout() {
  // RequireAdmin has loaded `me`; an admin without two-factor authentication is told what to do.
  const mfa = useMe().data?.user?.twoFactorEnabled ?? false;
  return (
    <SidebarProvider widths={ADMIN_SIDEBAR_WIDTHS} cookieName={SIDEBAR_COOKIES.admin}>
      <SkipLink />
      <AdminSidebar gated={!mfa} />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-2 backdrop-blur md:px-4">
          <SidebarTrigger controls={ADMIN_SIDEBAR_ID} />
          <span className="text-sm font-medium text-muted-foreground">Admin Panel</span>
          <div className="ml-auto">
            <UserMenu />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
            {mfa ? <Outlet /> : <AdminMfaRequired />}
          </div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
