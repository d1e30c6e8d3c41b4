import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

type SidebarLinkProps = {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
  /** Active only on an exact match (for index routes such as /admin). */
  end?: boolean;
  onNavigate?: () => void;
};

export function SidebarLink({ to, icon: Icon, children, end, onNavigate }: SidebarLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className="flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </NavLink>
  );
}
