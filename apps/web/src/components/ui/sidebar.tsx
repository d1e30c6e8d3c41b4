import { MOBILE_BREAKPOINT_PX, SIDEBAR_KEYBOARD_SHORTCUT } from '@updately/shared/constants';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
} from 'react';

import {
  readSidebarCookie,
  SIDEBAR_COOKIES,
  sidebarCookie,
  type SidebarCookieName,
} from '../../lib/sidebar-cookie';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** SPEC.md section 9: 16rem expanded, 3rem as icons, 18rem as a drawer below 768px. */
const SIDEBAR_WIDTHS = { expanded: '16rem', icon: '3rem', mobile: '18rem' } as const;
type SidebarWidths = { expanded: string; icon: string; mobile: string };

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True below the 768px breakpoint; read synchronously, so the first render is already right. */
function useIsMobile() {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

type SidebarContextValue = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  widths: SidebarWidths;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = use(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside a SidebarProvider.');
  return context;
}

function initialOpen(defaultOpen: boolean, cookieName: SidebarCookieName) {
  if (typeof document === 'undefined') return defaultOpen;
  return readSidebarCookie(document.cookie, cookieName) ?? defaultOpen;
}

type SidebarProviderProps = ComponentProps<'div'> & {
  defaultOpen?: boolean;
  widths?: Partial<SidebarWidths>;
  /** The cookie that remembers this sidebar's state (the app's and the admin's are separate). */
  cookieName?: SidebarCookieName;
};

/**
 * Holds the sidebar's state: expanded or collapsed to icons on wide screens (kept 7 days in the
 * `cookieName` cookie and read before the first render, so a reload never flashes the other
 * state), a drawer on narrow ones. Ctrl+B / Cmd+B toggles it from anywhere.
 */
export function SidebarProvider({
  defaultOpen = true,
  widths,
  cookieName = SIDEBAR_COOKIES.app,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => initialOpen(defaultOpen, cookieName));

  const setOpen = useCallback(
    (value: boolean) => {
      setOpenState(value);
      document.cookie = sidebarCookie(value, cookieName);
    },
    [cookieName],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const expanded = widths?.expanded ?? SIDEBAR_WIDTHS.expanded;
  const icon = widths?.icon ?? SIDEBAR_WIDTHS.icon;
  const mobile = widths?.mobile ?? SIDEBAR_WIDTHS.mobile;
  const size = useMemo(() => ({ expanded, icon, mobile }), [expanded, icon, mobile]);
  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      widths: size,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, size],
  );

  return (
    <SidebarContext value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          style={
            {
              '--sidebar-width': size.expanded,
              '--sidebar-width-icon': size.icon,
              '--sidebar-width-mobile': size.mobile,
              ...style,
            } as CSSProperties
          }
          className={cn('flex min-h-dvh w-full', className)}
          {...props}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext>
  );
}

const FIRST_ITEM = 'a[href], button:not([disabled])';
const TRIGGER_ATTRIBUTE = 'data-sidebar-trigger';

function focusFirstItem(container: EventTarget | null) {
  if (container instanceof HTMLElement) container.querySelector<HTMLElement>(FIRST_ITEM)?.focus();
}

type SidebarProps = ComponentProps<'div'> & {
  /** Names the drawer on small screens (a dialog needs a title). */
  label: string;
};

export function Sidebar({ label, id, className, children, ...props }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile, widths } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          id={id}
          side="left"
          aria-describedby={undefined}
          // Portalled out of the provider: the drawer's width variable is set on it directly.
          style={{ '--sidebar-width-mobile': widths.mobile } as CSSProperties}
          className="w-(--sidebar-width-mobile) max-w-[calc(100vw-2rem)] gap-0 bg-slate-50 p-0 sm:max-w-(--sidebar-width-mobile)"
          data-slot="sidebar"
          data-mobile="true"
          // Radix skips links when it picks what to focus: start on the drawer's first item.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusFirstItem(event.currentTarget);
          }}
          // Back to the toggle (the drawer has no Radix trigger to return to), unless a followed
          // link has already put focus on the new page.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            if (active && active !== document.body) return;
            document.querySelector<HTMLElement>(`[${TRIGGER_ATTRIBUTE}]`)?.focus();
          }}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer text-foreground"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      {/* Holds the sidebar's room in the page's flow; the sidebar itself stays put on scroll. */}
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div
        id={id}
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-dvh w-(--sidebar-width) overflow-hidden border-r border-border bg-slate-50 transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        data-slot="sidebar-container"
        {...props}
      >
        <div className="flex h-full w-full flex-col">{children}</div>
      </div>
    </div>
  );
}

type SidebarTriggerProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** The id of the Sidebar, for aria-controls on wide screens. */
  controls?: string;
};

export function SidebarTrigger({ controls, onClick, className, ...props }: SidebarTriggerProps) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : controls}
      aria-keyshortcuts="Control+B Meta+B"
      data-sidebar-trigger=""
      className={cn('size-9', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
      <span className="sr-only">Toggle sidebar</span>
    </Button>
  );
}

/** The page area next to the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('relative flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-auto flex flex-col gap-2 border-t border-border p-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}

/** The group's name; a heading by default (`asChild` to render something else). */
export function SidebarGroupLabel({
  className,
  asChild = false,
  ...props
}: ComponentProps<'h3'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'h3';
  return (
    <Component
      className={cn(
        'flex h-8 shrink-0 items-center px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase group-data-[collapsible=icon]:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

type SidebarMenuButtonProps = ComponentProps<'button'> & {
  asChild?: boolean;
  /** Shown beside the icon while the sidebar is collapsed to icons. */
  tooltip?: string;
};

/** Names an icon-only control beside it while the sidebar is collapsed (hidden otherwise). */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  const { isMobile, state } = useSidebar();
  const [open, setOpen] = useState(false);
  const hidden = state !== 'collapsed' || isMobile;
  // A hidden tooltip stays closed: an open one (even invisible) would take Escape from the drawer.
  return (
    <Tooltip open={open && !hidden} onOpenChange={setOpen}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={hidden}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * A row of the menu: an icon and a label. Collapsed, only the icon shows (the label stays the
 * accessible name) and the tooltip names it. A link child is highlighted while its page is open.
 */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      className={cn(
        'flex min-h-10 w-full items-center gap-3 overflow-hidden rounded-md px-3 text-left text-sm font-medium text-muted-foreground outline-offset-[-2px] hover:bg-muted hover:text-foreground aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900 [&>span]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        'group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:min-h-8 group-data-[collapsible=icon]:px-2',
        className,
      )}
      {...props}
    />
  );
  if (!tooltip) return button;
  return <SidebarTooltip label={tooltip}>{button}</SidebarTooltip>;
}
