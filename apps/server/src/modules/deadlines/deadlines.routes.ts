import { createRoute, z } from '@hono/zod-openapi';
import { journeyDeadlineListSchema } from '@updately/shared/deadlines-api';
import type { AppEnv } from '../../auth/app-env';
import { callerId } from '../../auth/request-context';
import { journeyAccess } from '../journeys/journey-access';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { listJourneyDeadlines } from './journey-deadlines.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/deadlines',
  operationId: 'listJourneyDeadlines',
  tags: ['Updates'],
  summary: "The journey's legal deadlines and each company's expected answer date, soonest first",
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(journeyDeadlineListSchema, 'The dates'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such journey of the caller'),
  },
});

export const deadlinesRoutes = createRouter<AppEnv>().openapi(listRoute, async (c) => {
  const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
  const { deps } = c.var;
  const access = await journeyAccess(deps.database.db, callerId(c), journeyId, 'view');
  const items = await listJourneyDeadlines(
    deps.database.db,
    deps.updates.cipher,
    access.ownerId,
    journeyId,
  );
  return c.json({ items }, 200);
});
