import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { SidebarLink } from './sidebar-link';

export type SidebarItem = { label: string; href: string; icon: LucideIcon; end?: boolean };

type SidebarGroupProps = {
  label: string;
  items: SidebarItem[];
  onNavigate?: () => void;
};

export function SidebarGroup({ label, items, onNavigate }: SidebarGroupProps) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-1">
      <h3
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {label}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.href}>
            <SidebarLink to={item.href} icon={item.icon} end={item.end} onNavigate={onNavigate}>
              {item.label}
            </SidebarLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
