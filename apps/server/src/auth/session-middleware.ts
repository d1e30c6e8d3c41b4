import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/context';
import { AppError } from '../lib/errors';

/** Reads the session (cookie cache first) and exposes the caller as `c.var.user`. */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
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
