import { createRoute, z } from '@hono/zod-openapi';
import {
  createJourneySchema,
  journeyDetailSchema,
  journeyListSchema,
  journeySchema,
  updateJourneySchema,
} from '@updately/shared/journeys-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { callerId } from '../../auth/request-context';
import { resourceId } from '../../lib/resource-id';
import { withAddressLine } from '@updately/shared/journeys-api';
import { openJourneyDetails } from '../../platform/crypto/journey-details';
import { journeyAccess, onBehalfOf } from './journey-access';
import { startJourney } from './start-journey';
import { pickValues, toJourney } from './journey-view';
import {
  JOURNEY_NOT_FOUND,
  getJourneyDetail,
  listJourneys,
  updateJourney,
} from './journeys.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journeys'];
const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const unauthorized = errorResponse('Not signed in');
const notFound = errorResponse('No such journey of the caller');
const invalid = errorResponse('Invalid input');

const createJourneyRoute = createRoute({
  method: 'post',
  path: '/api/journeys',
  operationId: 'createJourney',
  tags,
  summary: 'Start a journey (status active); Moving Home then links footprints automatically',
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: createJourneySchema } } },
  },
  responses: {
    201: jsonResponse(journeySchema, 'The created journey'),
    400: invalid,
    401: unauthorized,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/journeys',
  operationId: 'listJourneys',
  tags,
  summary: "The caller's journeys, newest first, with linked footprint and done to-do counts",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(journeyListSchema, 'The journeys'), 401: unauthorized },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}',
  operationId: 'getJourney',
  tags,
  summary: 'A journey with its linked footprints, their brands and to-dos',
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: {
    200: jsonResponse(journeyDetailSchema, 'The journey'),
    401: unauthorized,
    404: notFound,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/journeys/{id}',
  operationId: 'updateJourney',
  tags,
  summary: 'Rename, change targets or moving day, complete or archive a journey',
  middleware: [requireUser] as const,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: updateJourneySchema } } },
  },
  responses: {
    200: jsonResponse(journeySchema, 'The changed journey'),
    400: invalid,
    401: unauthorized,
    404: notFound,
    409: errorResponse('Who the journey is for cannot change once a request was sent'),
  },
});

export const journeysRoutes = createRouter<AppEnv>()
  .openapi(createJourneyRoute, async (c) => {
    const journey = await startJourney(c, callerId(c), c.req.valid('json'));
    return c.json(toJourney(journey, openJourneyDetails(c.var.deps.updates.cipher, journey)), 201);
  })
  .openapi(listRoute, async (c) => {
    const items = await listJourneys(c.var.deps.database.db, callerId(c));
    return c.json({ items }, 200);
  })
  .openapi(getRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const db = c.var.deps.database.db;
    const access = await journeyAccess(db, callerId(c), id, 'view');
    const { cipher } = c.var.deps.updates;
    const detail = await getJourneyDetail(db, access.ownerId, id, cipher, access.journey);
    return c.json({ ...detail, my_role: access.role }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const input = withAddressLine(c.req.valid('json'));
    const cipher = c.var.deps.updates.cipher;
    const db = c.var.deps.database.db;
    // Completing, archiving or reopening the journey stays the owner's; editors edit the rest.
    const need = input.status === undefined ? 'edit' : 'own';
    const access = await journeyAccess(db, callerId(c), id, need);
    const change = await db.transaction(async (tx) => {
      const change = await updateJourney(tx, access.ownerId, id, input, new Date(), cipher);
      const fields = change.changedFields.filter(
        (f) => !['status', 'completed_at', 'details_key_id', 'details_ciphertext'].includes(f),
      );
      // The details are personal (a death, a child): the audit says they changed, not to what.
      const detailsChanged = change.changedFields.includes('details_ciphertext');
      if (fields.length > 0 || detailsChanged) {
        await auditRequest(
          c,
          {
            action: 'journey.update',
            resourceType: 'JOURNEY',
            resourceId: id,
            oldValues: pickValues(change.before, fields),
            newValues: {
              ...pickValues(change.after, fields),
              ...(detailsChanged ? { details: Object.keys(input.details ?? {}) } : {}),
            },
            metadata: onBehalfOf(access),
          },
          tx,
        );
      }
      if (change.before.status !== change.after.status) {
        await auditRequest(
          c,
          {
            action: 'journey.status_change',
            resourceType: 'JOURNEY',
            resourceId: id,
            oldValues: pickValues(change.before, ['status', 'completed_at']),
            newValues: pickValues(change.after, ['status', 'completed_at']),
            metadata: onBehalfOf(access),
          },
          tx,
        );
      }
      return change;
    });
    return c.json(toJourney(change.after, openJourneyDetails(cipher, change.after)), 200);
  });
