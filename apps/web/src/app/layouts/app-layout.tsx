import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { SidebarInset, SidebarProvider } from '../../components/ui/sidebar';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { SafeModeExit } from './safe-mode-exit';
import { SkipLink } from './skip-link';

/** The signed-in frame: sidebar, header with the user menu, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <SkipLink />
      <SafeModeExit />
      <AppSidebar />
      <SidebarInset>
        <AppHeader />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-5xl px-4 py-8 md:px-8">{children}</div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

export default function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
