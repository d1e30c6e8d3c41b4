import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { PageSpinner } from '../components/ui/page-spinner';
import { useForcedLogout } from '../features/auth/hooks/use-forced-logout';
import { paths } from '../lib/paths';
import { useMe } from '../lib/session';
import { AppStartFallback } from './app-start-fallback';

type GuardProps = { children: ReactNode };

/**
 * Signed-in routes (SPEC.md section 2): the frame the server painted, or a spinner, while
 * /api/me loads; anonymous visitors go to /login, which brings them back here afterwards. It
 * also ends the session when the account is deleted or no longer valid (see useForcedLogout).
 */
export function RequireAuth({ children }: GuardProps) {
  const location = useLocation();
  const me = useMe();
  const { leaving } = useForcedLogout(me.data);

  if (leaving) return <PageSpinner />;
  if (!me.data) {
    if (me.isError) throw me.error;
    return <AppStartFallback />;
  }
  if (!me.data.user) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(origin)} replace />;
  }
  return children;
}

/** Admin routes: anonymous visitors to /login, signed-in non-admins to /dashboard. */
export function RequireAdmin({ children }: GuardProps) {
  const me = useMe();

  if (!me.data) {
    if (me.isError) throw me.error;
    return <AppStartFallback />;
  }
  if (!me.data.user) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (!me.data.isAdmin) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return children;
}
