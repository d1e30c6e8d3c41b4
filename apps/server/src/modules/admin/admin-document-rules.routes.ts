import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  brandDocumentRulesSchema,
  documentDefaultsSchema,
  documentRulesInputSchema,
  type BrandDocumentRules,
  type DocumentDefaults,
} from '@updately/shared/admin-document-rules-api';
import { BRAND_CATEGORIES, BRAND_CATEGORY_LABELS } from '@updately/shared/brands';
import type { DocumentRule } from '@updately/shared/document-requirements';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import type { Db } from '../../db/client';
import { brandDirectory } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  brandRules,
  categoryRules,
  replaceRules,
} from '../documents-required/document-rules.service';

const tags = ['Admin'];
const denied = {
  400: errorResponse('Invalid rules (an unknown kind or document type, a kind listed twice)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const brandParams = z.object({
  id: z
    .uuid({ error: 'The brand id must be a UUID.' })
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const categoryParams = z.object({
  category: z
    .enum(BRAND_CATEGORIES, { error: 'Choose a brand category.' })
    .openapi({ param: { name: 'category', in: 'path' } }),
});

const getBrandRoute = createRoute({
  method: 'get',
  path: '/api/admin/brands/{id}/documents',
  operationId: 'getBrandDocumentRules',
  tags,
  summary: 'The documents a brand requires per kind of request, beside its category’s defaults',
  middleware: adminOnly,
  request: { params: brandParams },
  responses: {
    200: jsonResponse(brandDocumentRulesSchema, 'The brand’s own rules and its category’s'),
    ...denied,
    404: errorResponse('No such brand'),
  },
});

const putBrandRoute = createRoute({
  method: 'put',
  path: '/api/admin/brands/{id}/documents',
  operationId: 'updateBrandDocumentRules',
  tags,
  summary:
    'Replace a brand’s own rules: a kind with no documents requires none, a kind left out follows the category',
  middleware: adminOnly,
  request: { params: brandParams, body: json(documentRulesInputSchema) },
  responses: {
    200: jsonResponse(brandDocumentRulesSchema, 'The brand’s rules as saved'),
    ...denied,
    404: errorResponse('No such brand'),
  },
});

const getDefaultsRoute = createRoute({
  method: 'get',
  path: '/api/admin/document-defaults',
  operationId: 'getDocumentDefaults',
  tags,
  summary: 'Each category’s default documents per kind (for brands without their own rule)',
  middleware: adminOnly,
  responses: { 200: jsonResponse(documentDefaultsSchema, 'Every category’s rules'), ...denied },
});

const putDefaultsRoute = createRoute({
  method: 'put',
  path: '/api/admin/document-defaults/{category}',
  operationId: 'updateDocumentDefaults',
  tags,
  summary: 'Replace one category’s default documents per kind',
  middleware: adminOnly,
  request: { params: categoryParams, body: json(documentRulesInputSchema) },
  responses: { 200: jsonResponse(documentDefaultsSchema, 'Every category’s rules'), ...denied },
});

async function brandCategory(db: Db, brandId: string): Promise<string | null> {
  const [row] = await db
    .select({ category: brandDirectory.category })
    .from(brandDirectory)
    .where(eq(brandDirectory.id, brandId));
  if (!row) throw new AppError('NOT_FOUND', 'No brand with this id.');
  return row.category;
}

async function brandAnswer(db: Db, brandId: string): Promise<BrandDocumentRules> {
  const category = await brandCategory(db, brandId);
  const defaults = await categoryRules(db);
  return {
    brand_id: brandId,
    category,
    rules: await brandRules(db, brandId),
    category_rules: (category && defaults.get(category)) || [],
  };
}

async function defaultsAnswer(db: Db): Promise<DocumentDefaults> {
  const byCategory = await categoryRules(db);
  return {
    categories: BRAND_CATEGORIES.map((category) => ({
      category,
      label: BRAND_CATEGORY_LABELS[category],
      rules: byCategory.get(category) ?? [],
    })),
  };
}

/** The rules in the order the audit entry keeps them (kind by kind). */
const sorted = (rules: readonly DocumentRule[]) =>
  [...rules].sort((a, b) => a.kind.localeCompare(b.kind));

function save(
  c: Context<AppEnv>,
  owner: { brand_id: string } | { category: (typeof BRAND_CATEGORIES)[number] },
  before: readonly DocumentRule[],
  rules: readonly DocumentRule[],
) {
  return c.var.deps.database.db.transaction(async (tx) => {
    await replaceRules(tx, owner, rules);
    await auditRequest(
      c,
      'brand_id' in owner
        ? {
            action: 'admin.brand.documents_updated',
            resourceType: 'BRAND',
            resourceId: owner.brand_id,
            oldValues: { rules: sorted(before) },
            newValues: { rules: sorted(rules) },
          }
        : {
            action: 'admin.document_defaults.updated',
            resourceType: 'SETTINGS',
            resourceId: `document_defaults:${owner.category}`,
            oldValues: { rules: sorted(before) },
            newValues: { rules: sorted(rules) },
          },
      tx,
    );
  });
}

export const adminDocumentRulesRoutes = createRouter<AppEnv>()
  .openapi(getBrandRoute, async (c) =>
    c.json(await brandAnswer(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(putBrandRoute, async (c) => {
    const db = c.var.deps.database.db;
    const brandId = c.req.valid('param').id;
    await brandCategory(db, brandId);
    await save(c, { brand_id: brandId }, await brandRules(db, brandId), c.req.valid('json').rules);
    return c.json(await brandAnswer(db, brandId), 200);
  })
  .openapi(getDefaultsRoute, async (c) => c.json(await defaultsAnswer(c.var.deps.database.db), 200))
  .openapi(putDefaultsRoute, async (c) => {
    const db = c.var.deps.database.db;
    const { category } = c.req.valid('param');
    const before = (await categoryRules(db)).get(category) ?? [];
    await save(c, { category }, before, c.req.valid('json').rules);
    return c.json(await defaultsAnswer(db), 200);
  });
