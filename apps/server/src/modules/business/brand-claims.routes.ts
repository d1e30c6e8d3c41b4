import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  brandClaimListSchema,
  brandClaimOptionsSchema,
  brandClaimSchema,
  createBrandClaimSchema,
  verifyBrandClaimSchema,
} from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import type { Tx } from '../../db/client';
import { AppError, errorBody } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import {
  claimVerifiedMail,
  dnsClaimToCheck,
  findClaimRecord,
  verifyBrandClaimCode,
  verifyBrandClaimDns,
} from '../../platform/business/brand-claim-verification';
import {
  brandClaimOptions,
  listBrandClaims,
  prepareBrandClaim,
  requestBrandClaim,
} from '../../platform/business/brand-claims';
import { txtLookup } from '../../platform/business/claim-dns';
import { MANAGER_ROLES } from '../../platform/business/organization-access';
import { deriveKey } from '../../platform/crypto/value-cipher';
import { mailTemplates } from '../../platform/mail/templates';
import { limitClaimRequest, limitDnsCheck } from './claim-rate-limits';
import { membership } from './membership';

const tags = ['Business portal'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const orgParams = z.object({ orgId: pathParam('orgId') });
const claimParams = orgParams.extend({ claimId: pathParam('claimId') });
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const unauthorized = { 401: errorResponse('Not signed in') };
const noOrg = { 404: errorResponse('No such organisation of yours') };
const managersOnly = { 403: errorResponse('Only an owner or admin of the organisation') };
const limited = { 429: errorResponse('Too many requests or wrong codes; see Retry-After') };
const noClaim = { 404: errorResponse('No such claim of the organisation') };
const notPending = { 409: errorResponse('The claim is no longer pending, or not of this kind') };

const listRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/claims',
  operationId: 'listBrandClaims',
  tags,
  summary: "The organisation's claims to directory brands",
  middleware: [requireUser] as const,
  request: { params: orgParams },
  responses: { 200: jsonResponse(brandClaimListSchema, 'Claims'), ...unauthorized, ...noOrg },
});

const optionsRoute = createRoute({
  method: 'get',
  path: '/api/business/organizations/{orgId}/claim-options/{brandId}',
  operationId: 'getBrandClaimOptions',
  tags,
  summary: 'How a brand may be claimed: DNS record, role-address code, or admin review only',
  middleware: [requireUser] as const,
  request: { params: orgParams.extend({ brandId: pathParam('brandId') }) },
  responses: {
    200: jsonResponse(brandClaimOptionsSchema, 'The paths offered'),
    ...unauthorized,
    ...managersOnly,
    404: errorResponse('No such organisation of yours, or no such brand'),
  },
});

