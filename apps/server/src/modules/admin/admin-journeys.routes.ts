import { createRoute, z } from '@hono/zod-openapi';
import {
  ADMIN_JOURNEY_REVEAL_ACTION,
  adminJourneyDetailSchema,
  adminJourneyListSchema,
  adminJourneyRevealSchema,
  adminJourneysQuerySchema,
  REVEALED_JOURNEY_FIELDS,
} from '@updately/shared/admin-journeys-api';
import {
  approvalRequestBodySchema,
  approvalRequestedSchema,
} from '@updately/shared/admin-approvals-api';
import { auditRequest } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  getAdminJourney,
  listAdminJourneys,
  readJourneyPersonalValues,
} from './admin-journeys.service';
import type { AppEnv } from '../../auth/app-env';
import { actorOf } from './admin-context';
import {
  requestSafeJourneyReveal,
  revealSafeJourney,
  safeModeOwner,
} from './admin-safe-journey-reveal';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const idParams = z.object({
  id: z.uuid({ error: 'id must be a UUID' }).openapi({
    param: { name: 'id', in: 'path' },
    example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70',
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/journeys',
  operationId: 'listAdminJourneys',
  tags,
  summary:
    'Every journey, newest first, by type, status and creation time, with company and update counts (personal values masked)',
  middleware: adminOnly,
  request: { query: adminJourneysQuerySchema },
  responses: {
    200: jsonResponse(adminJourneyListSchema, 'One page of journeys'),
    400: errorResponse('Bad filter or cursor'),
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/journeys/{id}',
  operationId: 'getAdminJourney',
  tags,
  summary:
    'One journey with every company it tells and each update request (personal values masked)',
  middleware: adminOnly,
  request: { params: idParams },
  responses: {
    200: jsonResponse(adminJourneyDetailSchema, 'The journey'),
    400: errorResponse('The id is not a UUID'),
    ...denied,
    404: errorResponse('No such journey'),
  },
});

const revealRoute = createRoute({
  method: 'post',
  path: '/api/admin/journeys/{id}/reveal',
  operationId: 'revealAdminJourney',
  tags,
  summary:
    "The journey's personal values in clear (targets, name, owner); the reveal is written to the audit log first",
  middleware: adminOnly,
  request: { params: idParams },
  responses: {
    200: jsonResponse(adminJourneyRevealSchema, 'The values'),
    400: errorResponse('The id is not a UUID'),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      'Not an administrator, or a safe-mode journey without an unused approval of this admin',
    ),
    404: errorResponse('No such journey'),
  },
});

const askSafeRevealRoute = createRoute({
  method: 'post',
  path: '/api/admin/journeys/{id}/safe-reveal-requests',
  operationId: 'requestAdminSafeJourneyReveal',
  tags,
  summary:
    "Ask to see a safe-mode journey's personal values (once): it waits for a second admin's approval",
  middleware: adminOnly,
  request: {
    params: idParams,
    body: {
      required: false,
      content: { 'application/json': { schema: approvalRequestBodySchema } },
    },
  },
  responses: {
    202: jsonResponse(approvalRequestedSchema, 'The request, waiting in Admin › Security'),
    400: errorResponse('Invalid input'),
    ...denied,
    404: errorResponse('No such journey'),
    409: errorResponse('Not in safe mode, or a request about this person is already waiting'),
  },
});

export const adminJourneysRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listAdminJourneys(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(getRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAdminJourney(c.var.deps.database.db, c.req.valid('param').id), 200);
  })
  .openapi(askSafeRevealRoute, async (c) => {
    const { reason } = c.req.valid('json') ?? {};
    const requested = await requestSafeJourneyReveal(actorOf(c), {
      journeyId: c.req.valid('param').id,
      reason,
    });
    return c.json(requested, 202);
  })
  .openapi(revealRoute, async (c) => {
    const { id } = c.req.valid('param');
    c.header('Cache-Control', 'no-store');
    // A safe-mode journey needs a second admin's approval, spent by this reveal (issue 27).
    if ((await safeModeOwner(c.var.deps.database.db, id)).safeMode) {
      return c.json(await revealSafeJourney(actorOf(c), id), 200);
    }
    const revealed = await c.var.deps.database.db.transaction(async (tx) => {
      const revealed = await readJourneyPersonalValues(tx, id);
      // The entry names the fields, never their values: the audit log is read by every admin.
      const fields = REVEALED_JOURNEY_FIELDS.filter((field) => revealed.values[field] !== null);
      const written = await auditRequest(
        c,
        {
          action: ADMIN_JOURNEY_REVEAL_ACTION,
          resourceType: 'JOURNEY',
          resourceId: id,
          metadata: { fields, ownerId: revealed.ownerId },
        },
        tx,
      );
      // No record, no reveal.
      if (!written) throw new AppError('INTERNAL', 'The reveal could not be recorded');
      return revealed;
    });
    c.header('Cache-Control', 'no-store');
    return c.json(
      { journey_id: id, values: revealed.values, revealed_at: new Date().toISOString() },
      200,
    );
  });
