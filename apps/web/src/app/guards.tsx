import type { ReactNode } from 'react';

type GuardProps = { children: ReactNode };

/*
 * Seams for route protection. The auth issue fills them in: RequireAuth sends anonymous
 * visitors to paths.auth.login.getHref(origin) and RequireAdmin sends non-admins to
 * paths.app.dashboard. Until then they render their children unchanged.
 */

export function RequireAuth({ children }: GuardProps) {
  return children;
}

export function RequireAdmin({ children }: GuardProps) {
  return children;
}
