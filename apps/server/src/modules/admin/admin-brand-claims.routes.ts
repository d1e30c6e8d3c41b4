import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminBrandClaimListSchema,
  BRAND_CLAIM_STATUSES,
  brandClaimSchema,
} from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { decideBrandClaim, listBrandClaimsForAdmin } from '../../platform/business/brand-claims';

const tags = ['Admin'];
const denied = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
};
const claimParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/brand-claims',
  operationId: 'listAllBrandClaims',
  tags,
  summary: "Businesses' claims to directory brands; pending ones wait for a decision",
  middleware: adminOnly,
  request: {
    query: z.object({
      status: z
        .enum(BRAND_CLAIM_STATUSES)
        .optional()
        .openapi({ param: { name: 'status', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonResponse(adminBrandClaimListSchema, 'Claims, newest first'),
    400: errorResponse('Bad filter'),
    ...denied,
  },
});

const decide = (decision: 'approve' | 'reject') =>
  createRoute({
    method: 'post',
    path: `/api/admin/brand-claims/{id}/${decision}`,
    operationId: decision === 'approve' ? 'approveBrandClaim' : 'rejectBrandClaim',
    tags,
    summary:
      decision === 'approve'
        ? "Approve a claim: the brand's updates go to the organisation's integration"
        : 'Reject a claim',
    middleware: adminOnly,
    request: { params: claimParams },
    responses: {
      200: jsonResponse(brandClaimSchema, 'The decided claim'),
      ...denied,
      404: errorResponse('No such claim'),
      409: errorResponse('The claim is no longer pending, or the brand is taken'),
    },
  });

export const adminBrandClaimsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(
      { items: await listBrandClaimsForAdmin(c.var.deps.database.db, c.req.valid('query')) },
      200,
    ),
  )
  .openapi(decide('approve'), async (c) => c.json(await decideAs(c, true), 200))
  .openapi(decide('reject'), async (c) => c.json(await decideAs(c, false), 200));

function decideAs(c: Context<AppEnv>, approve: boolean) {
  return c.var.deps.database.db.transaction(async (tx) => {
    const claim = await decideBrandClaim(tx, {
      claimId: c.req.param('id') ?? '',
      adminId: callerId(c),
      approve,
    });
    await auditRequest(
      c,
      {
        action: approve ? 'brand_claim.approved' : 'brand_claim.rejected',
        resourceType: 'BRAND_CLAIM',
        resourceId: claim.id,
      },
      tx,
    );
    return claim;
  });
}
