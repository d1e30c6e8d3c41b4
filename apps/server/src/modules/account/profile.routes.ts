import { createRoute } from '@hono/zod-openapi';
import { accountProfileSchema, updateProfileSchema } from '@updately/shared/account-api';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { notifyUserSql } from '../../platform/realtime/realtime-hub';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { getAccountProfile, updateNames } from './profile.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Account'];

const getRoute = createRoute({
  method: 'get',
  path: '/api/account/profile',
  operationId: 'getProfile',
  tags,
  summary: "The caller's profile with their email",
  middleware: [requireLiveSession] as const,
  responses: {
    200: jsonResponse(accountProfileSchema, 'The profile'),
    401: errorResponse('Not signed in'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/account/profile',
  operationId: 'updateProfile',
  tags,
  summary: 'Change first and last name (the account name follows)',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: updateProfileSchema } } },
  },
  responses: {
    200: jsonResponse(accountProfileSchema, 'The changed profile'),
    400: errorResponse('Invalid names'),
    401: errorResponse('Not signed in'),
  },
});

export const profileRoutes = createRouter<AppEnv>()
  .openapi(getRoute, async (c) => {
    return c.json(await getAccountProfile(c.var.deps.database.db, liveSession(c).userId), 200);
  })
  .openapi(updateRoute, async (c) => {
    const { userId } = liveSession(c);
    const db = c.var.deps.database.db;
    await ensureProfile(db, userId);
    const change = await db.transaction(async (tx) => {
      const change = await updateNames(tx, userId, c.req.valid('json'));
      await auditRequest(
        c,
        {
          action: 'user.profile_update',
          resourceType: 'USER',
          resourceId: userId,
          oldValues: change.before,
          newValues: change.after,
        },
        tx,
      );
      await tx.execute(notifyUserSql(userId, { type: 'profile_updated' }));
      return change;
    });
    return c.json(change.profile, 200);
  });
