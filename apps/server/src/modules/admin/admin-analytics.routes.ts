import { createRoute, z } from '@hono/zod-openapi';
import {
  ANALYTICS_CSV_HEADER,
  adminAnalyticsSchema,
  analyticsCsvRows,
  analyticsRangeQuerySchema,
  type DateRange,
} from '@updately/shared/admin-analytics-api';
import { adminOnly } from '../../auth/require-admin';
import { toCsv } from '../../lib/csv';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { cachedAdminAnalytics, rangeOf } from './admin-analytics.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const analyticsFor = (deps: AppEnv['Variables']['deps'], range: DateRange) =>
  cachedAdminAnalytics(
    deps.database.db,
    range,
    Date.now(),
    deps.config.ANALYTICS_CACHE_SECONDS * 1000,
  );
const refusals = {
  400: errorResponse('A date that is not YYYY-MM-DD, a backwards range, or more than 366 days'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};

const analyticsRoute = createRoute({
  method: 'get',
  path: '/api/admin/analytics',
  operationId: 'getAdminAnalytics',
  tags,
  summary:
    'Sign-ups, active users, journeys, update requests, confirmation rates and the funnel for a range of UTC days (from daily rollups; served again for ANALYTICS_CACHE_SECONDS per range)',
  middleware: adminOnly,
  request: { query: analyticsRangeQuerySchema },
  responses: { 200: jsonResponse(adminAnalyticsSchema, 'Every figure'), ...refusals },
});

const analyticsCsvRoute = createRoute({
  method: 'get',
  path: '/api/admin/analytics.csv',
  operationId: 'downloadAdminAnalytics',
  tags,
  summary: 'The same figures as CSV: one row per figure (section, item, measure, value)',
  middleware: adminOnly,
  request: { query: analyticsRangeQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...refusals,
  },
});

export const adminAnalyticsRoutes = createRouter<AppEnv>()
  .openapi(analyticsRoute, async (c) => {
    const range = rangeOf(c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(await analyticsFor(c.var.deps, range), 200);
  })
  .openapi(analyticsCsvRoute, async (c) => {
    const range = rangeOf(c.req.valid('query'));
    const figures = await analyticsFor(c.var.deps, range);
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Disposition',
      `attachment; filename="updately-analytics-${range.from}-to-${range.to}.csv"`,
    );
    return c.body(toCsv(ANALYTICS_CSV_HEADER, analyticsCsvRows(figures)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
    });
  });
