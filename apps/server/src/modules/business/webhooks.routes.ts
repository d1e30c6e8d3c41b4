import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookQueuedSchema,
} from '@updately/shared/webhooks-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { MANAGER_ROLES, requireMembership } from '../../platform/business/organization-access';
import { membership } from './membership';
import {
  findWebhookDelivery,
  listWebhookDeliveries,
  nextAttemptNumber,
  type WebhookPayload,
} from '../../platform/business/webhook-deliveries';
import {
  checkWebhookUrl,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  toWebhookEndpoint,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
} from '../../platform/business/webhook-endpoints';
import { enqueueWebhookJob, newWebhookMessageId } from '../../platform/business/webhook-events';

const tags = ['Business portal'];
const base = '/api/business/organizations/{orgId}/webhooks';
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const orgParams = z.object({ orgId: pathParam('orgId') });
const endpointParams = orgParams.extend({ endpointId: pathParam('endpointId') });
const deliveryParams = endpointParams.extend({ deliveryId: pathParam('deliveryId') });
const deliveryQuery = z.object({
  cursor: z
    .string()
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' } }),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit: at least 1')
    .max(100, 'limit: at most 100')
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' } }),
});
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const unauthorized = { 401: errorResponse('Not signed in') };
const managersOnly = { 403: errorResponse('Only an owner or admin of the organisation') };
const invalid = { 400: errorResponse('Invalid input, or an address that is not allowed') };
const noEndpoint = { 404: errorResponse('No such organisation of yours, or no such endpoint') };
const switchedOff = { 409: errorResponse('The endpoint is switched off: switch it on first') };

const listRoute = createRoute({
  method: 'get',
  path: base,
  operationId: 'listWebhookEndpoints',
  tags,
  summary: "The organisation's webhook endpoints (secrets only as a hint)",
  middleware: [requireUser] as const,
  request: { params: orgParams },
  responses: {
    200: jsonResponse(webhookEndpointListSchema, 'Endpoints, newest first'),
    ...unauthorized,
    404: errorResponse('No such organisation of yours'),
  },
});

