import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessions } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { requireAdmin } from '../roles/require-admin';
import type { Actor } from './admin-users.service';

/**
 * The session row must still exist: the signed cookie cache would keep a signed-out or banned
 * admin's session alive for up to a minute. requireAdmin then reads user_roles.
 */
const requireLiveSession = createMiddleware<AppEnv>(async (c, next) => {
  const { user, sessionId } = c.var;
  if (user && sessionId) {
    const [row] = await c.var.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, user.id),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    if (!row) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  await next();
});

/** Every admin route: 401 anonymous or ended session, 403 without the admin role. */
export const adminOnly = [requireLiveSession, requireAdmin];

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
