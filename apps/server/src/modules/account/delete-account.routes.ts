import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteAccountResultSchema, deleteAccountSchema } from '@updately/shared/account-api';
import type { AppEnv } from '../../auth/app-env';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { isRecentlyAuthenticated } from '../../auth/step-up';
import { deleteUser } from '../../platform/accounts/delete-user';
import { storageFor } from '../../platform/storage/storage-for';
import { expireSessionCookies } from './auth-cookies';
import {
  REAUTH_ATTEMPTS,
  REAUTH_FAILED_ACTION,
  recentReauthFailures,
  type Reauthentication,
} from './delete-account.service';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { passwordHashOf } from '../../auth/credential-password';

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/account',
  operationId: 'deleteAccount',
  tags: ['Account'],
  summary:
    'Delete my account and every row it owns; needs the typed confirmation and a session from ' +
    'the last 10 minutes, a re-authentication in that time, or the password',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: deleteAccountSchema } } },
  },
  responses: {
    200: jsonResponse(deleteAccountResultSchema, 'Deleted; every session has ended'),
    400: errorResponse('Missing confirmation'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Re-authentication needed: wrong or missing password on an older session'),
    429: errorResponse('Too many wrong passwords'),
  },
});

export const REAUTH_NEEDED =
  "For your security, confirm it's you (your password, or a code we send you) to delete your account.";
export const WRONG_PASSWORD = 'The password is incorrect.';
export const TOO_MANY_ATTEMPTS =
  'Too many wrong passwords. Please try again in 15 minutes, or sign in again.';

export const deleteAccountRoutes = createRouter<AppEnv>().openapi(deleteRoute, async (c) => {
  const { userId } = liveSession(c);
  const { password } = c.req.valid('json');
  const reauthentication = await reauthenticate(c, password);
  const { database, logger, config } = c.var.deps;
  const deps = { db: database.db, storage: storageFor(config), logger };
  const deletion = { actorId: userId, action: 'user.delete', metadata: { reauthentication } };
  if ((await deleteUser(deps, userId, deletion)) === 'missing') {
    throw new AppError('UNAUTHORIZED', 'No user logged in');
  }
  await expireSessionCookies(c);
  return c.json({ success: true as const }, 200);
});

/** A password, when given, must be right; without one the session must be fresh. */
async function reauthenticate(
  c: Context<AppEnv>,
  password: string | undefined,
): Promise<Reauthentication> {
  const { auth, database } = c.var.deps;
  const live = liveSession(c);
  if (password === undefined) {
    const { freshAge } = (await auth.$context).sessionConfig;
    if (Date.now() - live.createdAt.getTime() < freshAge * 1000) return 'fresh_session';
    const session = { id: live.sessionId, userId: live.userId, createdAt: live.createdAt };
    if (await isRecentlyAuthenticated(database.db, session, freshAge)) return 'step_up';
    throw new AppError('FORBIDDEN', REAUTH_NEEDED);
  }
  // better-auth's rate limits do not cover this route, so wrong guesses are counted here.
  if ((await recentReauthFailures(database.db, live.userId)) >= REAUTH_ATTEMPTS.max) {
    throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  }
  // Checked here against the live session's user, never through better-auth with the caller's
  // headers, which could name another session (ADR 0032).
  const hash = await passwordHashOf(database.db, live.userId);
  const context = await auth.$context;
  if (hash && (await context.password.verify({ hash, password }))) return 'password';
  await auditRequest(c, {
    action: REAUTH_FAILED_ACTION,
    resourceType: 'USER',
    resourceId: live.userId,
  });
  throw new AppError('FORBIDDEN', WRONG_PASSWORD);
}
