import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import { hasRole } from '../platform/roles/roles';
import type { AppEnv } from './app-env';
import { requireLiveSession } from './live-session';

/** Admin routes: 401 for anonymous callers, 403 for everyone without the admin role. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  if (!(await hasRole(c.var.deps.database.db, user.id, 'admin'))) {
    throw new AppError('FORBIDDEN', 'Administrators only');
  }
  await next();
});

/**
 * Admin routes that change or reveal accounts: the session row must still exist (the signed
 * cookie cache would keep a signed-out or banned admin's session alive for up to a minute), then
 * the admin role is read from user_roles.
 */
export const adminOnly = [requireLiveSession, requireAdmin];
