import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  apiKeyListSchema,
  apiKeySchema,
  businessSummarySchema,
  businessRequestDetailSchema,
  businessRequestListSchema,
  businessRequestQuerySchema,
  confirmRequestSchema,
  createApiKeySchema,
  createdApiKeySchema,
  integrationKindsSchema,
  updateIntegrationKindsSchema,
  ORGANIZATION_ROLES,
  usageSchema,
} from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { members, organizations } from '../../db/schema';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { createApiKey, listApiKeys, revokeApiKey } from '../../platform/business/api-keys';
import {
  answerBusinessRequest,
  getBusinessRequest,
  listBusinessRequests,
} from '../../platform/business/business-requests';
import { businessSummary } from '../../platform/business/business-summary';
import {
  getIntegrationKinds,
  setIntegrationKinds,
} from '../../platform/business/integration-kinds';
import { MANAGER_ROLES } from '../../platform/business/organization-access';
import { membership } from './membership';
import { currentMonth, monthlyUsage, monthlyUsageCsv } from '../../platform/business/usage-report';
import { billingOf, requestDetailContext } from './business-context';

const tags = ['Business portal'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const orgParams = z.object({ orgId: pathParam('orgId') });
const keyParams = orgParams.extend({ keyId: pathParam('keyId') });
const requestParams = orgParams.extend({ id: pathParam('id') });
const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: a month such as 2026-11')
    .optional()
    .openapi({ param: { name: 'month', in: 'query' } }),
});
const body = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const unauthorized = { 401: errorResponse('Not signed in') };
const noOrg = { 404: errorResponse('No such organisation of yours') };
const managersOnly = { 403: errorResponse('Only an owner or admin of the organisation') };
const invalid = { 400: errorResponse('Invalid input') };

export const organizationListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      role: z.enum(ORGANIZATION_ROLES),
    }),
  ),
});

const listOrganizationsRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations',
  operationId: 'listMyOrganizations',
  tags,
  summary: 'The organisations the caller belongs to, with their role in each',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(organizationListSchema, 'Memberships'), ...unauthorized },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/summary',
  operationId: 'getBusinessSummary',
  tags,
  summary: "Pending requests, confirmation rate, median time to confirm and this month's usage",
  middleware: [requireUser] as const,
  request: { params: orgParams },
  responses: { 200: jsonResponse(businessSummarySchema, 'The figures'), ...unauthorized, ...noOrg },
});

const listKeysRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/api-keys',
  operationId: 'listApiKeys',
  tags,
  summary: "The organisation's API keys (prefix only: keys are stored hashed)",
  middleware: [requireUser] as const,
  request: { params: orgParams },
  responses: {
    200: jsonResponse(apiKeyListSchema, 'Keys'),
    ...unauthorized,
    ...managersOnly,
    ...noOrg,
  },
});

const createKeyRoute = createRoute({
  method: 'post',
  path: '/api/business/organizations/{orgId}/api-keys',
  operationId: 'createApiKey',
  tags,
  summary: 'Create an API key: the answer is the only time it is shown',
  middleware: [requireUser] as const,
  request: { params: orgParams, body: body(createApiKeySchema) },
  responses: {
    201: jsonResponse(createdApiKeySchema, 'The key, shown once'),
    ...invalid,
    ...unauthorized,
    ...managersOnly,
    ...noOrg,
  },
});

const revokeKeyRoute = createRoute({
  method: 'delete',
  path: '/api/business/organizations/{orgId}/api-keys/{keyId}',
  operationId: 'revokeApiKey',
  tags,
  summary: 'Revoke an API key: refused from the next call',
  middleware: [requireUser] as const,
  request: { params: keyParams },
  responses: {
    200: jsonResponse(apiKeySchema, 'The revoked key'),
    ...unauthorized,
    ...managersOnly,
    404: errorResponse('No such key in the organisation'),
  },
});

const listRequestsRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/requests',
  operationId: 'listBusinessRequests',
  tags,
  summary: "Customers' update requests to the organisation's brands",
  middleware: [requireUser] as const,
  request: { params: orgParams, query: businessRequestQuerySchema },
  responses: {
    200: jsonResponse(businessRequestListSchema, 'One page of requests'),
    ...invalid,
    ...unauthorized,
    ...noOrg,
  },
});

const getRequestRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/requests/{id}',
  operationId: 'getBusinessRequest',
  tags,
  summary: 'One request with the values the person consented to send',
  middleware: [requireUser] as const,
  request: { params: requestParams },
  responses: {
    200: jsonResponse(businessRequestDetailSchema, 'The request'),
    ...unauthorized,
    404: errorResponse('No such request for the organisation'),
  },
});

const confirmRequestRoute = createRoute({
  method: 'post',
  path: '/api/business/organizations/{orgId}/requests/{id}/confirm',
  operationId: 'confirmBusinessRequest',
  tags,
  summary: 'Answer a request in the portal (the manual path of the api channel)',
  middleware: [requireUser] as const,
  request: { params: requestParams, body: body(confirmRequestSchema) },
  responses: {
    200: jsonResponse(businessRequestDetailSchema, 'The request as it is now'),
    ...invalid,
    ...unauthorized,
    404: errorResponse('No such request for the organisation'),
    409: errorResponse('The request can no longer take this answer'),
  },
});

const getKindsRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/integration/kinds',
  operationId: 'getBusinessIntegrationKinds',
  tags,
  summary: "The kinds of request the organisation's integration handles",
  middleware: [requireUser] as const,
  request: { params: orgParams },
  responses: {
    200: jsonResponse(integrationKindsSchema, 'The kinds handled'),
    ...unauthorized,
    ...noOrg,
  },
});

const putKindsRoute = createRoute({
  method: 'put',
  path: '/api/business/organizations/{orgId}/integration/kinds',
  operationId: 'setBusinessIntegrationKinds',
  tags,
  summary: 'Choose the kinds of request the integration handles (the others go by email)',
  middleware: [requireUser] as const,
  request: { params: orgParams, body: body(updateIntegrationKindsSchema) },
  responses: {
    200: jsonResponse(integrationKindsSchema, 'The kinds handled from now on'),
    ...invalid,
    ...unauthorized,
    ...managersOnly,
    ...noOrg,
  },
});

const usageRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/usage',
  operationId: 'getBusinessUsage',
  tags,
  summary: 'Fields billed in a month (default: this one), day by day',
  middleware: [requireUser] as const,
  request: { params: orgParams, query: monthQuery },
  responses: {
    200: jsonResponse(usageSchema, 'The month'),
    ...invalid,
    ...unauthorized,
    ...noOrg,
  },
});

const usageCsvRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/usage.csv',
  operationId: 'downloadBusinessUsage',
  tags,
  summary: "The month's ledger as CSV, one row per billed field",
  middleware: [requireUser] as const,
  request: { params: orgParams, query: monthQuery },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...invalid,
    ...unauthorized,
    ...noOrg,
  },
});

export const businessRoutes = createRouter<AppEnv>()
  .openapi(listOrganizationsRoute, async (c) => {
    const rows = await c.var.deps.database.db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        role: members.role,
      })
      .from(members)
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .where(eq(members.userId, callerId(c)))
      .orderBy(organizations.name);
    return c.json(
      { items: rows.map((r) => ({ ...r, role: r.role as (typeof ORGANIZATION_ROLES)[number] })) },
      200,
    );
  })
  .openapi(summaryRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { organizationId } = await membership(c);
    return c.json(await businessSummary(db, organizationId, await billingOf(deps)), 200);
  })
  .openapi(listKeysRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c, MANAGER_ROLES);
    return c.json({ items: await listApiKeys(db, organizationId) }, 200);
  })
  .openapi(createKeyRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const userId = callerId(c);
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const input = c.req.valid('json');
    const key = await db.transaction(async (tx) => {
      const created = await createApiKey(tx, {
        organizationId,
        userId,
        name: input.name,
        scopes: input.scopes,
        rateLimitPerMinute: deps.config.API_KEY_RATE_LIMIT_PER_MINUTE,
        live: deps.config.isProduction,
      });
      await auditRequest(
        c,
        { action: 'api_key.created', resourceType: 'API_KEY', resourceId: created.id },
        tx,
      );
      return created;
    });
    c.header('Cache-Control', 'no-store');
    return c.json(key, 201);
  })
  .openapi(revokeKeyRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { keyId } = c.req.valid('param');
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const key = await db.transaction(async (tx) => {
      const revoked = await revokeApiKey(tx, organizationId, keyId);
      await auditRequest(
        c,
        { action: 'api_key.revoked', resourceType: 'API_KEY', resourceId: revoked.id },
        tx,
      );
      return revoked;
    });
    return c.json(key, 200);
  })
  .openapi(listRequestsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c);
    return c.json(await listBusinessRequests(db, organizationId, c.req.valid('query')), 200);
  })
  .openapi(getRequestRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { organizationId } = await membership(c);
    return c.json(
      await getBusinessRequest(requestDetailContext(c, organizationId), organizationId, id),
      200,
    );
  })
  .openapi(confirmRequestRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const userId = callerId(c);
    const { id } = c.req.valid('param');
    const { organizationId } = await membership(c);
    const answer = c.req.valid('json');
    const billing = await billingOf(deps);
    const { row } = await db.transaction((tx) =>
      answerBusinessRequest(tx, c.var.logger, {
        organizationId,
        requestId: id,
        response: { kind: 'answer', ...answer },
        source: 'portal',
        evidence: { member_user_id: userId },
        billing,
      }),
    );
    return c.json(
      await getBusinessRequest(requestDetailContext(c, organizationId), organizationId, row.id),
      200,
    );
  })
  .openapi(getKindsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c);
    return c.json(await getIntegrationKinds(db, organizationId), 200);
  })
  .openapi(putKindsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const { kinds } = c.req.valid('json');
    const { after } = await db.transaction(async (tx) => {
      const result = await setIntegrationKinds(tx, organizationId, kinds);
      await auditRequest(
        c,
        {
          action: 'integration.kinds_updated',
          resourceType: 'ORGANIZATION',
          resourceId: organizationId,
          metadata: { before: result.before, after: result.after.kinds },
        },
        tx,
      );
      return result;
    });
    return c.json(after, 200);
  })
  .openapi(usageRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { organizationId } = await membership(c);
    const month = c.req.valid('query').month ?? currentMonth();
    return c.json(await monthlyUsage(db, organizationId, month, await billingOf(deps)), 200);
  })
  .openapi(usageCsvRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c);
    const month = c.req.valid('query').month ?? currentMonth();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="usage-${month}.csv"`);
    return c.body(await monthlyUsageCsv(db, organizationId, month), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
    });
  });
