import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { errorBody } from '../../lib/errors';
import type { AppEnv } from '../../auth/app-env';
import { LIVENESS_PATH } from './liveness';

const healthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .openapi('Health');

const liveSchema = z.object({ status: z.literal('ok') }).openapi('Liveness');

const liveRoute = createRoute({
  method: 'get',
  path: LIVENESS_PATH,
  operationId: 'getLiveness',
  security: [],
  tags: ['System'],
  summary: 'Liveness: the process answers (touches nothing, not even the database)',
  responses: {
    200: jsonResponse(liveSchema, 'The process is up'),
    // The 4xx every operation documents: only an unknown method can reach it.
    404: errorResponse('No such route'),
  },
});

const route = createRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  security: [],
  tags: ['System'],
  summary: 'Readiness: the server and its database answer',
  responses: {
    200: jsonResponse(healthSchema, 'The server and its database answer'),
    503: errorResponse('The database does not answer'),
  },
});

export const healthRoutes = createRouter<AppEnv>()
  // The running server answers this before the app (liveness.ts); this is the same answer for
  // in-process callers (tests, app.request).
  .openapi(liveRoute, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  })
  .openapi(route, async (c) => {
    const { database } = c.var.deps;
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: database.kind }, 200);
    } catch (err) {
      c.var.logger.error({ err }, 'health check failed');
      return c.json(errorBody('SERVICE_UNAVAILABLE', 'Database unavailable'), 503);
    }
  });
