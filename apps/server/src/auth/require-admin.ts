import { eq } from 'drizzle-orm';
import { MESSAGES } from '@updately/shared/messages';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { hasRole } from '../platform/roles/roles';
import type { AppEnv } from './app-env';
import { liveSession, requireLiveSession } from './live-session';
import { isRecentlyAuthenticated } from './step-up';

export const ADMINS_ONLY = 'Administrators only';
export const ADMIN_MFA_REQUIRED = MESSAGES.adminMfaRequired;
export const ADMIN_REAUTH_REQUIRED =
  "For your security, confirm it's you (your password, a code we send you, or your authenticator) before this change.";

/**
 * Admin routes: 401 for anonymous callers, 403 for everyone without the admin role (read from
 * user_roles on every request), and 403 MFA_REQUIRED for an admin without two-factor
 * authentication (ASVS 6.3.3: one phished password must not yield the admin area).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  const db = c.var.deps.database.db;
  if (!(await hasRole(db, user.id, 'admin'))) throw new AppError('FORBIDDEN', ADMINS_ONLY);
  const [row] = await db
    .select({ mfa: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.mfa) throw new AppError('MFA_REQUIRED', ADMIN_MFA_REQUIRED);
  await next();
});

/**
 * Every admin route: the session row must still exist (never the session cache: a
 * signed-out or banned admin is refused at once), then requireAdmin.
 */
export const adminOnly = [requireLiveSession, requireAdmin];

/**
 * Destructive admin actions: on top of adminOnly, the admin signed in or confirmed it was them
 * (POST /api/account/reauthenticate/verify) within the last 10 minutes.
 */
export const requireFreshAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const live = liveSession(c);
  const { freshAge } = (await c.var.deps.auth.$context).sessionConfig;
  const session = { id: live.sessionId, userId: live.userId, createdAt: live.createdAt };
  if (!(await isRecentlyAuthenticated(c.var.deps.database.db, session, freshAge))) {
    throw new AppError('REAUTHENTICATION_REQUIRED', ADMIN_REAUTH_REQUIRED);
  }
  await next();
});

export const freshAdminOnly = [...adminOnly, requireFreshAdmin];
