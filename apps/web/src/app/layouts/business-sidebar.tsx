import { ArrowLeft, CreditCard, Inbox, LayoutDashboard, Plug, Users } from 'lucide-react';
import { Link } from 'react-router';

import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarTooltip,
  useSidebar,
} from '../../components/ui/sidebar';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { businessPaths } from '../../features/business/business-paths';
import { paths } from '../../lib/paths';
import { SidebarNavGroup, type SidebarNavItem } from './sidebar-nav-group';

export const BUSINESS_SIDEBAR_ID = 'business-sidebar';

const PORTAL_ITEMS: SidebarNavItem[] = [
  { label: 'Home', href: businessPaths.home.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Requests', href: businessPaths.requests.getHref(), icon: Inbox },
  { label: 'Integration', href: businessPaths.integration.getHref(), icon: Plug },
  { label: 'Team', href: businessPaths.team.getHref(), icon: Users },
  { label: 'Billing', href: businessPaths.billing.getHref(), icon: CreditCard },
];

/** The business portal's own navigation, like the admin area's: a way back, the pages, Sign out. */
export function BusinessSidebar() {
  const { isMobile, setOpenMobile } = useSidebar();
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar id={BUSINESS_SIDEBAR_ID} label="Business portal menu">
      <nav aria-label="Business portal" className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="Back to Dashboard">
                <Link to={paths.app.dashboard.getHref()} onClick={closeDrawer}>
                  <ArrowLeft aria-hidden="true" />
                  <span>Back to Dashboard</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarNavGroup label="Portal" items={PORTAL_ITEMS} onNavigate={closeDrawer} />
        </SidebarContent>
      </nav>
      <SidebarFooter>
        <SidebarTooltip label="Sign out">
          {/* A wrapper takes the tooltip's handlers, which would replace the button's onClick. */}
          <div>
            <SignOutButton className="w-full justify-start px-3 group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:overflow-hidden group-data-[collapsible=icon]:px-2" />
          </div>
        </SidebarTooltip>
      </SidebarFooter>
    </Sidebar>
  );
}
