import { SidebarTrigger } from '../../components/ui/sidebar';
import { APP_SIDEBAR_ID } from './app-sidebar';
import { UserMenu } from './user-menu';

export function AppHeader() {
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center justify-between gap-2 border-b border-border bg-background/95 px-2 backdrop-blur md:px-4">
      <SidebarTrigger controls={APP_SIDEBAR_ID} />
      <UserMenu />
    </header>
  );
}
