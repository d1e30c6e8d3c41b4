import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  brandCoverageSchema,
  coverageBrandsPageSchema,
  coverageBrandsQuerySchema,
} from '@updately/shared/brand-coverage';
import {
  adminSuggestionListSchema,
  approveSuggestionInputSchema,
} from '@updately/shared/brand-suggestions-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { brandCoverage, coverageBrands } from './admin-brand-coverage.service';
import {
  approveSuggestion,
  listSuggestions,
  rejectSuggestion,
  SUGGESTION_NOT_FOUND,
  type SuggestionAudit,
} from './admin-brand-suggestions.service';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const idParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
const decided = {
  204: { description: 'Decided' },
  ...denied,
  404: errorResponse('No such suggestion'),
  409: errorResponse('Decided already, a company outside the directory, or a value to replace'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/brand-suggestions',
  operationId: 'listBrandSuggestions',
  tags,
  summary: "People's suggestions of how to reach a company: those waiting first, then decided",
  middleware: adminOnly,
  responses: {
    200: jsonResponse(adminSuggestionListSchema, 'The suggestions'),
    ...denied,
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/brand-suggestions/{id}/approve',
  operationId: 'approveBrandSuggestion',
  tags,
  summary:
    "Approve a suggestion: its value is written to the brand (source: the person's page; checked on: today); replacing a value needs replace: true",
  middleware: adminOnly,
  request: {
    params: idParams,
    body: {
      required: false,
      content: { 'application/json': { schema: approveSuggestionInputSchema } },
    },
  },
  responses: { ...decided, 400: errorResponse('Invalid input or a value the directory refuses') },
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/brand-suggestions/{id}/reject',
  operationId: 'rejectBrandSuggestion',
  tags,
  summary: 'Reject a suggestion (nothing is written to the brand)',
  middleware: adminOnly,
  request: { params: idParams },
  responses: decided,
});

const coverageRoute = createRoute({
  method: 'get',
  path: '/api/admin/brand-coverage',
  operationId: 'getBrandCoverage',
  tags,
  summary:
    'How many brands each channel is best for, and brands ranked by requests people completed by hand (what to research next)',
  middleware: adminOnly,
  responses: {
    200: jsonResponse(brandCoverageSchema, 'The coverage figures'),
    ...denied,
  },
});

const coverageBrandsRoute = createRoute({
  method: 'get',
  path: '/api/admin/brand-coverage/brands',
  operationId: 'listBrandCoverageBrands',
  tags,
  summary:
    'The brands one channel is best for, by name, a page at a time (next_cursor until the last)',
  middleware: adminOnly,
  request: { query: coverageBrandsQuerySchema },
  responses: {
    200: jsonResponse(coverageBrandsPageSchema, 'A page of brands'),
    400: errorResponse('An unknown channel, a limit out of range or a cursor from another list'),
    ...denied,
  },
});

function auditOf(c: Context<AppEnv>): SuggestionAudit {
  return (tx, entry) => auditRequest(c, { ...entry, resourceType: 'BRAND' }, tx);
}

export const adminBrandSuggestionsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => c.json(await listSuggestions(c.var.deps.database.db), 200))
  .openapi(approveRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, SUGGESTION_NOT_FOUND);
    // The body is optional: no body approves without replacing.
    const replace = (c.req.valid('json') as { replace?: boolean } | undefined)?.replace ?? false;
    await approveSuggestion(c.var.deps.database.db, auditOf(c), callerId(c), id, replace);
    return c.body(null, 204);
  })
  .openapi(rejectRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, SUGGESTION_NOT_FOUND);
    await rejectSuggestion(c.var.deps.database.db, auditOf(c), callerId(c), id);
    return c.body(null, 204);
  })
  .openapi(coverageRoute, async (c) => c.json(await brandCoverage(c.var.deps.database.db), 200))
  .openapi(coverageBrandsRoute, async (c) =>
    c.json(await coverageBrands(c.var.deps.database.db, c.req.valid('query')), 200),
  );
