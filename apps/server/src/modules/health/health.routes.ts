import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { errorBody } from '../../lib/errors';
import type { AppEnv } from '../../auth/app-env';

const healthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  security: [],
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonResponse(healthSchema, 'The server and its database answer'),
    503: errorResponse('The database does not answer'),
  },
});

export const healthRoutes = createRouter<AppEnv>().openapi(route, async (c) => {
  const { database } = c.var.deps;
  try {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  } catch (err) {
    c.var.logger.error({ err }, 'health check failed');
    return c.json(errorBody('SERVICE_UNAVAILABLE', 'Database unavailable'), 503);
  }
});
