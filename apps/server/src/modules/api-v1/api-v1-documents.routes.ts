import { createRoute, z } from '@hono/zod-openapi';
import { businessDocumentListSchema } from '@updately/shared/document-links-api';
import type { AppEnv } from '../../auth/app-env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  apiKeySecurity,
  createRouter,
  errorResponse,
  jsonResponse,
  registerApiKeyScheme,
} from '../../lib/openapi';
import { visibleRequest } from '../../platform/business/business-requests';
import { stampedCopy } from '../../platform/documents/document-copy';
import { carriedDocuments } from '../../platform/documents/document-shares';
import { storageFor } from '../../platform/storage/storage-for';
import { documentCopyResponse } from '../document-links/document-copy-response';
import { apiCaller, requireApiKey, requireScope } from './api-key-auth';

const tags = ['Business API v1'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const denied = {
  401: errorResponse('No API key, or one that is unknown or revoked'),
  403: errorResponse('The key lacks the documents:read scope'),
  429: errorResponse('Too many calls with this key; see Retry-After'),
};
const NO_DOCUMENTS = 'No such request with documents for this organisation.';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/requests/{id}/documents',
  operationId: 'listUpdateRequestDocuments',
  tags,
  security: apiKeySecurity,
  summary: 'The documents a request carries (a death certificate, letters of administration...)',
  description:
    'Only requests of kinds that need evidence carry documents; any other request answers 404. ' +
    'Names are never given: each document is its type.',
  middleware: [requireApiKey, requireScope('documents:read')] as const,
  request: { params: z.object({ id: pathParam('id') }) },
  responses: {
    200: jsonResponse(businessDocumentListSchema, 'The documents'),
    ...denied,
    404: errorResponse('No such request for this organisation, or it carries no documents'),
  },
});

const copyRoute = createRoute({
  method: 'get',
  path: '/api/v1/requests/{id}/documents/{document}',
  operationId: 'getUpdateRequestDocument',
  tags,
  security: apiKeySecurity,
  summary: 'One document as a PDF stamped on every page for your company; each fetch is recorded',
  description:
    'Images are given as a one-page PDF. The person sees every fetch (company, time, channel).',
  middleware: [requireApiKey, requireScope('documents:read')] as const,
  request: { params: z.object({ id: pathParam('id'), document: pathParam('document') }) },
  responses: {
    200: {
      description: 'The stamped copy',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...denied,
    404: errorResponse('No such request for this organisation, or no such document of it'),
  },
});

/** The organisation's request, if it carries documents: any other is the same 404. */
async function requestWithDocuments(db: Db, organizationId: string, rawId: string) {
  const row = await visibleRequest(db, organizationId, rawId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', NO_DOCUMENTS);
    }
    throw err;
  });
  const documents = (await carriedDocuments(db, [row.id])).get(row.id);
  if (!documents) throw new AppError('NOT_FOUND', NO_DOCUMENTS);
  return { row, documents };
}

const router = createRouter<AppEnv>();
registerApiKeyScheme(router);

export const apiV1DocumentsRoutes = router
  .openapi(listRoute, async (c) => {
    const caller = apiCaller(c);
    const { db } = c.var.deps.database;
    const { documents } = await requestWithDocuments(
      db,
      caller.organizationId,
      c.req.valid('param').id,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ items: documents }, 200);
  })
  .openapi(copyRoute, async (c) => {
    const caller = apiCaller(c);
    const { deps } = c.var;
    const { id, document } = c.req.valid('param');
    const { row } = await requestWithDocuments(deps.database.db, caller.organizationId, id);
    const copy = await stampedCopy(
      { db: deps.database.db, storage: storageFor(deps.config), cipher: deps.updates.cipher },
      {
        request: row,
        documentId: document,
        providedTo: row.company_name,
        access: { channel: 'api', action: 'download', organizationId: caller.organizationId },
      },
    );
    return documentCopyResponse(c, copy, row.reference, 'attachment') as never;
  });
