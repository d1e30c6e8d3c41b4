import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminBrandDetailSchema,
  adminBrandExportQuerySchema,
  adminBrandListQuerySchema,
  adminBrandListSchema,
  adminBrandSchema,
  BRAND_IMPORT_MAX_CHARS,
  brandErrorBodySchema,
  brandImportInputSchema,
  brandImportResultSchema,
  brandInputSchema,
  brandMergeInputSchema,
  brandMergeResultSchema,
  type BrandFieldError,
} from '@updately/shared/admin-brands-api';
import type { AppEnv } from '../../auth/app-env';
import { handleError } from '../../error-handler';
import { auditRequest, callerId, callerIp } from '../../auth/request-context';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { logUserActions } from '../../platform/audit/audit-log';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { limitBody } from '../../lib/request-guards';
import {
  BrandDetailsError,
  createAdminBrand,
  deleteAdminBrand,
  exportAdminBrands,
  getAdminBrand,
  importAdminBrands,
  listAdminBrands,
  mergeAdminBrands,
  updateAdminBrand,
  type BrandAdmin,
} from './admin-brands.service';

const tags = ['Admin'];
const IMPORT_BODY_LIMIT_BYTES = 3 * BRAND_IMPORT_MAX_CHARS;
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator (or, for deletes and merges, not confirmed lately)'),
};
const invalid = (description: string) => ({ 400: jsonResponse(brandErrorBodySchema, description) });
const notFound = { 404: errorResponse('No such brand') };
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idParams = z.object({
  id: z.uuid({ error: 'The brand id must be a UUID.' }).openapi({
    param: { name: 'id', in: 'path' },
    example: '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70',
  }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/brands',
  operationId: 'listAdminBrands',
  tags,
  summary:
    'The brand directory, searched by name or slug, filtered by category, sorted, a page at a time',
  middleware: adminOnly,
  request: { query: adminBrandListQuerySchema },
  responses: {
    200: jsonResponse(adminBrandListSchema, 'One page of brands, with the total'),
    ...invalid('Invalid query'),
    ...denied,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/admin/brands/export',
  operationId: 'exportAdminBrands',
  tags,
  summary: 'Every brand (or those matching the filters) as a CSV or JSON file that import accepts',
  middleware: adminOnly,
  request: { query: adminBrandExportQuerySchema },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: {
        'text/csv': { schema: z.string() },
        'application/json': { schema: z.array(z.record(z.string(), z.unknown())) },
      },
    },
    ...invalid('Invalid query'),
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/brands/{id}',
  operationId: 'getAdminBrand',
  tags,
  summary: 'One brand, with what uses it (footprints, update requests, a verified claim)',
  middleware: adminOnly,
  request: { params: idParams },
  responses: {
    200: jsonResponse(adminBrandDetailSchema, 'The brand and its usage'),
    ...invalid('An id that is not a UUID'),
    ...denied,
    ...notFound,
  },
});

const createBrandRoute = createRoute({
  method: 'post',
  path: '/api/admin/brands',
  operationId: 'createAdminBrand',
  tags,
  summary: 'Add a brand to the directory; its slug is made from its name',
  middleware: adminOnly,
  request: { body: json(brandInputSchema) },
  responses: {
    201: jsonResponse(adminBrandSchema, 'The new brand'),
    ...invalid('Invalid fields, each with its problem (error.details)'),
    ...denied,
    409: jsonResponse(brandErrorBodySchema, 'A brand with this slug exists'),
  },
});

const updateBrandRoute = createRoute({
  method: 'put',
  path: '/api/admin/brands/{id}',
  operationId: 'updateAdminBrand',
  tags,
  summary: "Change a brand's name, category, tags, data items, links, contact address or logo",
  middleware: adminOnly,
  request: { params: idParams, body: json(brandInputSchema) },
  responses: {
    200: jsonResponse(adminBrandSchema, 'The changed brand'),
    ...invalid('Invalid fields, each with its problem (error.details)'),
    ...denied,
    ...notFound,
  },
});

const deleteBrandRoute = createRoute({
  method: 'delete',
  path: '/api/admin/brands/{id}',
  operationId: 'deleteAdminBrand',
  tags,
  summary: 'Delete a brand nothing uses (no footprint, update request or verified claim)',
  middleware: freshAdminOnly,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    ...invalid('An id that is not a UUID'),
    ...denied,
    ...notFound,
    409: errorResponse('The brand is in use: merge it into another instead'),
  },
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/api/admin/brands/{id}/merge',
  operationId: 'mergeAdminBrands',
  tags,
  summary:
    'Merge this brand into another (target_id) in one transaction: its footprints, requests and claims move, and it is deleted',
  middleware: freshAdminOnly,
  request: { params: idParams, body: json(brandMergeInputSchema) },
  responses: {
    200: jsonResponse(brandMergeResultSchema, 'The brand that stays, and what moved to it'),
    ...invalid('No target, or the brand itself'),
    ...denied,
    404: jsonResponse(brandErrorBodySchema, 'No such brand, or no such target'),
    409: errorResponse('Both brands are claimed by businesses'),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: '/api/admin/brands/import',
  operationId: 'importAdminBrands',
  tags,
  summary:
    'Import brands from CSV or JSON text, matched by slug, all or nothing (dry_run: preview only)',
  // The file's text travels as JSON (escaped): room for BRAND_IMPORT_MAX_CHARS of it. The app's
  // default limit for /api/* runs first unless app.ts lists this path among its uploads.
  middleware: [...adminOnly, limitBody(IMPORT_BODY_LIMIT_BYTES)],
  request: { body: json(brandImportInputSchema) },
  responses: {
    200: jsonResponse(
      brandImportResultSchema,
      'What was (or, in a dry run, would be) created and updated',
    ),
    ...invalid('Nothing imported: each invalid row and field with its problem (error.details)'),
    ...denied,
    413: errorResponse('The file is too large'),
  },
});

/** Bad input answers every problem, not only the first (the shared hook's way). */
function allProblems(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context<AppEnv>,
) {
  if (result.success) return;
  const details: BrandFieldError[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    details.push({ field, message: issue.message });
  }
  const first = details[0];
  const message =
    details.length === 1
      ? `${first!.field}: ${first!.message}`
      : `${details.length} fields need attention.`;
  return c.json({ error: { code: 'VALIDATION_FAILED', message, details } }, 400);
}

function adminOf(c: Context<AppEnv>): BrandAdmin {
  const adminId = callerId(c);
  return {
    db: c.var.deps.database.db,
    audit: async (tx, entries) => {
      if (entries.length === 1) {
        return auditRequest(c, { ...entries[0]!, resourceType: 'BRAND' }, tx);
      }
      const request = {
        userId: adminId,
        ipAddress: callerIp(c),
        userAgent: c.req.header('user-agent') ?? null,
      };
      return logUserActions(
        tx,
        entries.map((entry) => ({ ...entry, ...request, resourceType: 'BRAND' as const })),
        c.var.logger,
      );
    },
  };
}

export const adminBrandsRoutes = createRouter<AppEnv>()
  .openapi(
    listRoute,
    async (c) => c.json(await listAdminBrands(c.var.deps.database.db, c.req.valid('query')), 200),
    allProblems,
  )
  .openapi(
    exportRoute,
    async (c) => {
      const file = await exportAdminBrands(c.var.deps.database.db, c.req.valid('query'));
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(file.body, 200, { 'Content-Type': file.contentType });
    },
    allProblems,
  )
  .openapi(
    getRoute,
    async (c) => c.json(await getAdminBrand(c.var.deps.database.db, c.req.valid('param').id), 200),
    allProblems,
  )
  .openapi(
    createBrandRoute,
    async (c) => c.json(await createAdminBrand(adminOf(c), c.req.valid('json')), 201),
    allProblems,
  )
  .openapi(
    updateBrandRoute,
    async (c) =>
      c.json(await updateAdminBrand(adminOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    allProblems,
  )
  .openapi(
    deleteBrandRoute,
    async (c) => {
      await deleteAdminBrand(adminOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
    allProblems,
  )
  .openapi(
    mergeRoute,
    async (c) =>
      c.json(
        await mergeAdminBrands(adminOf(c), c.req.valid('param').id, c.req.valid('json').target_id),
        200,
      ),
    allProblems,
  )
  .openapi(
    importRoute,
    async (c) => c.json(await importAdminBrands(adminOf(c), c.req.valid('json')), 200),
    allProblems,
  )
  // Errors with details keep them in the answer (the app's handler answers code and message).
  .onError((err, c) =>
    err instanceof BrandDetailsError
      ? c.json(
          { error: { code: err.code, message: err.message, details: err.details } },
          err.status,
        )
      : handleError(err, c),
  );
