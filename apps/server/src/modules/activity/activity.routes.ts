import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { activityListSchema } from '@updately/shared/activity-api';
import { requireUser } from '../../auth/session-middleware';
import { auditLogs } from '../../db/schema';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import type { AppEnv } from '../../auth/app-env';

const route = createRoute({
  method: 'get',
  path: '/api/account/activity',
  operationId: 'listAccountActivity',
  tags: ['Account'],
  summary: "The caller's own recent audit entries, newest first",
  middleware: [requireUser] as const,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }) },
  responses: {
    200: jsonResponse(activityListSchema, 'Recent activity'),
    400: errorResponse('Invalid limit'),
    401: errorResponse('Not signed in'),
  },
});

export const activityRoutes = createRouter<AppEnv>().openapi(route, async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await c.var.deps.database.db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      resource_type: auditLogs.resource_type,
      resource_id: auditLogs.resource_id,
      created_at: auditLogs.created_at,
    })
    .from(auditLogs)
    .where(eq(auditLogs.user_id, c.var.user!.id))
    .orderBy(desc(auditLogs.created_at))
    .limit(limit);
  return c.json(
    { items: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) },
    200,
  );
});
