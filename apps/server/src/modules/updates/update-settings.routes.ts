import { createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { notificationSettingsSchema, updateConsentListSchema } from '@updately/shared/updates-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { profiles, updateConsents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';

const tags = ['Updates'];
const unauthorized = errorResponse('Not signed in');

const consentsRoute = createRoute({
  method: 'get',
  path: '/api/account/update-consents',
  operationId: 'listUpdateConsents',
  tags,
  summary: 'Every approval to send details to a company, newest first (Privacy & Security)',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(updateConsentListSchema, 'The records'), 401: unauthorized },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/account/notifications',
  operationId: 'getNotificationSettings',
  tags,
  summary: 'Whether the daily summary of update changes is emailed',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(notificationSettingsSchema, 'The settings'), 401: unauthorized },
});

const putSettingsRoute = createRoute({
  method: 'put',
  path: '/api/account/notifications',
  operationId: 'updateNotificationSettings',
  tags,
  summary: 'Turn the daily summary of update changes on or off',
  middleware: [requireUser] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: notificationSettingsSchema } },
    },
  },
  responses: {
    200: jsonResponse(notificationSettingsSchema, 'The settings'),
    400: errorResponse('Invalid input'),
    401: unauthorized,
  },
});

export const updateSettingsRoutes = createRouter<AppEnv>()
  .openapi(consentsRoute, async (c) => {
    const rows = await c.var.deps.database.db
      .select()
      .from(updateConsents)
      .where(eq(updateConsents.user_id, callerId(c)))
      .orderBy(desc(updateConsents.created_at), desc(updateConsents.id))
      .limit(1000);
    return c.json(
      { items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) },
      200,
    );
  })
  .openapi(getSettingsRoute, async (c) => {
    const [row] = await c.var.deps.database.db
      .select({ update_digest: profiles.update_digest })
      .from(profiles)
      .where(eq(profiles.user_id, callerId(c)));
    return c.json({ update_digest: row?.update_digest ?? true }, 200);
  })
  .openapi(putSettingsRoute, async (c) => {
    const userId = callerId(c);
    const { update_digest } = c.req.valid('json');
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ update_digest: profiles.update_digest })
        .from(profiles)
        .where(eq(profiles.user_id, userId))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'Profile not found');
      await tx.update(profiles).set({ update_digest }).where(eq(profiles.user_id, userId));
      if (before.update_digest !== update_digest) {
        await auditRequest(
          c,
          {
            action: 'user.notifications_update',
            resourceType: 'USER',
            resourceId: userId,
            oldValues: before,
            newValues: { update_digest },
          },
          tx,
        );
      }
      return { update_digest };
    });
    return c.json(result, 200);
  });
