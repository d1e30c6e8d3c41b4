import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DOCUMENT_DISPOSITIONS, documentLinkPageSchema } from '@updately/shared/document-links-api';
import type { AppEnv } from '../../auth/app-env';
import { callerIp } from '../../auth/request-context';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { errorBody } from '../../lib/errors';
import { stampedCopy } from '../../platform/documents/document-copy';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import { COMPANY_LINK_RATE_LIMIT } from '../company-links/company-links.routes';
import { DOCUMENT_COPY_HEADERS, documentCopyResponse } from './document-copy-response';
import { documentLinkPage, resolveDocumentLink, type ResolvedLink } from './document-links.service';

const tags = ['Document links'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const gone = errorResponse(
  'LINK_EXPIRED, LINK_WITHDRAWN (by the person) or LINK_REPLACED (a newer link was sent)',
);
const limited = errorResponse('Too many requests from this address; see Retry-After');

const pageRoute = createRoute({
  method: 'get',
  path: '/api/document-links/{token}',
  operationId: 'getDocumentLink',
  security: [],
  tags,
  summary: "The documents a company's emailed link opens (no sign-in: the signed link is the key)",
  request: { params: z.object({ token: pathParam('token') }) },
  responses: {
    200: jsonResponse(documentLinkPageSchema, 'The request and its documents (no names)'),
    404: errorResponse('Not a link we gave out'),
    410: gone,
    429: limited,
  },
});

const copyRoute = createRoute({
  method: 'get',
  path: '/api/document-links/{token}/documents/{documentId}',
  operationId: 'getDocumentLinkCopy',
  security: [],
  tags,
  summary: 'A document of the request, stamped for the company; every view and download recorded',
  request: {
    params: z.object({ token: pathParam('token'), documentId: pathParam('documentId') }),
    query: z.object({
      disposition: z
        .enum(DOCUMENT_DISPOSITIONS)
        .default('inline')
        .openapi({ param: { name: 'disposition', in: 'query' } }),
    }),
  },
  responses: {
    200: {
      description: 'The stamped copy',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: errorResponse('Invalid disposition'),
    404: errorResponse('Not a link we gave out, or a document of another request'),
    410: gone,
    429: limited,
  },
});

type Resolved = Extract<ResolvedLink, { ok: true }>;

/** The link's request, or the JSON answer that says why it does not open (never cached). */
async function resolve(c: Context<AppEnv>, token: string): Promise<Resolved | Response> {
  const { deps } = c.var;
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  if (deps.config.rateLimitEnabled) {
    const ip = callerIp(c) ?? 'unknown';
    const hit = await hitRateLimit(deps.database.db, 'document-link', ip, COMPANY_LINK_RATE_LIMIT);
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      return c.json(errorBody('RATE_LIMITED', 'Please try again in a few minutes.'), 429);
    }
  }
  const resolved = await resolveDocumentLink(deps.database.db, deps.updates.documentLinks, token);
  if (!resolved.ok) return c.json(errorBody(resolved.code, resolved.message), resolved.status);
  return resolved;
}

export const documentLinksRoutes = createRouter<AppEnv>()
  .openapi(pageRoute, async (c) => {
    const resolved = await resolve(c, c.req.valid('param').token);
    if (resolved instanceof Response) return resolved as never;
    const page = await documentLinkPage(c.var.deps.database.db, resolved.row, resolved.share);
    return c.json(page, 200);
  })
  .openapi(copyRoute, async (c) => {
    const { token, documentId } = c.req.valid('param');
    const { disposition } = c.req.valid('query');
    const resolved = await resolve(c, token);
    if (resolved instanceof Response) return resolved as never;
    const { deps } = c.var;
    const copy = await stampedCopy(
      {
        db: deps.database.db,
        storage: storageFor(deps.config),
        cipher: deps.updates.cipher,
      },
      {
        request: resolved.row,
        documentId,
        providedTo: resolved.row.company_name,
        access: {
          channel: 'email_link',
          action: disposition === 'attachment' ? 'download' : 'view',
          organizationId: null,
        },
      },
    );
    for (const [name, value] of Object.entries(DOCUMENT_COPY_HEADERS)) c.header(name, value);
    return documentCopyResponse(c, copy, resolved.row.reference, disposition) as never;
  });
