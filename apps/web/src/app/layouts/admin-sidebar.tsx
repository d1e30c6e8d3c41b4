import {
  ArrowLeft,
  Building2,
  ChartColumn,
  FileWarning,
  Plug,
  Route,
  ScrollText,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { cn } from '../../lib/utils';
import { paths } from '../paths';
import { MenuToggle } from './menu-toggle';
import { SidebarGroup, type SidebarItem } from './sidebar-group';

// The spec lists every admin route here except feedback (the app sidebar's Admin group has it).
const ADMIN_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', href: paths.admin.dashboard.getHref(), icon: ChartColumn, end: true },
  { label: 'Users', href: paths.admin.users.getHref(), icon: Users },
  { label: 'Journeys', href: paths.admin.journeys.getHref(), icon: Route },
  { label: 'Brands', href: paths.admin.brands.getHref(), icon: Building2 },
  { label: 'Integration Builder', href: paths.admin.integrationBuilder.getHref(), icon: Plug },
  { label: 'Audit Logs', href: paths.admin.auditLogs.getHref(), icon: ScrollText },
  { label: 'Error Logs', href: paths.admin.errorLogs.getHref(), icon: FileWarning },
  { label: 'Security', href: paths.admin.security.getHref(), icon: ShieldCheck },
  { label: 'Settings', href: paths.admin.settings.getHref(), icon: Settings },
];

const MENU_ID = 'admin-sidebar-menu';

/** Placeholder admin shell; the admin issue adds collapsing, the user label and sign-out. */
export function AdminSidebar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <nav
      aria-label="Admin"
      className="border-b border-border bg-slate-50 md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0"
    >
      <div className="flex items-center justify-between px-2 py-3">
        <Link
          to={paths.app.dashboard.getHref()}
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <MenuToggle open={open} onOpenChange={setOpen} controls={MENU_ID} className="md:hidden" />
      </div>
      <div
        id={MENU_ID}
        className={cn('flex-col gap-6 px-2 pb-4 md:flex', open ? 'flex' : 'hidden')}
      >
        <SidebarGroup label="Admin Panel" items={ADMIN_ITEMS} onNavigate={close} />
      </div>
    </nav>
  );
}
