import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session and exposes the caller as `c.var.user`. Reads may use the signed cookie
 * cache (up to 60 s old); every change checks the database, so a revoked session or a deleted
 * account cannot write.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: !SAFE_METHODS.has(c.req.method) },
  });
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
