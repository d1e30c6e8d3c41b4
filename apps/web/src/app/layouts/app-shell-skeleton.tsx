import type { CSSProperties } from 'react';

import { LogoMark } from '../../components/ui/logo-mark';
import { PRODUCT_NAME } from '../../lib/product';
import type { AppShellKind } from './app-shell-kind';

/*
 * The signed-in frames before any script runs: the server writes this markup into the SPA's HTML
 * (rendered at build time, scripts/prerender.mjs) and the app renders the same while it starts,
 * so nothing moves when React takes over and when the real layout replaces it. The classes and
 * sizes are those of SidebarProvider/Sidebar, AppShell, BusinessLayout, AdminLayout and
 * StandaloneLayout; keep them in step.
 */

/** The sidebars' widths (components/ui/sidebar.tsx; the admin's in admin-layout.tsx). */
const SIDEBAR_WIDTHS: Record<Exclude<AppShellKind, 'standalone'>, [string, string]> = {
  app: ['16rem', '3rem'],
  business: ['16rem', '3rem'],
  admin: ['16rem', '3.5rem'],
};

const HEADER =
  'sticky top-0 z-10 flex h-14 items-center justify-between gap-2 border-b border-border bg-background/95 px-2 backdrop-blur md:px-4';

function Bar({ className }: { className: string }) {
  return <div className={`rounded-md bg-muted ${className}`} />;
}

/** The page area's placeholder: a heading, a line, and two cards' worth of rows. */
function MainSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading
      </p>
      <div aria-hidden="true" className="space-y-6">
        <div className="space-y-3">
          <Bar className="h-8 w-56 max-w-full" />
          <Bar className="h-4 w-80 max-w-full" />
        </div>
        <Bar className="h-32 w-full" />
        <Bar className="h-48 w-full" />
      </div>
    </>
  );
}

type SidebarSkeletonProps = { kind: Exclude<AppShellKind, 'standalone'>; collapsed: boolean };

function SidebarSkeleton({ kind, collapsed }: SidebarSkeletonProps) {
  const rows = kind === 'app' ? 7 : 6;
  return (
    <div
      className="group peer hidden text-foreground md:block"
      data-collapsible={collapsed ? 'icon' : ''}
      aria-hidden="true"
    >
      <div className="relative w-(--sidebar-width) group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div className="fixed inset-y-0 left-0 z-10 flex h-dvh w-(--sidebar-width) overflow-hidden border-r border-border bg-slate-50 group-data-[collapsible=icon]:w-(--sidebar-width-icon)">
        <div className="flex h-full w-full flex-col gap-2 p-2">
          {kind === 'app' ? (
            <div className="flex h-10 items-center gap-2 overflow-hidden px-1">
              <LogoMark className="size-7 shrink-0" />
              <span className="truncate text-lg font-bold tracking-tight group-data-[collapsible=icon]:sr-only">
                {PRODUCT_NAME}
              </span>
            </div>
          ) : (
            <div className="h-10" />
          )}
          <div className="flex flex-col gap-1 p-2 group-data-[collapsible=icon]:px-0">
            <Bar className="mb-2 h-4 w-20 group-data-[collapsible=icon]:hidden" />
            {Array.from({ length: rows }, (_, i) => (
              <Bar key={i} className="h-10 w-full group-data-[collapsible=icon]:size-8" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function HeaderSkeleton({ kind }: { kind: Exclude<AppShellKind, 'standalone'> }) {
  const label = kind === 'admin' ? 'Admin Panel' : kind === 'business' ? 'Business portal' : null;
  return (
    <header className={HEADER} aria-hidden="true">
      <div className="flex min-w-0 items-center gap-2">
        <div className="size-9" />
        {label ? (
          <span
            className={`text-sm font-medium text-muted-foreground ${kind === 'business' ? 'hidden sm:inline' : ''}`}
          >
            {label}
          </span>
        ) : null}
      </div>
      {kind === 'admin' ? null : <Bar className="h-10 w-10 sm:w-36" />}
    </header>
  );
}

function StandaloneSkeleton() {
  return (
    <div data-app-shell="standalone" aria-busy="true" className="flex min-h-dvh flex-col">
      <header className="border-b border-border" aria-hidden="true">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="inline-flex min-h-10 items-center gap-2 text-lg font-bold tracking-tight text-foreground">
            <LogoMark className="size-7" />
            {PRODUCT_NAME}
          </span>
          <Bar className="h-9 w-44" />
        </div>
      </header>
      <main className="flex-1">
        <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
          <MainSkeleton />
        </div>
      </main>
    </div>
  );
}

type AppShellSkeletonProps = {
  kind: AppShellKind;
  /** The sidebar collapsed to icons (its cookie says so). */
  collapsed?: boolean;
};

export function AppShellSkeleton({ kind, collapsed = false }: AppShellSkeletonProps) {
  if (kind === 'standalone') return <StandaloneSkeleton />;
  const [expanded, icon] = SIDEBAR_WIDTHS[kind];
  const style = { '--sidebar-width': expanded, '--sidebar-width-icon': icon } as CSSProperties;
  return (
    <div data-app-shell={kind} aria-busy="true" className="flex min-h-dvh w-full" style={style}>
      <SidebarSkeleton kind={kind} collapsed={collapsed} />
      <div className="relative flex min-w-0 flex-1 flex-col">
        <HeaderSkeleton kind={kind} />
        <main className="min-w-0 flex-1">
          <div
            className={`mx-auto w-full px-4 py-8 md:px-8 ${kind === 'app' ? 'max-w-5xl' : 'max-w-6xl'}`}
          >
            <MainSkeleton />
          </div>
        </main>
      </div>
    </div>
  );
}
