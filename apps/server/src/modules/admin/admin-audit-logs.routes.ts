import { createRoute, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import {
  adminAuditActionsSchema,
  adminAuditLogListSchema,
  adminAuditLogsExportQuerySchema,
  adminAuditLogsQuerySchema,
  AUDIT_CSV_MAX_ROWS,
} from '@updately/shared/admin-audit-logs-api';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { exportAuditLogsCsv, listAuditActions, listAuditLogs } from './admin-audit-logs.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs',
  operationId: 'listAuditLogs',
  tags,
  summary:
    'Audit entries, newest first, by user (id or email), action, resource and time, with each actor’s email',
  middleware: adminOnly,
  request: { query: adminAuditLogsQuerySchema },
  responses: {
    200: jsonResponse(adminAuditLogListSchema, 'One page of entries'),
    400: errorResponse('Bad filter or cursor'),
    ...denied,
  },
});

const actionsRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs/actions',
  operationId: 'listAuditActions',
  tags,
  summary: 'Every action the audit log holds, A to Z (for the action filter)',
  middleware: adminOnly,
  responses: {
    200: jsonResponse(adminAuditActionsSchema, 'The actions'),
    400: errorResponse('Bad request'),
    ...denied,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit-logs/export.csv',
  operationId: 'exportAuditLogs',
  tags,
  summary: `The matching entries as CSV, newest first (at most ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-AU')}; the X-Export-Truncated header says when more matched)`,
  middleware: adminOnly,
  request: { query: adminAuditLogsExportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponse('Bad filter'),
    ...denied,
  },
});

export const adminAuditLogsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listAuditLogs(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(actionsRoute, async (c) =>
    c.json({ actions: await listAuditActions(c.var.deps.database.db) }, 200),
  )
  .openapi(exportRoute, async (c) => {
    const filters = c.req.valid('query');
    const { rows, truncated, chunks } = await exportAuditLogsCsv(
      c.var.deps.database.db,
      filters,
      AUDIT_CSV_MAX_ROWS,
    );
    const day = new Date().toISOString().slice(0, 10);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="audit-logs-${day}.csv"`);
    c.header('X-Export-Rows', String(rows));
    c.header('X-Export-Truncated', String(truncated));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return stream(c, async (out) => {
      for await (const chunk of chunks()) await out.write(chunk);
    });
  });
