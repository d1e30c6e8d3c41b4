import { createRoute, z } from '@hono/zod-openapi';
import {
  errorGroupDetailSchema,
  errorGroupListQuerySchema,
  errorGroupListSchema,
  errorGroupSchema,
  FINGERPRINT_PATTERN,
} from '@updately/shared/admin-error-logs-api';
import type { Context } from 'hono';
import { auditRequest, callerId } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { getErrorGroup, listErrorGroups, setGroupResolved } from './admin-error-logs.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const invalid = { 400: errorResponse('Invalid filter, cursor or fingerprint') };
const notFound = { 404: errorResponse('No such error group') };
const params = z.object({
  fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'fingerprint: 64 hex characters')
    .openapi({ param: { name: 'fingerprint', in: 'path' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/error-groups',
  operationId: 'listErrorGroups',
  tags,
  summary:
    'Errors grouped by fingerprint (server 5xx and web app errors), most recently seen first',
  middleware: adminOnly,
  request: { query: errorGroupListQuerySchema },
  responses: { 200: jsonResponse(errorGroupListSchema, 'A page of groups'), ...invalid, ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/error-groups/{fingerprint}',
  operationId: 'getErrorGroup',
  tags,
  summary: 'One error group with its newest occurrences (request id, path, time, stack)',
  middleware: adminOnly,
  request: { params },
  responses: {
    200: jsonResponse(errorGroupDetailSchema, 'The group and its occurrences'),
    ...invalid,
    ...denied,
    ...notFound,
  },
});

const resolveRoute = createRoute({
  method: 'post',
  path: '/api/admin/error-groups/{fingerprint}/resolve',
  operationId: 'resolveErrorGroup',
  tags,
  summary: 'Mark an error group resolved (it reopens by itself when the error recurs)',
  middleware: adminOnly,
  request: { params },
  responses: {
    200: jsonResponse(errorGroupSchema, 'The resolved group'),
    ...invalid,
    ...denied,
    ...notFound,
  },
});

const reopenRoute = createRoute({
  method: 'post',
  path: '/api/admin/error-groups/{fingerprint}/reopen',
  operationId: 'reopenErrorGroup',
  tags,
  summary: 'Reopen a resolved error group',
  middleware: adminOnly,
  request: { params },
  responses: {
    200: jsonResponse(errorGroupSchema, 'The reopened group'),
    ...invalid,
    ...denied,
    ...notFound,
  },
});

/** Resolve or reopen, audited in the same transaction (nothing is written when already so). */
async function setResolved(c: Context<AppEnv>, fingerprint: string, resolve: boolean) {
  const adminId = callerId(c);
  return c.var.deps.database.db.transaction(async (tx) => {
    const change = await setGroupResolved(tx, fingerprint, resolve ? adminId : null);
    if (change.changed) {
      await auditRequest(
        c,
        {
          action: resolve ? 'admin.error.resolved' : 'admin.error.reopened',
          resourceType: 'ERROR',
          resourceId: fingerprint,
          oldValues: { resolvedAt: change.before.resolvedAt },
          newValues: { resolvedAt: change.after.resolvedAt },
          metadata: { name: change.after.name, source: change.after.source },
        },
        tx,
      );
    }
    return change.after;
  });
}

export const adminErrorLogsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listErrorGroups(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(getRoute, async (c) =>
    c.json(await getErrorGroup(c.var.deps.database.db, c.req.valid('param').fingerprint), 200),
  )
  .openapi(resolveRoute, async (c) =>
    c.json(await setResolved(c, c.req.valid('param').fingerprint, true), 200),
  )
  .openapi(reopenRoute, async (c) =>
    c.json(await setResolved(c, c.req.valid('param').fingerprint, false), 200),
  );
