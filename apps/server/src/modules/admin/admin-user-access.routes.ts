import { createRoute } from '@hono/zod-openapi';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { actorOf } from './admin-context';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import {
  approvalRequestBodySchema,
  approvalRequestedSchema,
} from '@updately/shared/admin-approvals-api';
import { needsSecondAdmin, requestApproval } from './admin-approvals.service';
import { assertFactorOf, listFactors, removeFactor, resetMfa } from './admin-factors.service';
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
/** An action on another admin's security waits for a second admin (ADR 0035). */
const waits = {
  202: jsonResponse(
    approvalRequestedSchema,
    'The user is another admin: nothing is done yet; the request waits in Admin › Security for ' +
      'a second admin to approve it',
  ),
  409: errorResponse('The same request for this admin is already waiting'),
};
const optionalReason = {
  required: false,
  content: { 'application/json': { schema: approvalRequestBodySchema } },
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
  responses: { 201: jsonResponse(generatedLinkSchema, 'The link'), ...waits, ...errors },
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
  summary:
    'Remove a factor, turning two-factor sign-in off for the user (for another admin: a request ' +
    'to reset their MFA, for a second admin to approve)',
  middleware: freshAdminOnly,
  request: { params: factorParamsSchema, body: optionalReason },
  responses: { 204: { description: 'Removed' }, ...waits, ...errors },
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
    'until the user enrols again (for another admin: a request for a second admin to approve)',
  middleware: freshAdminOnly,
  request: { params: userIdParamsSchema, body: optionalReason },
  responses: {
    200: jsonResponse(resetMfaResultSchema, 'The user, factors removed'),
    ...waits,
    ...errors,
  },
});

export const adminUserAccessRoutes = createRouter<AppEnv>()
  .openapi(linkRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { type, reason } = c.req.valid('json');
    const actor = actorOf(c);
    if (await needsSecondAdmin(actor, id)) {
      const action = type === 'sign-in' ? 'sign_in_link' : 'recovery_link';
      return c.json(await requestApproval(actor, { action, targetId: id, reason }), 202);
    }
    const { auth, mailer, config } = c.var.deps;
    const deps = { auth, mailer, appUrl: config.appUrl, appName: config.APP_NAME };
    const generate = type === 'sign-in' ? signInLink : recoveryLink;
    return c.json(await generate(actor, deps, id), 201);
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
    const actor = actorOf(c);
    if (await needsSecondAdmin(actor, id)) {
      const { reason } = c.req.valid('json') ?? {};
      return c.json(
        await requestApproval(actor, { action: 'mfa_reset', targetId: id, reason }),
        202,
      );
    }
    const removed = await resetMfa(actor, id);
    return c.json({ user: await getUser(c.var.deps.database.db, id), removed }, 200);
  })
  .openapi(removeFactorRoute, async (c) => {
    const { id, factorId } = c.req.valid('param');
    const actor = actorOf(c);
    if (await needsSecondAdmin(actor, id)) {
      // Removing an admin's factor turns their MFA off: it is a reset, and waits like one.
      await assertFactorOf(actor.db, id, factorId);
      const { reason } = c.req.valid('json') ?? {};
      return c.json(
        await requestApproval(actor, { action: 'mfa_reset', targetId: id, reason }),
        202,
      );
    }
    await removeFactor(actor, id, factorId);
    return c.body(null, 204);
  });
