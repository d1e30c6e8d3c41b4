import { createRoute, z } from '@hono/zod-openapi';
import { restHookSchema, restHookSubscribeSchema } from '@updately/shared/webhooks-api';
import type { WebhookEventType } from '@updately/shared/webhooks-api';
import type { Context } from 'hono';
import type { AppEnv } from '../../auth/app-env';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { apiKeySecurity, createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  IDEMPOTENCY_KEY_PATTERN,
  requestFingerprint,
  runIdempotently,
  type IdempotentSubject,
} from '../../platform/business/idempotency';
import {
  checkWebhookUrl,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  type WebhookEndpointRow,
} from '../../platform/business/webhook-endpoints';
import { apiCaller, requireApiKey, requireScope } from './api-key-auth';

const tags = ['Business API v1'];
const denied = {
  401: errorResponse('No API key, or one that is unknown or revoked'),
  403: errorResponse('The key lacks the requests:read scope'),
  429: errorResponse('Too many calls with this key; see Retry-After'),
};
const optionalIdempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key: 1 to 255 printable characters')
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header', required: false },
      description:
        'Optional here (iPaaS tools rarely send one): a retry with it gets the hook again, without its secret.',
    }),
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/v1/hooks',
  operationId: 'subscribeRestHook',
  tags,
  security: apiKeySecurity,
  summary: 'Subscribe a target URL to one event (REST hooks, for Zapier, Make and n8n)',
  description:
    'Deliveries are Standard Webhooks messages signed with the `secret` in the answer, shown once.',
  middleware: [requireApiKey, requireScope('requests:read')] as const,
  request: {
    headers: optionalIdempotencyHeader,
    body: {
      required: true,
      content: { 'application/json': { schema: restHookSubscribeSchema } },
    },
  },
  responses: {
    201: jsonResponse(restHookSchema, 'The subscription, with its signing secret'),
    400: errorResponse('Invalid event, or a target URL that is not allowed'),
    ...denied,
    409: errorResponse('A replay of a subscription that was removed since: use a new key'),
    422: errorResponse('The Idempotency-Key was used for a different request'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/api/v1/hooks/{id}',
  operationId: 'unsubscribeRestHook',
  tags,
  security: apiKeySecurity,
  summary: 'Unsubscribe: no more deliveries to the target URL',
  middleware: [requireApiKey, requireScope('requests:read')] as const,
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(restHookSchema, 'The removed subscription'),
    ...denied,
    404: errorResponse('No such subscription of the organisation'),
  },
});

function toRestHook(row: WebhookEndpointRow) {
  return {
    id: row.id,
    target_url: row.url,
    event: row.event_types[0] as WebhookEventType,
  };
}

/** The hook a replayed subscribe made, as it is now; removed since, the key is spent. */
async function subscribedHook(c: Context<AppEnv>, subject: IdempotentSubject) {
  const id = 'webhookEndpointId' in subject ? subject.webhookEndpointId : '';
  const { db } = c.var.deps.database;
  try {
    return toRestHook(
      await findWebhookEndpoint(db, apiCaller(c).organizationId, id, { source: 'rest_hook' }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
    throw new AppError(
      'CONFLICT',
      'The hook this Idempotency-Key subscribed was removed since. Use a new key to subscribe again.',
    );
  }
}

export const restHooksRoutes = createRouter<AppEnv>()
  .openapi(subscribeRoute, async (c) => {
    const caller = apiCaller(c);
    const { deps } = c.var;
    const input = c.req.valid('json');
    const url = checkWebhookUrl(input.target_url, deps.config.WEBHOOK_ALLOW_PRIVATE);
    const subscribe = async (tx: Tx) => {
      const { row, secret } = await createWebhookEndpoint(tx, deps.updates.cipher, {
        organizationId: caller.organizationId,
        url,
        eventTypes: [input.event],
        source: 'rest_hook',
      });
      c.var.logger.info({ endpointId: row.id, apiKey: caller.prefix }, 'rest hook subscribed');
      return { hook: toRestHook(row), secret };
    };
    c.header('Cache-Control', 'no-store');
    const key = c.req.valid('header')['idempotency-key'];
    if (!key) {
      const { hook, secret } = await deps.database.db.transaction(subscribe);
      return c.json({ ...hook, secret }, 201);
    }
    // A replay answers the hook without its secret: it is shown once, and never kept in clear.
    let secret: string | undefined;
    const result = await runIdempotently(
      deps.database.db,
      caller.organizationId,
      key,
      requestFingerprint(c.req.method, c.req.path, input),
      {
        run: async (tx) => {
          const made = await subscribe(tx);
          secret = made.secret;
          return { status: 201, subject: { webhookEndpointId: made.hook.id }, body: made.hook };
        },
        rebuild: ({ subject }) => subscribedHook(c, subject),
      },
    );
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result.replayed ? result.body : { ...result.body, secret }, 201);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const caller = apiCaller(c);
    const { db } = c.var.deps.database;
    const removed = await db.transaction(async (tx) => {
      const row = await findWebhookEndpoint(tx, caller.organizationId, c.req.valid('param').id, {
        source: 'rest_hook',
        lock: true,
      });
      await deleteWebhookEndpoint(tx, row);
      return row;
    });
    c.var.logger.info({ endpointId: removed.id, apiKey: caller.prefix }, 'rest hook removed');
    return c.json(toRestHook(removed), 200);
  });
