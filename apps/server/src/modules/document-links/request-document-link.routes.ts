import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requestDocumentLinkSchema } from '@updately/shared/document-links-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  reissueDocumentLink,
  requestDocumentLink,
  requestWithAccess,
  revokeDocumentLink,
} from './document-links.service';

const tags = ['Updates'];
const params = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const common = {
  200: jsonResponse(requestDocumentLinkSchema, "The request's documents, link and views"),
  401: errorResponse('Not signed in'),
  404: errorResponse('No such update on a journey of the caller'),
};
const changes = {
  ...common,
  403: errorResponse('A viewer of the journey cannot change the link'),
  409: errorResponse('The request carries no documents, or has no link to change'),
};

const getRoute = createRoute({
  method: 'get',
  path: '/api/updates/{id}/document-link',
  operationId: 'getUpdateDocumentLink',
  tags,
  summary: "The documents a request carries, the company's link to them and every view",
  middleware: [requireUser] as const,
  request: { params },
  responses: common,
});

const reissueRoute = createRoute({
  method: 'post',
  path: '/api/updates/{id}/document-link',
  operationId: 'sendUpdateDocumentLink',
  tags,
  summary: `Send the company a new link to the documents (valid 7 days; any earlier link stops)`,
  middleware: [requireUser] as const,
  request: { params },
  responses: changes,
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/api/updates/{id}/document-link/revoke',
  operationId: 'withdrawUpdateDocumentLink',
  tags,
  summary: "Withdraw the company's link to the documents at once",
  middleware: [requireUser] as const,
  request: { params },
  responses: changes,
});

/** A change by an owner or editor, audited as theirs, answered with the state after it. */
async function change(
  c: Context<AppEnv>,
  rawId: string,
  action: 'document_link.reissued' | 'document_link.withdrawn',
) {
  const { deps } = c.var;
  const { row, access } = await requestWithAccess(deps.database.db, callerId(c), rawId, 'edit');
  return deps.database.db.transaction(async (tx) => {
    if (action === 'document_link.reissued') await reissueDocumentLink(tx, deps.jobs, row);
    else await revokeDocumentLink(tx, row);
    await auditRequest(
      c,
      {
        action,
        resourceType: 'JOURNEY',
        resourceId: row.journey_id,
        metadata: { request_id: row.id, owner_id: access.ownerId, role: access.role },
      },
      tx,
    );
    return requestDocumentLink(tx, row);
  });
}

export const requestDocumentLinkRoutes = createRouter<AppEnv>()
  .openapi(getRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { row } = await requestWithAccess(db, callerId(c), c.req.valid('param').id, 'view');
    c.header('Cache-Control', 'no-store');
    return c.json(await requestDocumentLink(db, row), 200);
  })
  .openapi(reissueRoute, async (c) =>
    c.json(await change(c, c.req.valid('param').id, 'document_link.reissued'), 200),
  )
  .openapi(revokeRoute, async (c) =>
    c.json(await change(c, c.req.valid('param').id, 'document_link.withdrawn'), 200),
  );
