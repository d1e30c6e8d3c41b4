import { createMiddleware } from 'hono/factory';
import { hasRole } from '../platform/roles/roles';
import type { AppEnv } from './app-env';
import { readSession } from './session-middleware';

/**
 * SPEC.md section 2, enforced on the server too: the admin pages' HTML goes to administrators
 * only. Anonymous visitors are sent to /login and signed-in non-admins to /dashboard before any
 * of the admin bundle loads (the web app's RequireAdmin does the same for in-app navigation).
 * The database is read (not the session cache), so a revoked session or role counts at once.
 */
export const adminPagesGuard = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.req.header('cookie') ? await readSession(c, { fresh: true }) : null;
  if (!session) return c.redirect('/login', 302);
  if (!(await hasRole(c.var.deps.database.db, session.user.id, 'admin'))) {
    return c.redirect('/dashboard', 302);
  }
  await next();
  c.header('cache-control', 'no-store');
});
