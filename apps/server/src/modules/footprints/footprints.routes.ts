import { createRoute, z } from '@hono/zod-openapi';
import {
  addFootprintsResultSchema,
  addFootprintsSchema,
  footprintListSchema,
  footprintSchema,
  updateFootprintSchema,
} from '@updately/shared/footprints-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { cancelOpenRequestsOfLink } from '../../platform/update-engine/cancel';
import { auditRequest } from '../../auth/request-context';
import { auditFootprintsCreated, footprintAuditValues } from './footprint-audit';
import {
  FOOTPRINT_NOT_FOUND,
  addCustomFootprint,
  addDirectoryFootprints,
  deleteFootprint,
  listFootprints,
  updateFootprint,
} from './footprints.service';
import { callerId, callerIp } from '../../auth/request-context';
import { resourceId } from '../../lib/resource-id';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Footprints'];
const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const unauthorized = errorResponse('Not signed in');
const notFound = errorResponse('No such footprint of the caller');
const invalid = errorResponse('Invalid input');

const listRoute = createRoute({
  method: 'get',
  path: '/api/footprints',
  operationId: 'listFootprints',
  tags,
  summary: "The caller's digital footprints with their brands, newest first",
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(footprintListSchema, 'The footprints'),
    401: unauthorized,
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/footprints',
  operationId: 'addFootprints',
  tags,
  summary: 'Add footprints from the directory (already added brands skipped) or one custom brand',
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: addFootprintsSchema } } },
  },
  responses: {
    201: jsonResponse(addFootprintsResultSchema, 'Footprints added'),
    200: jsonResponse(addFootprintsResultSchema, 'Every brand was already added'),
    400: invalid,
    401: unauthorized,
    404: errorResponse('A brand id is not in the directory'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/footprints/{id}',
  operationId: 'updateFootprint',
  tags,
  summary: "Change a footprint's tags, or a custom brand's name and data items",
  middleware: [requireUser] as const,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: updateFootprintSchema } } },
  },
  responses: {
    200: jsonResponse(footprintSchema, 'The changed footprint'),
    400: invalid,
    401: unauthorized,
    404: notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/footprints/{id}',
  operationId: 'deleteFootprint',
  tags,
  summary: 'Remove a footprint (and its journey links)',
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, 401: unauthorized, 404: notFound },
});

export const footprintsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const items = await listFootprints(c.var.deps.database.db, callerId(c));
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(addRoute, async (c) => {
    const userId = callerId(c);
    const input = c.req.valid('json');
    const createdAt = new Date();
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const added = input.brandIds
        ? await addDirectoryFootprints(tx, {
            userId,
            brandIds: input.brandIds,
            tags: input.tags,
            createdAt,
          })
        : await addCustomFootprint(tx, {
            userId,
            name: input.customBrandName ?? '',
            dataItems: input.dataItems ?? [],
            tags: input.tags,
            createdAt,
          });
      await auditFootprintsCreated(c, tx, added.rows, {
        source: input.brandIds ? 'directory' : 'custom',
      });
      return added;
    });
    const body = { added: result.added, skippedBrandIds: result.skippedBrandIds };
    return result.added.length > 0 ? c.json(body, 201) : c.json(body, 200);
  })
  .openapi(updateRoute, async (c) => {
    const userId = callerId(c);
    const id = resourceId(c.req.valid('param').id, FOOTPRINT_NOT_FOUND);
    const input = c.req.valid('json');
    const change = await c.var.deps.database.db.transaction(async (tx) => {
      const change = await updateFootprint(tx, userId, id, input);
      await auditRequest(
        c,
        {
          action: 'footprint.update',
          resourceType: 'FOOTPRINT',
          resourceId: id,
          oldValues: footprintAuditValues(change.before),
          newValues: footprintAuditValues(change.after),
        },
        tx,
      );
      return change;
    });
    return c.json(change.view, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const userId = callerId(c);
    const id = resourceId(c.req.valid('param').id, FOOTPRINT_NOT_FOUND);
    await c.var.deps.database.db.transaction(async (tx) => {
      const deleted = await deleteFootprint(tx, userId, id);
      await cancelOpenRequestsOfLink(
        tx,
        { logger: c.var.logger, jobs: c.var.deps.jobs },
        { userId, footprintId: id },
        { ip_address: callerIp(c), user_agent: c.req.header('user-agent') ?? null },
      );
      await auditRequest(
        c,
        {
          action: 'footprint.delete',
          resourceType: 'FOOTPRINT',
          resourceId: id,
          oldValues: footprintAuditValues(deleted),
          newValues: null,
        },
        tx,
      );
    });
    return c.body(null, 204);
  });
