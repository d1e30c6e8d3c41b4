import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ADMIN_BRAND_CLAIMS_MAX_PAGE,
  ADMIN_BRAND_CLAIMS_PAGE,
  adminBrandClaimListSchema,
  BRAND_CLAIM_STATUSES,
  brandClaimSchema,
  revokeBrandClaimSchema,
} from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { adminOnly, freshAdminOnly } from '../../auth/require-admin';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { revokeBrandClaim } from '../../platform/business/brand-claim-revocation';
import {
  claimVerifiedMail,
  decideBrandClaim,
} from '../../platform/business/brand-claim-verification';
import { mailClaimDecision } from '../../platform/business/claim-decision-mail';
import { listBrandClaimsForAdmin } from './admin-brand-claims-list';

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
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(ADMIN_BRAND_CLAIMS_MAX_PAGE)
        .default(ADMIN_BRAND_CLAIMS_PAGE)
        .openapi({ param: { name: 'limit', in: 'query' } }),
      cursor: z
        .string()
        .max(200)
        .optional()
        .openapi({ param: { name: 'cursor', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonResponse(adminBrandClaimListSchema, 'Claims, last decided or asked first: one page'),
    400: errorResponse('Bad filter or cursor'),
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

const revokeRoute = createRoute({
  method: 'post',
  path: '/api/admin/brand-claims/{id}/revoke',
  operationId: 'revokeBrandClaim',
  tags,
  summary:
    "Revoke a verified claim: the brand goes back to email or the person's checklist, and its unfinished requests are sent that way",
  middleware: freshAdminOnly,
  request: {
    params: claimParams,
    body: { required: true, content: { 'application/json': { schema: revokeBrandClaimSchema } } },
  },
  responses: {
    200: jsonResponse(brandClaimSchema, 'The revoked claim'),
    400: errorResponse('No reason given'),
    ...denied,
    404: errorResponse('No such claim'),
    409: errorResponse('The claim is not verified'),
  },
});

export const adminBrandClaimsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) =>
    c.json(await listBrandClaimsForAdmin(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(decide('approve'), async (c) => c.json(await decideAs(c, true), 200))
  .openapi(decide('reject'), async (c) => c.json(await decideAs(c, false), 200))
  .openapi(revokeRoute, async (c) => {
    const { deps } = c.var;
    const { reason } = c.req.valid('json');
    const claim = await deps.database.db.transaction(async (tx) => {
      const revocation = await revokeBrandClaim(
        tx,
        { jobs: deps.jobs, logger: c.var.logger },
        { claimId: c.req.valid('param').id, adminId: callerId(c), reason },
      );
      await auditRequest(
        c,
        {
          action: 'brand_claim.revoked',
          resourceType: 'BRAND_CLAIM',
          resourceId: revocation.claim.id,
          oldValues: revocation.before,
          newValues: revocation.after,
          metadata: { reason, brand_id: revocation.claim.brand.id },
        },
        tx,
      );
      return revocation.claim;
    });
    return c.json(claim, 200);
  });

function decideAs(c: Context<AppEnv>, approve: boolean) {
  return c.var.deps.database.db.transaction(async (tx) => {
    const { mailer, config } = c.var.deps;
    const claim = await decideBrandClaim(tx, claimVerifiedMail(mailer, config.APP_NAME, tx), {
      claimId: c.req.param('id') ?? '',
      adminId: callerId(c),
      approve,
    });
    await mailClaimDecision(tx, mailer, { name: config.APP_NAME, url: config.appUrl }, claim);
    await auditRequest(
      c,
      {
        action: approve ? 'brand_claim.approved' : 'brand_claim.rejected',
        resourceType: 'BRAND_CLAIM',
        resourceId: claim.id,
        newValues: { status: claim.status, method: 'admin' },
      },
      tx,
    );
    return claim;
  });
}
