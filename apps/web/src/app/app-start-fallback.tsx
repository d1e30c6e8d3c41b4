import { PageSpinner } from '../components/ui/page-spinner';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { servedShell } from './served-shell';

/** While the app starts: the frame the server painted (so nothing moves), else a spinner. */
export function AppStartFallback() {
  const shell = servedShell();
  return shell ? (
    <AppShellSkeleton kind={shell.kind} collapsed={shell.collapsed} />
  ) : (
    <PageSpinner />
  );
}
