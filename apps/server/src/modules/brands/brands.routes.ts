import { createRoute, z } from '@hono/zod-openapi';
import {
  brandDetailSchema,
  brandPageSchema,
  brandSearchQuerySchema,
} from '@updately/shared/brands-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { callerId } from '../../auth/request-context';
import { resourceId } from '../../lib/resource-id';
import { BRAND_NOT_FOUND, getBrand, searchBrands } from './brands.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Brand directory'];
const unauthorized = errorResponse('Not signed in');

const searchRoute = createRoute({
  method: 'get',
  path: '/api/brands',
  operationId: 'searchBrands',
  tags,
  summary: 'Search the brand directory by name, category and tag, a page at a time',
  middleware: [requireUser] as const,
  request: { query: brandSearchQuerySchema },
  responses: {
    200: jsonResponse(brandPageSchema, 'One page of brands ordered by name, with the total'),
    400: errorResponse('Invalid query'),
    401: unauthorized,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/brands/{id}',
  operationId: 'getBrand',
  tags,
  summary: 'A brand with its data collection items grouped by PII group',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(brandDetailSchema, 'The brand'),
    401: unauthorized,
    404: errorResponse('No such brand'),
  },
});

export const brandsRoutes = createRouter<AppEnv>()
  .openapi(searchRoute, async (c) => {
    const page = await searchBrands(c.var.deps.database.db, callerId(c), c.req.valid('query'));
    return c.json(page, 200);
  })
  .openapi(getRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, BRAND_NOT_FOUND);
    return c.json(await getBrand(c.var.deps.database.db, callerId(c), id), 200);
  });
