import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hasRole } from './roles.service';

/** Admin routes: 401 for anonymous callers, 403 for everyone without the admin role. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  if (!(await hasRole(c.var.deps.database.db, user.id, 'admin'))) {
    throw new AppError('FORBIDDEN', 'Administrators only');
  }
  await next();
});