const createClaimRoute = createRoute({
  method: 'post',
  path: '/api/business/organizations/{orgId}/claims',
  operationId: 'createBrandClaim',
  tags,
  summary:
    "Claim a brand: a DNS record at its domain, a code to a role address there, or an admin's review",
  middleware: [requireUser] as const,
  request: { params: orgParams, body: body(createBrandClaimSchema) },
  responses: {
    201: jsonResponse(brandClaimSchema, 'The pending claim'),
    400: errorResponse(
      'Invalid input, a path not offered for the brand, or an address not allowed',
    ),
    ...unauthorized,
    ...managersOnly,
    404: errorResponse('No such organisation of yours, or no such brand'),
    409: errorResponse('The brand is already verified by a business'),
    ...limited,
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/api/business/organizations/{orgId}/claims/{claimId}/verify',
  operationId: 'verifyBrandClaim',
  tags,
  summary: "Verify a claim with the code from the email: the brand's requests then come here",
  middleware: [requireUser] as const,
  request: { params: claimParams, body: body(verifyBrandClaimSchema) },
  responses: {
    200: jsonResponse(brandClaimSchema, 'The verified claim'),
    400: errorResponse('Wrong or expired code'),
    ...unauthorized,
    ...managersOnly,
    ...noClaim,
    ...notPending,
    ...limited,
  },
});

const checkDnsRoute = createRoute({
  method: 'post',
  path: '/api/business/organizations/{orgId}/claims/{claimId}/check-dns',
  operationId: 'checkBrandClaimDns',
  tags,
  summary: "Verify a claim by its TXT record at the brand's registrable domain",
  middleware: [requireUser] as const,
  request: { params: claimParams },
  responses: {
    200: jsonResponse(brandClaimSchema, 'The verified claim'),
    400: errorResponse('The record was not found (yet)'),
    ...unauthorized,
    ...managersOnly,
    ...noClaim,
    ...notPending,
    ...limited,
    503: errorResponse('The DNS servers did not answer'),
  },
});

export const brandClaimsRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { organizationId } = await membership(c);
    return c.json({ items: await listBrandClaims(db, organizationId) }, 200);
  })
  .openapi(optionsRoute, async (c) => {
    await membership(c, MANAGER_ROLES);
    const { db } = c.var.deps.database;
    return c.json(await brandClaimOptions(db, c.req.valid('param').brandId), 200);
  })
  .openapi(createClaimRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const input = c.req.valid('json');
    const prepared = await prepareBrandClaim(db, {
      organizationId,
      userId: callerId(c),
      brandId: input.brand_id,
      method: input.method,
      email: input.email,
    });
    await limitClaimRequest(c, prepared);
    const claim = await db.transaction(async (tx) => {
      const created = await requestBrandClaim(
        tx,
        claimCodeKey(deps.config.authSecret),
        (to, brandName, code) =>
          deps.mailer.sendInTransaction(
            tx,
            mailTemplates.brandClaimCode(deps.config.APP_NAME, to, brandName, code),
          ),
        prepared,
      );
      await auditRequest(
        c,
        {
          action: 'brand_claim.requested',
          resourceType: 'BRAND_CLAIM',
          resourceId: created.id,
          metadata: { brand_id: prepared.brand.id, method: prepared.method, to: prepared.email },
        },
        tx,
      );
      return created;
    });
    return c.json(claim, 201);
  })
  .openapi(verifyRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { claimId } = c.req.valid('param');
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const result = await db.transaction(async (tx) => {
      const outcome = await verifyBrandClaimCode(
        tx,
        claimCodeKey(deps.config.authSecret),
        verifiedMail(c, tx),
        { organizationId, userId: callerId(c), claimId, code: c.req.valid('json').code },
      );
      if (outcome.ok) await auditVerified(c, tx, outcome.claim.id, 'email_code');
      return outcome;
    });
    if (result.ok) return c.json(result.claim, 200);
    if (result.lockedUntil) {
      const seconds = Math.ceil((result.lockedUntil.getTime() - Date.now()) / 1000);
      c.header('Retry-After', String(Math.max(1, seconds)));
      return c.json(errorBody('RATE_LIMITED', result.message), 429);
    }
    return c.json(errorBody('INVALID_CODE', result.message), 400);
  })
  .openapi(checkDnsRoute, async (c) => {
    const { deps } = c.var;
    const { db } = deps.database;
    const { claimId } = c.req.valid('param');
    const { organizationId } = await membership(c, MANAGER_ROLES);
    const record = await dnsClaimToCheck(db, { organizationId, claimId });
    await limitDnsCheck(c, claimId);
    const found = await findClaimRecord(txtLookup(deps.config.claimDnsServers), record);
    if (found === 'unavailable') {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `The DNS servers did not answer for ${record.name}. Try again in a few minutes.`,
      );
    }
    if (found === 'not_found') {
      return c.json(
        errorBody(
          'DNS_RECORD_NOT_FOUND',
          `No TXT record ${record.name} with the value ${record.value} was found. New records can take a while to appear: check again in a few minutes.`,
        ),
        400,
      );
    }
    const claim = await db.transaction(async (tx) => {
      const verified = await verifyBrandClaimDns(tx, verifiedMail(c, tx), {
        organizationId,
        userId: callerId(c),
        claimId,
        token: record.value,
      });
      await auditVerified(c, tx, verified.id, 'dns');
      return verified;
    });
    return c.json(claim, 200);
  });

function verifiedMail(c: Context<AppEnv>, tx: Tx) {
  return claimVerifiedMail(c.var.deps.mailer, c.var.deps.config.APP_NAME, tx);
}

function auditVerified(c: Context<AppEnv>, tx: Tx, claimId: string, method: string) {
  return auditRequest(
    c,
    {
      action: 'brand_claim.verified',
      resourceType: 'BRAND_CLAIM',
      resourceId: claimId,
      newValues: { status: 'verified', method },
    },
    tx,
  );
}

function claimCodeKey(authSecret: string) {
  return deriveKey(authSecret, 'brand-claim-codes');
}
