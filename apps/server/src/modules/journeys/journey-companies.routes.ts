import { createRoute, z } from '@hono/zod-openapi';
import { addJourneyCompanySchema, journeyCompanySchema } from '@updately/shared/journeys-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest, callerId, callerIp } from '../../auth/request-context';
import { cancelOpenRequestsOfLink } from '../../platform/update-engine/cancel';
import { resourceId } from '../../lib/resource-id';
import { actedBy, journeyAccess, onBehalfOf } from './journey-access';
import {
  JOURNEY_COMPANY_NOT_FOUND,
  addJourneyCompany,
  removeJourneyCompany,
} from './journey-companies.service';
import { JOURNEY_NOT_FOUND } from './journeys.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journeys'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const unauthorized = errorResponse('Not signed in');

const addRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/companies',
  operationId: 'addJourneyCompany',
  tags,
  summary:
    "Add one of the deceased's companies to a Losing a Loved One journey (from the directory or by name)",
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id') }),
    body: { required: true, content: { 'application/json': { schema: addJourneyCompanySchema } } },
  },
  responses: {
    201: jsonResponse(journeyCompanySchema, 'The company, linked to the journey'),
    400: errorResponse('Invalid input, or a journey that does not hold companies of its own'),
    401: unauthorized,
    404: errorResponse('No such journey of the caller, or no such directory brand'),
    409: errorResponse('The company is already on this journey'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/companies/{footprintId}',
  operationId: 'removeJourneyCompany',
  tags,
  summary:
    "Remove one of the journey's own companies (it is deleted, with its open updates cancelled)",
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id'), footprintId: pathParam('footprintId') }) },
  responses: {
    204: { description: 'Removed' },
    400: errorResponse('A journey that does not hold companies of its own'),
    401: unauthorized,
    404: errorResponse('No such company on a journey of the caller'),
  },
});

export const journeyCompaniesRoutes = createRouter<AppEnv>()
  .openapi(addRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const input = c.req.valid('json');
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    const company = await c.var.deps.database.db.transaction(async (tx) => {
      const addedBy = access.role === 'owner' ? null : access.actorId;
      const company = await addJourneyCompany(tx, userId, journeyId, input, addedBy);
      await auditRequest(
        c,
        {
          action: 'journey.footprints_link',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          newValues: {
            footprint_ids: [company.footprint_id],
            brand_id: company.footprint.brand_id,
          },
          metadata: { source: 'journey_company', ...onBehalfOf(access) },
        },
        tx,
      );
      return company;
    });
    return c.json(company, 201);
  })
  .openapi(removeRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_COMPANY_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, JOURNEY_COMPANY_NOT_FOUND);
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    await c.var.deps.database.db.transaction(async (tx) => {
      await cancelOpenRequestsOfLink(
        tx,
        { logger: c.var.logger, jobs: c.var.deps.jobs },
        { userId, journeyId, footprintId },
        {
          ip_address: callerIp(c),
          user_agent: c.req.header('user-agent') ?? null,
          ...actedBy(access),
        },
      );
      const deleted = await removeJourneyCompany(tx, userId, journeyId, footprintId);
      await auditRequest(
        c,
        {
          action: 'journey.footprint_unlink',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { footprint_id: deleted.id, brand_id: deleted.brand_id },
          newValues: null,
          metadata: { source: 'journey_company', ...onBehalfOf(access) },
        },
        tx,
      );
    });
    return c.body(null, 204);
  });
