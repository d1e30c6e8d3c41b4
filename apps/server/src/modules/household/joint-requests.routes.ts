import { createRoute, z } from '@hono/zod-openapi';
import { declineJointRequestSchema, jointRequestListSchema } from '@updately/shared/household-api';
import { UPDATE_CONSENT_VERSION } from '@updately/shared/updates-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId, callerIp } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { journeyAccess } from '../journeys/journey-access';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import {
  JOINT_REQUEST_NOT_FOUND,
  approveJointRequest,
  declineJointRequest,
  listJointRequestsFor,
} from './joint-requests';

const tags = ['Household'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const unauthorized = errorResponse('Not signed in');
const notHolder = errorResponse('No such joint request waiting for the caller');
const notWaiting = errorResponse('The request no longer waits for approval, or was approved');

const listRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/joint-requests',
  operationId: 'listJointRequests',
  tags,
  summary:
    "On a household member's own journey: the household's joint accounts waiting for their approval",
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id') }) },
  responses: {
    200: jsonResponse(jointRequestListSchema, 'The joint requests waiting for the caller'),
    401: unauthorized,
    404: errorResponse('No such journey of the caller'),
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/household/joint-requests/{requestId}/approve',
  operationId: 'approveJointRequest',
  tags,
  summary:
    'The joint holder approves (their own consent); when every holder has, the request is sent',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ requestId: pathParam('requestId') }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            consent_version: z.literal(UPDATE_CONSENT_VERSION, {
              error: `Approve the current consent (version ${UPDATE_CONSENT_VERSION}).`,
            }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(z.object({ released: z.boolean() }), 'Approved; `released` once it goes'),
    400: errorResponse('Invalid input'),
    401: unauthorized,
    404: notHolder,
    409: notWaiting,
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/api/household/joint-requests/{requestId}/decline',
  operationId: 'declineJointRequest',
  tags,
  summary: 'The joint holder declines: the request is cancelled with their reason',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ requestId: pathParam('requestId') }),
    body: {
      required: true,
      content: { 'application/json': { schema: declineJointRequestSchema } },
    },
  },
  responses: {
    204: { description: 'Declined: the request is cancelled' },
    400: errorResponse('Invalid input'),
    401: unauthorized,
    404: notHolder,
    409: notWaiting,
  },
});

const actionContext = (c: Parameters<typeof callerIp>[0]) => ({
  logger: c.var.logger,
  jobs: c.var.deps.jobs,
  ipAddress: callerIp(c),
  userAgent: c.req.header('user-agent') ?? null,
});

export const jointRequestsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const userId = callerId(c);
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { db } = c.var.deps.database;
    await journeyAccess(db, userId, journeyId, 'own');
    return c.json({ items: await listJointRequestsFor(db, userId, journeyId) }, 200);
  })
  .openapi(approveRoute, async (c) => {
    const userId = callerId(c);
    const requestId = resourceId(c.req.valid('param').requestId, JOINT_REQUEST_NOT_FOUND);
    const { consent_version } = c.req.valid('json');
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const result = await approveJointRequest(
        tx,
        { ...actionContext(c), consentVersion: consent_version },
        requestId,
        userId,
      );
      await auditRequest(
        c,
        {
          action: 'update_request.joint_approved',
          resourceType: 'UPDATE_REQUEST',
          resourceId: requestId,
          newValues: { released: result.released },
        },
        tx,
      );
      return result;
    });
    return c.json(result, 200);
  })
  .openapi(declineRoute, async (c) => {
    const userId = callerId(c);
    const requestId = resourceId(c.req.valid('param').requestId, JOINT_REQUEST_NOT_FOUND);
    const { reason } = c.req.valid('json');
    await c.var.deps.database.db.transaction(async (tx) => {
      await declineJointRequest(tx, actionContext(c), requestId, userId, reason);
      await auditRequest(
        c,
        {
          action: 'update_request.joint_declined',
          resourceType: 'UPDATE_REQUEST',
          resourceId: requestId,
          newValues: { status: 'cancelled' },
        },
        tx,
      );
    });
    return c.body(null, 204);
  });
