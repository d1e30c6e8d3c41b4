import { createRoute, z } from '@hono/zod-openapi';
import {
  journeyFootprintSchema,
  linkFootprintsResultSchema,
  linkFootprintsSchema,
  updateJourneyFootprintSchema,
} from '@updately/shared/journeys-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest, callerId, callerIp } from '../../auth/request-context';
import { actedBy, journeyAccess, onBehalfOf } from './journey-access';
import { cancelOpenRequestsOfLink } from '../../platform/update-engine/cancel';
import { resourceId } from '../../lib/resource-id';
import {
  JOURNEY_FOOTPRINT_NOT_FOUND,
  linkFootprints,
  unlinkFootprint,
  updateJourneyFootprint,
} from './journey-footprints.service';
import { pickValues, toJourneyFootprint } from './journey-view';
import { JOURNEY_NOT_FOUND } from './journeys.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journeys'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const journeyParams = z.object({ id: pathParam('id') });
const linkParams = z.object({ id: pathParam('id'), footprintId: pathParam('footprintId') });
const unauthorized = errorResponse('Not signed in');
const invalid = errorResponse('Invalid input');
const LINK_FIELDS = ['priority_level', 'fields_to_update', 'completed_at'] as const;

const linkRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/footprints',
  operationId: 'linkJourneyFootprints',
  tags,
  summary: "Link the caller's footprints to the journey (standard priority, address only)",
  middleware: [requireUser] as const,
  request: {
    params: journeyParams,
    body: { required: true, content: { 'application/json': { schema: linkFootprintsSchema } } },
  },
  responses: {
    201: jsonResponse(linkFootprintsResultSchema, 'Footprints linked'),
    200: jsonResponse(linkFootprintsResultSchema, 'Every footprint was already linked'),
    400: invalid,
    401: unauthorized,
    404: errorResponse('No such journey, or a footprint that is not the caller’s'),
  },
});

const updateLinkRoute = createRoute({
  method: 'patch',
  path: '/api/journeys/{id}/footprints/{footprintId}',
  operationId: 'updateJourneyFootprint',
  tags,
  summary: 'Change a linked footprint’s priority and fields to update, or mark its to-do done',
  middleware: [requireUser] as const,
  request: {
    params: linkParams,
    body: {
      required: true,
      content: { 'application/json': { schema: updateJourneyFootprintSchema } },
    },
  },
  responses: {
    200: jsonResponse(journeyFootprintSchema, 'The changed link'),
    400: invalid,
    401: unauthorized,
    404: errorResponse('No such linked footprint on a journey of the caller'),
  },
});

const unlinkRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/footprints/{footprintId}',
  operationId: 'unlinkJourneyFootprint',
  tags,
  summary: 'Remove a footprint from the journey (the footprint itself stays)',
  middleware: [requireUser] as const,
  request: { params: linkParams },
  responses: {
    204: { description: 'Unlinked' },
    401: unauthorized,
    404: errorResponse('No such linked footprint on a journey of the caller'),
  },
});

export const journeyFootprintsRoutes = createRouter<AppEnv>()
  .openapi(linkRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    const { footprintIds } = c.req.valid('json');
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const addedBy = access.role === 'owner' ? null : access.actorId;
      const result = await linkFootprints(tx, userId, journeyId, footprintIds, addedBy);
      if (result.added.length > 0) {
        await auditRequest(
          c,
          {
            action: 'journey.footprints_link',
            resourceType: 'JOURNEY',
            resourceId: journeyId,
            newValues: { footprint_ids: result.added.map((row) => row.footprint_id) },
            metadata: { source: 'user', ...onBehalfOf(access) },
          },
          tx,
        );
      }
      return result;
    });
    const body = {
      added: result.added.map(toJourneyFootprint),
      skippedFootprintIds: result.skippedFootprintIds,
    };
    return result.added.length > 0 ? c.json(body, 201) : c.json(body, 200);
  })
  .openapi(updateLinkRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_FOOTPRINT_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, JOURNEY_FOOTPRINT_NOT_FOUND);
    const input = c.req.valid('json');
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    const change = await c.var.deps.database.db.transaction(async (tx) => {
      const change = await updateJourneyFootprint(
        tx,
        userId,
        journeyId,
        footprintId,
        input,
        new Date(),
      );
      await auditRequest(
        c,
        {
          action: 'journey.footprint_update',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: pickValues(change.before, LINK_FIELDS),
          newValues: pickValues(change.after, LINK_FIELDS),
          metadata: { footprint_id: footprintId, ...onBehalfOf(access) },
        },
        tx,
      );
      return change;
    });
    return c.json(toJourneyFootprint(change.after), 200);
  })
  .openapi(unlinkRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_FOOTPRINT_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, JOURNEY_FOOTPRINT_NOT_FOUND);
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    await c.var.deps.database.db.transaction(async (tx) => {
      const deleted = await unlinkFootprint(tx, userId, journeyId, footprintId);
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
      await auditRequest(
        c,
        {
          action: 'journey.footprint_unlink',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { footprint_id: deleted.footprint_id, ...pickValues(deleted, LINK_FIELDS) },
          newValues: null,
          metadata: onBehalfOf(access),
        },
        tx,
      );
    });
    return c.body(null, 204);
  });
