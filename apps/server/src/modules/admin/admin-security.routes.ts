import { createRoute } from '@hono/zod-openapi';
import { analyticsRangeQuerySchema } from '@updately/shared/admin-analytics-api';
import { adminSecuritySchema } from '@updately/shared/admin-security-api';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { rangeOf } from './admin-analytics.service';
import { adminSecurity } from './admin-security.service';
import type { AppEnv } from '../../auth/app-env';

const securityRoute = createRoute({
  method: 'get',
  path: '/api/admin/security',
  operationId: 'getAdminSecurity',
  tags: ['Admin'],
  summary:
    'Failed sign-ins and rate-limit hits over a range of UTC days; banned users, two-factor adoption, live sessions, the admins and their recent actions',
  middleware: adminOnly,
  request: { query: analyticsRangeQuerySchema },
  responses: {
    200: jsonResponse(adminSecuritySchema, 'The security overview'),
    400: errorResponse('A date that is not YYYY-MM-DD, a backwards range, or more than 366 days'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
  },
});

export const adminSecurityRoutes = createRouter<AppEnv>().openapi(securityRoute, async (c) => {
  const range = rangeOf(c.req.valid('query'));
  c.header('Cache-Control', 'no-store');
  return c.json(await adminSecurity(c.var.deps.database.db, range), 200);
});
