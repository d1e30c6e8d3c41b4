import {
  Building2,
  ChartColumn,
  Footprints,
  LayoutDashboard,
  LifeBuoy,
  MessageSquare,
  MessagesSquare,
  Route,
  ShieldCheck,
  UserRound,
} from 'lucide-react';

import { LogoMark } from '../../components/ui/logo-mark';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarTooltip,
  useSidebar,
} from '../../components/ui/sidebar';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { businessPaths } from '../../features/business/business-paths';
import { FeedbackDialog } from '../../features/feedback/components/feedback-dialog';
import { paths } from '../../lib/paths';
import { PUBLIC_CONFIG_DEFAULTS, usePublicConfig } from '../../lib/public-config';
import { useMe } from '../../lib/session';
import { displayName } from '../../lib/user-display';
import { SidebarNavGroup, type SidebarNavItem } from './sidebar-nav-group';

export const APP_SIDEBAR_ID = 'app-sidebar';

const MAIN_ITEMS: SidebarNavItem[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'My Journeys', href: paths.app.journeys.getHref(), icon: Route },
  { label: 'Digital Footprints', href: paths.app.footprints.getHref(), icon: Footprints },
];

const SETTINGS_ITEMS: SidebarNavItem[] = [
  { label: 'Profile', href: paths.app.profile.getHref(), icon: UserRound },
  { label: 'Privacy & Security', href: paths.privacy.getHref(), icon: ShieldCheck },
  { label: 'Help & Support', href: paths.app.help.getHref(), icon: LifeBuoy },
];

// Beyond the spec's groups: the way into the business portal, for members of an organisation
// (everyone else finds it in the account menu).
const BUSINESS_ITEMS: SidebarNavItem[] = [
  { label: 'Business portal', href: businessPaths.home.getHref(), icon: Building2 },
];

const ADMIN_ITEMS: SidebarNavItem[] = [
  { label: 'Admin Dashboard', href: paths.admin.dashboard.getHref(), icon: ChartColumn, end: true },
  { label: 'Feedback Management', href: paths.admin.feedback.getHref(), icon: MessagesSquare },
];

/** SPEC.md section 2: Main, Settings (with Feedback), Admin for admins; the user and Sign out. */
export function AppSidebar() {
  const me = useMe().data;
  const appName = usePublicConfig()?.appName ?? PUBLIC_CONFIG_DEFAULTS.appName;
  const { isMobile, setOpenMobile } = useSidebar();
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar id={APP_SIDEBAR_ID} label={`${appName} menu`}>
      <SidebarHeader>
        <div className="flex h-10 items-center gap-2 overflow-hidden px-1">
          <LogoMark className="size-7 shrink-0" />
          <h2 className="truncate text-lg font-bold tracking-tight group-data-[collapsible=icon]:sr-only">
            {appName}
          </h2>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="App">
          <SidebarNavGroup label="Main" items={MAIN_ITEMS} onNavigate={closeDrawer} />
          <SidebarNavGroup label="Settings" items={SETTINGS_ITEMS} onNavigate={closeDrawer}>
            <SidebarMenuItem>
              <FeedbackDialog>
                <SidebarMenuButton type="button" tooltip="Feedback">
                  <MessageSquare aria-hidden="true" />
                  <span>Feedback</span>
                </SidebarMenuButton>
              </FeedbackDialog>
            </SidebarMenuItem>
          </SidebarNavGroup>
          {me?.isBusinessMember ? (
            <SidebarNavGroup label="Business" items={BUSINESS_ITEMS} onNavigate={closeDrawer} />
          ) : null}
          {me?.isAdmin ? (
            <SidebarNavGroup label="Admin" items={ADMIN_ITEMS} onNavigate={closeDrawer} />
          ) : null}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <p className="truncate px-2 pt-1 text-sm font-medium group-data-[collapsible=icon]:sr-only">
          {displayName(me)}
        </p>
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
