import type { Context } from 'hono';
import type { AppEnv } from '../../auth/app-env';
import { AppError } from '../../lib/errors';
import type { Actor } from './admin-users.service';

export function actorOf(c: Context<AppEnv>): Actor {
  const adminId = c.var.user?.id;
  if (!adminId) throw new AppError('UNAUTHORIZED', 'Sign in required');
  return {
    db: c.var.deps.database.db,
    logger: c.var.logger,
    adminId,
    userAgent: c.req.header('user-agent') ?? null,
  };
}
