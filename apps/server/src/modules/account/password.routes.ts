import { createRoute } from '@hono/zod-openapi';
import { setPasswordResultSchema, setPasswordSchema } from '@updately/shared/account-api';
import type { AppEnv } from '../../auth/app-env';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { passwordProblems } from '../../auth/password-policy';
import { sessionHeaders } from '../../auth/session-middleware';
import { auditRequest } from '../../auth/request-context';
import { isRecentlyAuthenticated } from '../../auth/step-up';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { passwordHashOf } from '../../auth/credential-password';

export const HAS_PASSWORD = 'Your account already has a password: change it instead.';
export const CONFIRM_FIRST =
  "For your security, confirm it's you (a code we send you, or your authenticator) before setting a password.";

const route = createRoute({
  method: 'post',
  path: '/api/account/password',
  operationId: 'setPassword',
  tags: ['Account'],
  summary:
    'Set a first password on an account that has none (signed in with a code or Google); needs ' +
    'a session from the last 10 minutes or a re-authentication in that time',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: setPasswordSchema } } },
  },
  responses: {
    200: jsonResponse(setPasswordResultSchema, 'The password is set'),
    400: errorResponse('A weak password'),
    401: errorResponse('Not signed in'),
    403: errorResponse('REAUTHENTICATION_REQUIRED'),
    409: errorResponse('The account has a password already'),
  },
});

export const passwordRoutes = createRouter<AppEnv>().openapi(route, async (c) => {
  const live = liveSession(c);
  const { auth, database } = c.var.deps;
  const { newPassword } = c.req.valid('json');
  if (await passwordHashOf(database.db, live.userId)) throw new AppError('CONFLICT', HAS_PASSWORD);
  const { freshAge } = (await auth.$context).sessionConfig;
  const session = { id: live.sessionId, userId: live.userId, createdAt: live.createdAt };
  if (!(await isRecentlyAuthenticated(database.db, session, freshAge))) {
    throw new AppError('REAUTHENTICATION_REQUIRED', CONFIRM_FIRST);
  }
  const reasons = passwordProblems(newPassword, { email: c.var.user?.email });
  if (reasons.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Password is too weak: ${reasons.join(' ')}`);
  }
  await auth.api.setPassword({ body: { newPassword }, headers: sessionHeaders(c) });
  await auditRequest(c, {
    action: 'user.password_set',
    resourceType: 'USER',
    resourceId: live.userId,
  });
  return c.json({ success: true as const }, 200);
});
