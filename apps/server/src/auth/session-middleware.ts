import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller's session, as the server reads it (session-reader.ts): never renewed here, never
 * past its absolute lifetime. `fresh` reads the database; otherwise a session checked within the
 * last 30 s may answer (ending a session evicts it at once, in every process).
 */
export function readSession(c: Context<AppEnv>, { fresh }: { fresh: boolean }) {
  return c.var.deps.sessions.read(c.req.header('cookie'), { fresh });
}

/**
 * Reads the session and exposes the caller as `c.var.user`. Reads may use the session cache;
 * every change checks the database, so a revoked session or a deleted account cannot write.
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
