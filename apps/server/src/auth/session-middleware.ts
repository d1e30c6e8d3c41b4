import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';
import { isPastMaxLifetime } from './session-lifetime';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller's session, as the server reads it: never renewed here (only the browser's own
 * get-session call renews, and it receives the new cookie: a server-side read would extend the
 * database row while dropping the renewed cookie), and never past its absolute lifetime.
 * `fresh` skips the signed cookie cache (up to 60 s old) and reads the database.
 */
export async function readSession(c: Context<AppEnv>, { fresh }: { fresh: boolean }) {
  const { auth, config } = c.var.deps;
  const session = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: fresh, disableRefresh: true },
  });
  if (!session || isPastMaxLifetime(session.session.createdAt, config.SESSION_MAX_LIFETIME)) {
    return null;
  }
  return session;
}

/**
 * Reads the session and exposes the caller as `c.var.user`. Reads may use the signed cookie
 * cache (up to 60 s old); every change checks the database, so a revoked session or a deleted
 * account cannot write.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  // No cookie, no session (API-key calls, public pages): skip better-auth's pipeline.
  if (!c.req.header('cookie')) return next();
  const session = await readSession(c, { fresh: !SAFE_METHODS.has(c.req.method) });
  if (session) {
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('sessionId', session.session.id);
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  await next();
});
