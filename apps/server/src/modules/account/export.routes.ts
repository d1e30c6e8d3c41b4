import { createRoute } from '@hono/zod-openapi';
import { accountExportSchema, exportFileName } from '@updately/shared/account-api';
import { createRouter, errorResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { exportAccount } from './export.service';
import { storageFor } from '../../platform/storage/storage-for';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import type { AppEnv } from '../../auth/app-env';

const exportRoute = createRoute({
  method: 'get',
  path: '/api/account/export',
  operationId: 'exportAccountData',
  tags: ['Account'],
  summary:
    "Download my data: one JSON file with every row held about the caller (APP 12), documents' files included",
  middleware: [requireLiveSession] as const,
  responses: {
    200: {
      description: 'The export, as an attachment named updately-export-YYYY-MM-DD.json',
      headers: { 'content-disposition': { schema: { type: 'string' } } },
      content: { 'application/json': { schema: accountExportSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

export const exportRoutes = createRouter<AppEnv>().openapi(exportRoute, async (c) => {
  const { userId } = liveSession(c);
  const now = new Date();
  const { deps } = c.var;
  const data = await exportAccount(
    deps.database.db,
    deps.updates.cipher,
    userId,
    now,
    storageFor(deps.config),
  );
  await auditRequest(c, { action: 'user.data_export', resourceType: 'USER', resourceId: userId });
  return c.json(data, 200, {
    'content-disposition': `attachment; filename="${exportFileName(now)}"`,
    'cache-control': 'no-store',
  });
});