const createEndpointRoute = createRoute({
  method: 'post',
  path: base,
  operationId: 'createWebhookEndpoint',
  tags,
  summary: 'Add an endpoint: the answer holds its signing secret, the only time it is shown',
  middleware: [requireUser] as const,
  request: { params: orgParams, body: body(createWebhookEndpointSchema) },
  responses: {
    201: jsonResponse(webhookEndpointWithSecretSchema, 'The endpoint and its secret'),
    ...invalid,
    ...unauthorized,
    ...managersOnly,
    404: errorResponse('No such organisation of yours'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: `${base}/{endpointId}`,
  operationId: 'updateWebhookEndpoint',
  tags,
  summary: 'Change the address or events, or switch the endpoint off or on',
  description: 'Switching it on again clears the reason it was switched off and its failures.',
  middleware: [requireUser] as const,
  request: { params: endpointParams, body: body(updateWebhookEndpointSchema) },
  responses: {
    200: jsonResponse(webhookEndpointSchema, 'The endpoint as it is now'),
    ...invalid,
    ...unauthorized,
    ...managersOnly,
    ...noEndpoint,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${base}/{endpointId}`,
  operationId: 'deleteWebhookEndpoint',
  tags,
  summary: 'Remove an endpoint and its delivery log',
  middleware: [requireUser] as const,
  request: { params: endpointParams },
  responses: {
    200: jsonResponse(webhookEndpointSchema, 'The removed endpoint'),
    ...unauthorized,
    ...managersOnly,
    ...noEndpoint,
  },
});

const rotateRoute = createRoute({
  method: 'post',
  path: `${base}/{endpointId}/rotate-secret`,
  operationId: 'rotateWebhookSecret',
  tags,
  summary: 'A new signing secret, shown once; the old one keeps signing for 24 hours',
  middleware: [requireUser] as const,
  request: { params: endpointParams },
  responses: {
    200: jsonResponse(webhookEndpointWithSecretSchema, 'The endpoint and its new secret'),
    ...unauthorized,
    ...managersOnly,
    ...noEndpoint,
  },
});

const testRoute = createRoute({
  method: 'post',
  path: `${base}/{endpointId}/test`,
  operationId: 'sendWebhookTestEvent',
  tags,
  summary: `Send a ${WEBHOOK_TEST_EVENT} event; its attempts show in the delivery log`,
  middleware: [requireUser] as const,
  request: { params: endpointParams },
  responses: {
    202: jsonResponse(webhookQueuedSchema, 'Queued: the message id it is sent with'),
    ...unauthorized,
    ...managersOnly,
    ...noEndpoint,
    ...switchedOff,
  },
});

const deliveriesRoute = createRoute({
  method: 'get',
  path: `${base}/{endpointId}/deliveries`,
  operationId: 'listWebhookDeliveries',
  tags,
  summary: "The endpoint's delivery log, newest first, a page at a time",
  middleware: [requireUser] as const,
  request: { params: endpointParams, query: deliveryQuery },
  responses: {
    200: jsonResponse(webhookDeliveryListSchema, 'One page of attempts'),
    400: errorResponse('Invalid cursor or limit'),
    ...unauthorized,
    ...noEndpoint,
  },
});

const replayRoute = createRoute({
  method: 'post',
  path: `${base}/{endpointId}/deliveries/{deliveryId}/replay`,
  operationId: 'replayWebhookDelivery',
  tags,
  summary: 'Send the event of a delivery again, with the same message id, retried as usual',
  middleware: [requireUser] as const,
  request: { params: deliveryParams },
  responses: {
    202: jsonResponse(webhookQueuedSchema, 'Queued: the message id it is sent with'),
    ...unauthorized,
    ...managersOnly,
    404: errorResponse('No such organisation of yours, endpoint or delivery'),
    ...switchedOff,
  },
});

/** The caller's organisation (managers only for `write`) and its endpoint, locked for a change. */
async function endpointOf(
  c: Context<AppEnv>,
  db: Db,
  params: { orgId: string; endpointId: string },
  write: boolean,
): Promise<WebhookEndpointRow> {
  // `db` may be the caller's transaction: read the membership in it (PGlite has one connection).
  const roles = write ? MANAGER_ROLES : undefined;
  const { organizationId } = await requireMembership(db, callerId(c), params.orgId, roles);
  return findWebhookEndpoint(db, organizationId, params.endpointId, { lock: write });
}

function audit(c: Context<AppEnv>, tx: Tx, action: string, endpoint: WebhookEndpointRow) {
  return auditRequest(
    c,
    {
      action: `webhook_endpoint.${action}`,
      resourceType: 'ORGANIZATION',
      resourceId: endpoint.organization_id,
      metadata: { endpoint_id: endpoint.id },
    },
    tx,
  );
}

export const webhooksRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { organizationId } = await membership(c);
    const rows = await listWebhookEndpoints(db, organizationId);
    return c.json({ items: rows.map((row) => toWebhookEndpoint(deps.updates.cipher, row)) }, 200);
  })
  .openapi(createEndpointRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const input = c.req.valid('json');
    const url = checkWebhookUrl(input.url, deps.config.WEBHOOK_ALLOW_PRIVATE);
    const created = await db.transaction(async (tx) => {
      const made = await createWebhookEndpoint(tx, deps.updates.cipher, {
        organizationId,
        url,
        eventTypes: input.event_types,
        source: 'portal',
      });
      await audit(c, tx, 'created', made.row);
      return made;
    });
    c.header('Cache-Control', 'no-store');
    const endpoint = toWebhookEndpoint(deps.updates.cipher, created.row);
    return c.json({ ...endpoint, secret: created.secret }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { deps } = c.var;
    const input = c.req.valid('json');
    const updated = await deps.database.db.transaction(async (tx) => {
      const row = await endpointOf(c, tx, c.req.valid('param'), true);
      const url =
        input.url === undefined
          ? undefined
          : checkWebhookUrl(input.url, deps.config.WEBHOOK_ALLOW_PRIVATE);
      const changed = await updateWebhookEndpoint(tx, row, { ...input, url });
      await audit(c, tx, 'updated', changed);
      return changed;
    });
    return c.json(toWebhookEndpoint(deps.updates.cipher, updated), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { deps } = c.var;
    const removed = await deps.database.db.transaction(async (tx) => {
      const row = await endpointOf(c, tx, c.req.valid('param'), true);
      await deleteWebhookEndpoint(tx, row);
      await audit(c, tx, 'deleted', row);
      return row;
    });
    return c.json(toWebhookEndpoint(deps.updates.cipher, removed), 200);
  })
  .openapi(rotateRoute, async (c) => {
    const { deps } = c.var;
    const rotated = await deps.database.db.transaction(async (tx) => {
      const row = await endpointOf(c, tx, c.req.valid('param'), true);
      const next = await rotateWebhookSecret(tx, deps.updates.cipher, row);
      await audit(c, tx, 'secret_rotated', next.row);
      return next;
    });
    c.header('Cache-Control', 'no-store');
    const endpoint = toWebhookEndpoint(deps.updates.cipher, rotated.row);
    return c.json({ ...endpoint, secret: rotated.secret }, 200);
  })
  .openapi(testRoute, async (c) => {
    const { deps } = c.var;
    const messageId = newWebhookMessageId();
    await deps.database.db.transaction(async (tx) => {
      const row = await endpointOf(c, tx, c.req.valid('param'), true);
      if (!row.enabled) throw switchedOffError();
      await enqueueWebhookJob(deps.jobs, tx, {
        endpointId: row.id,
        messageId,
        eventType: WEBHOOK_TEST_EVENT,
        occurredAt: new Date().toISOString(),
        data: {
          endpoint_id: row.id,
          message: `A test event from ${deps.config.APP_NAME}: your endpoint receives and verifies webhooks.`,
        },
        attempt: 1,
        firstAttempt: 1,
      });
      await audit(c, tx, 'test_sent', row);
    });
    return c.json({ message_id: messageId }, 202);
  })
  .openapi(deliveriesRoute, async (c) => {
    const { db } = c.var.deps.database;
    const row = await endpointOf(c, db, c.req.valid('param'), false);
    return c.json(await listWebhookDeliveries(db, row.id, c.req.valid('query')), 200);
  })
  .openapi(replayRoute, async (c) => {
    const { deps } = c.var;
    const params = c.req.valid('param');
    const messageId = await deps.database.db.transaction(async (tx) => {
      const row = await endpointOf(c, tx, params, true);
      const delivery = await findWebhookDelivery(tx, row.id, params.deliveryId);
      if (!row.enabled) throw switchedOffError();
      // Numbered after every attempt so far: the log keeps the earlier chain as it was.
      const attempt = await nextAttemptNumber(tx, row.id, delivery.message_id);
      const payload = delivery.payload as WebhookPayload;
      await enqueueWebhookJob(deps.jobs, tx, {
        endpointId: row.id,
        messageId: delivery.message_id,
        eventType: delivery.event_type,
        occurredAt: payload.timestamp,
        data: payload.data,
        attempt,
        firstAttempt: attempt,
      });
      await audit(c, tx, 'delivery_replayed', row);
      return delivery.message_id;
    });
    return c.json({ message_id: messageId }, 202);
  });

function switchedOffError() {
  return new AppError('CONFLICT', 'The endpoint is switched off: switch it on first.');
}
