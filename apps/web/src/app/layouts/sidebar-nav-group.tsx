import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';

import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '../../components/ui/sidebar';

export type SidebarNavItem = { label: string; href: string; icon: LucideIcon; end?: boolean };

type SidebarNavGroupProps = {
  label: string;
  items: SidebarNavItem[];
  /** Closes the drawer on small screens once a link is followed. */
  onNavigate?: () => void;
  /** Extra rows after the links (e.g. the Feedback button). */
  children?: ReactNode;
};

/** A labelled list of links; the current page's link is highlighted (aria-current="page"). */
export function SidebarNavGroup({ label, items, onNavigate, children }: SidebarNavGroupProps) {
  const headingId = useId();
  return (
    <SidebarGroup>
      <SidebarGroupLabel id={headingId}>{label}</SidebarGroupLabel>
      <SidebarMenu aria-labelledby={headingId}>
        {items.map(({ label: itemLabel, href, icon: Icon, end }) => (
          <SidebarMenuItem key={href}>
            <SidebarMenuButton asChild tooltip={itemLabel}>
              <NavLink to={href} end={end} onClick={onNavigate}>
                <Icon aria-hidden="true" />
                <span>{itemLabel}</span>
              </NavLink>
            </SidebarMenuButton>
          </SidebarMenuItem>
        ))}
        {children}
      </SidebarMenu>
    </SidebarGroup>
  );
}
