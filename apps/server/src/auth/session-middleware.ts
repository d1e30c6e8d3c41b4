import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';
import { setClientIpHeader } from './request-context';
import {
  sessionCookieHeader,
  sessionCookieOf,
  type SessionCookie,
  type SignedValue,
} from './session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const MALFORMED_SESSION_COOKIE =
  'Your session cookie could not be read. Please sign in again.';
const validatedCookies = new WeakMap<Context, SignedValue>();

/**
 * The caller's session, as the server reads it (session-reader.ts): never renewed here, never
 * past its absolute lifetime. `fresh` reads the database; otherwise a session checked within the
 * last 30 s may answer (ending a session evicts it at once, in every process).
 */
export function readSession(c: Context<AppEnv>, { fresh }: { fresh: boolean }) {
  return c.var.deps.sessions.read(c.req.header('cookie'), { fresh });
}

/**
 * 401 for a Cookie header that names the session cookie twice or spells it outside the strict
 * grammar: two parsers could read two sessions from it (ADR 0032). Used before the app's routes
 * and before better-auth's.
 */
export function refuseAmbiguousSessionCookie(c: Context<AppEnv>): SessionCookie {
  const cookie = sessionCookieOf(c.req.header('cookie'), c.var.deps.sessions.cookieName);
  if (cookie.status === 'malformed') throw new AppError('UNAUTHORIZED', MALFORMED_SESSION_COOKIE);
  return cookie;
}

/**
 * Reads the session and exposes the caller as `c.var.user`. Reads may use the session cache;
 * every change checks the database, so a revoked session or a deleted account cannot write.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  // No cookie, no session (API-key calls, public pages): skip better-auth's pipeline.
  if (!c.req.header('cookie')) return next();
  const cookie = refuseAmbiguousSessionCookie(c);
  const session = await c.var.deps.sessions.readCookie(cookie, {
    fresh: !SAFE_METHODS.has(c.req.method),
  });
  if (session) {
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('sessionId', session.session.id);
    validatedCookies.set(c, session.cookie);
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  await next();
});

/** The session cookie sessionMiddleware read this request's session from (signature checked). */
export function validatedSessionCookie(c: Context<AppEnv>): SignedValue | undefined {
  return validatedCookies.get(c);
}

/**
 * Headers for an `auth.api.*` call made for this request's session: a Cookie header holding
 * exactly the session cookie the reader validated (nothing else the caller sent), the caller's
 * IP as this deployment trusts it and its user agent. Never pass `c.req.raw.headers` instead.
 */
export function sessionHeaders(c: Context<AppEnv>): Headers {
  const cookie = validatedCookies.get(c);
  if (!cookie) throw new AppError('UNAUTHORIZED', 'Sign in required');
  const headers = new Headers({
    cookie: sessionCookieHeader(c.var.deps.sessions.cookieName, cookie),
  });
  setClientIpHeader(c, headers);
  const userAgent = c.req.header('user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  return headers;
}
