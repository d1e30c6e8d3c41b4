import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessions } from '../db/schema';
import type { AppEnv } from './app-env';
import { AppError } from '../lib/errors';

export type LiveSession = { userId: string; sessionId: string; createdAt: Date };

const SIGN_IN_REQUIRED = 'Sign in required';
const ENDED = 'Your session has ended. Please sign in again.';
const checked = new WeakMap<Context, LiveSession>();

/**
 * Like requireUser, but the session row must still exist: the session cache may answer for a
 * session ended a moment ago in another process (up to 30 s if its notification were lost), and
 * these routes read and change the account itself. One indexed query.
 */
export const requireLiveSession = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  const sessionId = c.var.sessionId;
  if (!user || !sessionId) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  const [row] = await c.var.deps.database.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, user.id),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('UNAUTHORIZED', ENDED);
  checked.set(c, { userId: user.id, sessionId, createdAt: row.createdAt });
  await next();
});

/** The session requireLiveSession checked for this request. */
export function liveSession(c: Context<AppEnv>): LiveSession {
  const live = checked.get(c);
  if (!live) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return live;
}
