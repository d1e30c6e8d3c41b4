import { createRoute, z } from '@hono/zod-openapi';
import {
  approvalRequestBodySchema,
  approvalRequestedSchema,
} from '@updately/shared/admin-approvals-api';
import type { AppEnv } from '../../auth/app-env';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { storageFor } from '../../platform/storage/storage-for';
import { DOCUMENT_COPY_HEADERS } from '../document-links/document-copy-response';
import { actorOf } from './admin-context';
import { openApprovedDocument, requestDocumentOpen } from './admin-document-open';

const tags = ['Admin'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator, or not the admin who asked'),
};

const askRoute = createRoute({
  method: 'post',
  path: '/api/admin/journeys/{id}/documents/{documentId}/open',
  operationId: 'requestAdminDocumentOpen',
  tags,
  summary: "Ask to open one document of a person's journey: it waits for a second admin's approval",
  middleware: adminOnly,
  request: {
    params: z.object({ id: pathParam('id'), documentId: pathParam('documentId') }),
    body: {
      required: false,
      content: { 'application/json': { schema: approvalRequestBodySchema } },
    },
  },
  responses: {
    202: jsonResponse(approvalRequestedSchema, 'The request, waiting in Admin › Security'),
    400: errorResponse('Invalid input'),
    ...denied,
    404: errorResponse('No such document on this journey'),
    409: errorResponse('A request to open one of this person’s documents is already waiting'),
  },
});

const openRoute = createRoute({
  method: 'post',
  path: '/api/admin/approvals/{id}/document',
  operationId: 'openAdminApprovedDocument',
  tags,
  summary:
    'The approved document, once, stamped for the admin who asked; recorded on the journey and ' +
    'audited. Needs a recent sign-in or step-up',
  middleware: freshAdminOnly,
  request: { params: z.object({ id: pathParam('id') }) },
  responses: {
    200: {
      description: 'The stamped copy',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...denied,
    404: errorResponse('No such request'),
    409: errorResponse('Not approved, not for a document, or already opened'),
  },
});

export const adminDocumentsRoutes = createRouter<AppEnv>()
  .openapi(askRoute, async (c) => {
    const { id, documentId } = c.req.valid('param');
    const { reason } = c.req.valid('json') ?? {};
    const requested = await requestDocumentOpen(actorOf(c), {
      journeyId: id,
      documentId,
      reason,
    });
    return c.json(requested, 202);
  })
  .openapi(openRoute, async (c) => {
    const { deps } = c.var;
    const copy = await openApprovedDocument(
      actorOf(c),
      { storage: storageFor(deps.config), cipher: deps.updates.cipher },
      c.req.valid('param').id,
    );
    return c.body(copy.bytes as Uint8Array<ArrayBuffer>, 200, {
      ...DOCUMENT_COPY_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${copy.type.replaceAll('_', '-')}-admin.pdf"`,
    }) as never;
  });
