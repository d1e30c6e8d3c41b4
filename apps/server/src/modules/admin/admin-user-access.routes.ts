import { createRoute } from '@hono/zod-openapi';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { actorOf } from './admin-context';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { listFactors, removeFactor, resetMfa } from './admin-factors.service';
import { getUser } from './admin-user-view';
import { revokeSessions } from './admin-users.service';
import { recoveryLink, signInLink } from './admin-links.service';
import {
  factorListSchema,
  factorParamsSchema,
  generatedLinkSchema,
  generateLinkSchema,
  resetMfaResultSchema,
  revokedSessionsSchema,
  userIdParamsSchema,
} from './admin-users.schemas';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const errors = {
  400: errorResponse('Invalid input, or an id that is not a UUID'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
  404: errorResponse('No such user or factor'),
};

const linkRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/links',
  operationId: 'createUserLink',
  tags,
  summary:
    "A link for the admin to pass on: 'sign-in' (one-time, 15 minutes, lands on /dashboard) " +
    "or 'recovery' (set a new password at /reset-password, 1 hour)",
  middleware: freshAdminOnly,
  request: {
    params: userIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: generateLinkSchema } } },
  },
  responses: { 201: jsonResponse(generatedLinkSchema, 'The link'), ...errors },
});

const factorsRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}/factors',
  operationId: 'listUserFactors',
  tags,
  summary: "The user's second factors (never their secrets): TOTP status, backup codes left",
  middleware: adminOnly,
  request: { params: userIdParamsSchema },
  responses: { 200: jsonResponse(factorListSchema, 'The factors'), ...errors },
});

const removeFactorRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}/factors/{factorId}',
  operationId: 'removeUserFactor',
  tags,
  summary: 'Remove a factor, turning two-factor sign-in off for the user',
  middleware: freshAdminOnly,
  request: { params: factorParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errors },
});

const revokeSessionsRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}/sessions',
  operationId: 'revokeUserSessions',
  tags,
  summary: 'Sign the user out everywhere: every session ends and their open tabs sign out',
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema },
  responses: { 200: jsonResponse(revokedSessionsSchema, 'How many sessions ended'), ...errors },
});

const resetMfaRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}/factors',
  operationId: 'resetUserMfa',
  tags,
  summary:
    'Reset MFA: remove every second factor and its backup codes; the password alone signs in ' +
    'until the user enrols again',
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema },
  responses: { 200: jsonResponse(resetMfaResultSchema, 'The user, factors removed'), ...errors },
});

export const adminUserAccessRoutes = createRouter<AppEnv>()
  .openapi(linkRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { auth, mailer, config } = c.var.deps;
    const deps = { auth, mailer, appUrl: config.appUrl, appName: config.APP_NAME };
    const generate = c.req.valid('json').type === 'sign-in' ? signInLink : recoveryLink;
    return c.json(await generate(actorOf(c), deps, id), 201);
  })
  .openapi(factorsRoute, async (c) => {
    const factors = await listFactors(actorOf(c), c.var.deps.auth, c.req.valid('param').id);
    return c.json({ factors }, 200);
  })
  .openapi(revokeSessionsRoute, async (c) => {
    const revoked = await revokeSessions(actorOf(c), c.req.valid('param').id);
    return c.json({ revoked }, 200);
  })
  .openapi(resetMfaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await resetMfa(actorOf(c), id);
    return c.json({ user: await getUser(c.var.deps.database.db, id), removed }, 200);
  })
  .openapi(removeFactorRoute, async (c) => {
    const { id, factorId } = c.req.valid('param');
    await removeFactor(actorOf(c), id, factorId);
    return c.body(null, 204);
  });
