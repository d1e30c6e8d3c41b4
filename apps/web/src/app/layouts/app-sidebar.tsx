import { Footprints, LayoutDashboard, LifeBuoy, Route, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';

import { cn } from '../../lib/utils';
import { PRODUCT_NAME } from '../../lib/product';
import { paths } from '../paths';
import { MenuToggle } from './menu-toggle';
import { SidebarGroup, type SidebarItem } from './sidebar-group';

const MAIN_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'My Journeys', href: paths.app.journeys.getHref(), icon: Route },
  { label: 'Digital Footprints', href: paths.app.footprints.getHref(), icon: Footprints },
];

const SETTINGS_ITEMS: SidebarItem[] = [
  { label: 'Profile', href: paths.app.profile.getHref(), icon: UserRound },
  { label: 'Privacy & Security', href: paths.privacy.getHref(), icon: ShieldCheck },
  { label: 'Help & Support', href: paths.app.help.getHref(), icon: LifeBuoy },
];

const MENU_ID = 'app-sidebar-menu';

/** Placeholder shell; the app-shell issue replaces it with the collapsible sidebar. */
export function AppSidebar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <nav
      aria-label="App"
      className="border-b border-border bg-slate-50 md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <h2 className="text-lg font-bold tracking-tight">{PRODUCT_NAME}</h2>
        <MenuToggle open={open} onOpenChange={setOpen} controls={MENU_ID} className="md:hidden" />
      </div>
      <div
        id={MENU_ID}
        className={cn('flex-col gap-6 px-2 pb-4 md:flex', open ? 'flex' : 'hidden')}
      >
        <SidebarGroup label="Main" items={MAIN_ITEMS} onNavigate={close} />
        <SidebarGroup label="Settings" items={SETTINGS_ITEMS} onNavigate={close} />
      </div>
    </nav>
  );
}
