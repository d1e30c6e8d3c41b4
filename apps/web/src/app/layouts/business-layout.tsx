import { Outlet } from 'react-router';

import { SidebarInset, SidebarProvider, SidebarTrigger } from '../../components/ui/sidebar';
import { BusinessOrganizationProvider } from '../../features/business/components/organization-context';
import { OrganizationSwitcher } from '../../features/business/components/organization-switcher';
import { BUSINESS_SIDEBAR_ID, BusinessSidebar } from './business-sidebar';
import { SafeModeExit } from './safe-mode-exit';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** The business portal's frame: its sidebar, a header with the organisation and the user menu. */
export default function BusinessLayout() {
  return (
    <BusinessOrganizationProvider>
      <SidebarProvider>
        <SkipLink />
        <SafeModeExit />
        <BusinessSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 items-center justify-between gap-2 border-b border-border bg-background/95 px-2 backdrop-blur md:px-4">
            <div className="flex min-w-0 items-center gap-2">
              <SidebarTrigger controls={BUSINESS_SIDEBAR_ID} />
              <span className="hidden text-sm font-medium text-muted-foreground sm:inline">
                Business portal
              </span>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <OrganizationSwitcher />
              <UserMenu />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
              <Outlet />
            </div>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </BusinessOrganizationProvider>
  );
}
