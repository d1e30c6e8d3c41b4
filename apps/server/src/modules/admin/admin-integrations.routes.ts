import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  integrationBrandListSchema,
  integrationDetailSchema,
  integrationListQuerySchema,
  testDeliveryInputSchema,
  testDeliveryResultSchema,
  updateChannelSchema,
  updateFieldMappingSchema,
} from '@updately/shared/admin-integrations-api';
import type { AppEnv } from '../../auth/app-env';
import { callerId, callerIp } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { sendTestDelivery } from './admin-integrations-test-delivery';
import {
  getIntegration,
  listIntegrationBrands,
  setBrandChannel,
  setFieldMapping,
  type AuditActor,
} from './admin-integrations.service';

const tags = ['Admin'];
const base = '/api/admin/integrations';
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const notFound = { 404: errorResponse('No such brand') };
const brandParams = z.object({
  brandId: z.uuid({ error: 'brandId must be a UUID' }).openapi({
    param: { name: 'brandId', in: 'path' },
    example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70',
  }),
});
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const detail = (description: string) => jsonResponse(integrationDetailSchema, description);

const listRoute = createRoute({
  method: 'get',
  path: base,
  operationId: 'listBrandIntegrations',
  tags,
  summary: 'Directory brands by name, with the channel each is told through and its claim',
  middleware: adminOnly,
  request: { query: integrationListQuerySchema },
  responses: {
    200: jsonResponse(integrationBrandListSchema, 'One page of brands'),
    400: errorResponse('Invalid filter, cursor or limit'),
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: `${base}/{brandId}`,
  operationId: 'getBrandIntegration',
  tags,
  summary:
    "One brand's channel and settings, its claiming organisation's endpoints with their health and latest deliveries, and its field names",
  middleware: adminOnly,
  request: { params: brandParams },
  responses: {
    200: detail('The brand’s integration'),
    400: errorResponse('brandId is not a UUID'),
    ...denied,
    ...notFound,
  },
});

const channelRoute = createRoute({
  method: 'put',
  path: `${base}/{brandId}/channel`,
  operationId: 'setBrandUpdateChannel',
  tags,
  summary: 'Set how the brand is told of updates: api (with a verified claim), email or manual',
  middleware: adminOnly,
  request: { params: brandParams, body: body(updateChannelSchema) },
  responses: {
    200: detail('The brand’s integration as it is now'),
    400: errorResponse('Invalid channel or address, or email without any address'),
    ...denied,
    ...notFound,
    409: errorResponse('api without a verified business claim to the brand'),
  },
});

const mappingRoute = createRoute({
  method: 'put',
  path: `${base}/{brandId}/mapping`,
  operationId: 'setBrandFieldMapping',
  tags,
  summary: "Set the brand's own names for the fields it receives (null removes one)",
  middleware: adminOnly,
  request: { params: brandParams, body: body(updateFieldMappingSchema) },
  responses: {
    200: detail('The brand’s integration as it is now'),
    400: errorResponse('An unknown field, a name that is not identifier-like, or one name twice'),
    ...denied,
    ...notFound,
  },
});

const testDeliveryRoute = createRoute({
  method: 'post',
  path: `${base}/{brandId}/test-delivery`,
  operationId: 'sendBrandTestDelivery',
  tags,
  summary:
    'Send a signed sample event (no personal data) to one of the claiming organisation’s endpoints and wait for the answer',
  description:
    'Goes through the outbound guard (no private addresses in production), waits 10 s at most, and is logged in the endpoint’s delivery log. The answer shows the exact request (signature headers included, never the secret) and the response.',
  middleware: adminOnly,
  request: { params: brandParams, body: body(testDeliveryInputSchema) },
  responses: {
    200: jsonResponse(testDeliveryResultSchema, 'What was sent and what came back'),
    400: errorResponse('brandId or endpoint_id is not a UUID'),
    ...denied,
    404: errorResponse('No such brand, or no such endpoint of its organisation'),
    409: errorResponse('The brand has no verified claim, or the endpoint is switched off'),
  },
});

function actor(c: Context<AppEnv>): AuditActor {
  return {
    adminId: callerId(c),
    ipAddress: callerIp(c),
    userAgent: c.req.header('user-agent') ?? null,
    logger: c.var.logger,
  };
}

export const adminIntegrationsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listIntegrationBrands(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(getRoute, async (c) =>
    c.json(await getIntegration(c.var.deps.database.db, c.req.valid('param').brandId), 200),
  )
  .openapi(channelRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { brandId } = c.req.valid('param');
    const input = c.req.valid('json');
    await db.transaction((tx) => setBrandChannel(tx, actor(c), brandId, input));
    return c.json(await getIntegration(db, brandId), 200);
  })
  .openapi(mappingRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { brandId } = c.req.valid('param');
    const input = c.req.valid('json');
    await db.transaction((tx) => setFieldMapping(tx, actor(c), brandId, input));
    return c.json(await getIntegration(db, brandId), 200);
  })
  .openapi(testDeliveryRoute, async (c) => {
    const { deps } = c.var;
    const result = await sendTestDelivery(
      {
        db: deps.database.db,
        cipher: deps.updates.cipher,
        appName: deps.config.APP_NAME,
        allowPrivateNetworks: deps.config.WEBHOOK_ALLOW_PRIVATE,
      },
      actor(c),
      c.req.valid('param').brandId,
      c.req.valid('json').endpoint_id,
    );
    c.header('Cache-Control', 'no-store');
    return c.json(result, 200);
  });
