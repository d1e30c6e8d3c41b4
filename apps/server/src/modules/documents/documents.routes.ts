import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentType } from '@updately/shared/documents';
import { DOCUMENT_MESSAGES, journeyDocumentsSchema } from '@updately/shared/documents-api';
import { requireUser } from '../../auth/session-middleware';
import { auditRequest, callerId } from '../../auth/request-context';
import type { AppEnv } from '../../auth/app-env';
import { AppError, errorBody } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { readDocument } from '../../platform/documents/document-vault';
import { hitRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import { journeyAccess } from '../journeys/journey-access';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { acceptDocumentFile } from './document-file';
import { findDocument, listDocuments, removeDocuments, uploadDocument } from './documents.service';

const tags = ['Documents'];
/** Room for the multipart envelope around a file of the largest allowed size. */
const BODY_LIMIT = DOCUMENT_MAX_BYTES + 64 * 1024;
/** Uploads per person: enough for a family's paperwork, not for filling the disk by script. */
export const DOCUMENT_UPLOAD_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60_000 };

const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const journeyParams = z.object({ id: pathParam('id') });
const documentParams = z.object({ id: pathParam('id'), documentId: pathParam('documentId') });
const unauthorized = errorResponse('Not signed in');
const notFound = errorResponse('No such journey (or document) the caller can see');

const tooLarge = (c: Context) =>
  c.json(errorBody('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge), 413);

/**
 * Before a byte of the body is read: the caller may upload to this journey (strangers 404,
 * viewers 403), is within the upload rate, and sends multipart.
 */
const mayUpload = createMiddleware<AppEnv>(async (c, next) => {
  const { deps } = c.var;
  const actorId = callerId(c);
  const journeyId = resourceId(c.req.param('id') ?? '', JOURNEY_NOT_FOUND);
  await journeyAccess(deps.database.db, actorId, journeyId, 'edit');
  if (deps.config.rateLimitEnabled) {
    const limit = await hitRateLimit(
      deps.database.db,
      'document-upload',
      actorId,
      DOCUMENT_UPLOAD_RATE_LIMIT,
    );
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 'Too many uploads. Try again later.');
    }
  }
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('VALIDATION_FAILED', 'Send the document as multipart/form-data.');
  }
  await next();
});

const uploadForm = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: 'type: choose the kind of document.' }),
  file: z
    .custom<File>((v) => v instanceof File, DOCUMENT_MESSAGES.noFile)
    .openapi({ type: 'string', format: 'binary' }),
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/documents',
  operationId: 'uploadJourneyDocument',
  tags,
  summary:
    'Upload a document to a journey (PDF, JPEG or PNG judged by its bytes, 10 MB at most; owner and editors)',
  middleware: [
    requireUser,
    mayUpload,
    // Streams the body and stops reading past the limit: nothing larger is ever buffered.
    bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge }),
  ] as const,
  request: {
    params: journeyParams,
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    201: jsonResponse(journeyDocumentsSchema, "The journey's documents, the new one included"),
    400: errorResponse('Not a PDF, JPEG or PNG, or a PDF we cannot accept (the message says why)'),
    401: unauthorized,
    403: errorResponse('A viewer of the journey, or the account quota is used up'),
    404: notFound,
    413: errorResponse('Larger than 10 MB'),
    429: errorResponse('Too many uploads'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/documents',
  operationId: 'listJourneyDocuments',
  tags,
  summary: "A journey's documents with who saw them; viewers learn only which types exist and when",
  middleware: [requireUser] as const,
  request: { params: journeyParams },
  responses: {
    200: jsonResponse(journeyDocumentsSchema, "The journey's documents"),
    401: unauthorized,
    404: notFound,
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/documents/{documentId}/file',
  operationId: 'getJourneyDocumentFile',
  tags,
  summary: 'The document itself, decrypted (owner and editors)',
  middleware: [requireUser] as const,
  request: { params: documentParams },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'image/png': { schema: { type: 'string', format: 'binary' } },
      },
    },
    401: unauthorized,
    403: errorResponse('A viewer of the journey'),
    404: notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/documents/{documentId}',
  operationId: 'deleteJourneyDocument',
  tags,
  summary:
    'Delete a document (owner and editors): open requests that carried it then need the person',
  middleware: [requireUser] as const,
  request: { params: documentParams },
  responses: {
    204: { description: 'Deleted' },
    401: unauthorized,
    403: errorResponse('A viewer of the journey'),
    404: notFound,
  },
});

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export const documentsRoutes = createRouter<AppEnv>()
  .openapi(uploadRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const access = await journeyAccess(db, callerId(c), journeyId, 'edit');
    const form = c.req.valid('form');
    if (form.file.size > DOCUMENT_MAX_BYTES) {
      return c.json(errorBody('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge), 413);
    }
    const file = await acceptDocumentFile(new Uint8Array(await form.file.arrayBuffer()));
    await uploadDocument(
      db,
      storageFor(deps.config),
      deps.updates.cipher,
      { access, type: form.type as DocumentType, fileName: form.file.name, file },
      (tx, row) =>
        auditRequest(
          c,
          {
            action: 'journey.document_upload',
            resourceType: 'JOURNEY',
            resourceId: journeyId,
            // Never the file's name: it can be personal.
            newValues: {
              document_id: row.id,
              type: row.type,
              content_type: row.content_type,
              bytes: row.size_bytes,
            },
            metadata: { owner_id: access.ownerId, role: access.role },
          },
          tx,
        ),
    );
    return c.json(await listDocuments(db, deps.updates.cipher, access), 201);
  })
  .openapi(listRoute, async (c) => {
    const { deps } = c.var;
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const access = await journeyAccess(deps.database.db, callerId(c), journeyId, 'view');
    c.header('Cache-Control', 'no-store');
    return c.json(await listDocuments(deps.database.db, deps.updates.cipher, access), 200);
  })
  .openapi(fileRoute, async (c) => {
    const { deps } = c.var;
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    await journeyAccess(deps.database.db, callerId(c), journeyId, 'edit');
    const documentId = resourceId(params.documentId, DOCUMENT_MESSAGES.notFound);
    const row = await findDocument(deps.database.db, journeyId, documentId);
    const bytes = await readDocument(storageFor(deps.config), deps.updates.cipher, row);
    if (!bytes) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    const contentType = row.content_type as keyof typeof EXTENSIONS;
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      'content-disposition': `inline; filename="${row.type}.${EXTENSIONS[contentType] ?? 'bin'}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const access = await journeyAccess(db, callerId(c), journeyId, 'edit');
    const documentId = resourceId(params.documentId, DOCUMENT_MESSAGES.notFound);
    const row = await db.transaction(async (tx) => {
      const row = await findDocument(tx, journeyId, documentId);
      await removeDocuments(tx, c.var.logger, [row], 'person');
      await auditRequest(
        c,
        {
          action: 'journey.document_delete',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { document_id: row.id, type: row.type },
          metadata: { owner_id: access.ownerId, role: access.role },
        },
        tx,
      );
      return row;
    });
    await storageFor(deps.config)
      .delete(row.storage_key)
      .catch((err: unknown) =>
        c.var.logger.warn({ err, documentId: row.id }, 'document object not removed'),
      );
    return c.body(null, 204);
  });
