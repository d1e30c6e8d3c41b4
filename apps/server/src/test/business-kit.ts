import { expect } from 'vitest';
import type { BrandClaim } from '@updately/shared/business-api';
import { createBrand, type BrandFactoryOptions } from '../seed/factories/brand-factories';
import { claimCodeIn, waitForMail } from './mailbox';
import type { TestApp } from './test-app';

/** A new organisation of the holder of `cookie` (better-auth's organization plugin): its id. */
export async function createOrganization(t: TestApp, cookie: string, name = 'Acme Energy') {
  const res = await t.request('/api/auth/organization/create', {
    method: 'POST',
    cookie,
    json: {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${crypto.randomUUID().slice(0, 6)}`,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Adds a user to an organisation with a role, as an accepted invitation does. */
export async function addMember(t: TestApp, organizationId: string, userId: string, role: string) {
  await t.deps.auth.api.addMember({ body: { organizationId, userId, role: role as 'member' } });
}

/**
 * A brand (with a website) claimed and verified by the organisation with a code mailed to a
 * role address at its domain (`admin@`): its requests now go through the api channel.
 */
export async function claimBrand(
  t: TestApp,
  cookie: string,
  organizationId: string,
  options: BrandFactoryOptions = {},
) {
  const domain = `brand-${crypto.randomUUID().slice(0, 8)}.example`;
  const brand = await createBrand(t.database.db, {
    website: `https://www.${domain}`,
    contact_email: null,
    ...options,
  });
  const email = `admin@${domain}`;
  const claimed = await t.request(`/api/business/organizations/${organizationId}/claims`, {
    method: 'POST',
    cookie,
    json: { brand_id: brand.id, method: 'email_code', email },
  });
  expect(claimed.status).toBe(201);
  const claim = (await claimed.json()) as BrandClaim;
  const mail = await waitForMail(t, email, /code to claim/);
  const verified = await t.request(
    `/api/business/organizations/${organizationId}/claims/${claim.id}/verify`,
    { method: 'POST', cookie, json: { code: claimCodeIn(mail.subject) } },
  );
  expect(verified.status).toBe(200);
  return { brand, claim: (await verified.json()) as BrandClaim, email };
}

/** A claim an admin approved: the other way to a verified claim, for any brand. */
export async function claimBrandByAdmin(
  t: TestApp,
  cookie: string,
  adminCookie: string,
  organizationId: string,
  brandId: string,
) {
  const claimed = await t.request(`/api/business/organizations/${organizationId}/claims`, {
    method: 'POST',
    cookie,
    json: { brand_id: brandId, method: 'admin' },
  });
  expect(claimed.status).toBe(201);
  const { id } = (await claimed.json()) as BrandClaim;
  const approved = await t.request(`/api/admin/brand-claims/${id}/approve`, {
    method: 'POST',
    cookie: adminCookie,
  });
  expect(approved.status).toBe(200);
  return (await approved.json()) as BrandClaim;
}

/** A new API key of the organisation: the key itself. */
export async function createKey(
  t: TestApp,
  cookie: string,
  organizationId: string,
  scopes: string[] = ['requests:read', 'requests:write'],
) {
  const res = await t.request(`/api/business/organizations/${organizationId}/api-keys`, {
    method: 'POST',
    cookie,
    json: { name: 'Integration', scopes },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; key: string; prefix: string };
}

/** Calls the Business API with a key (no cookie), with an Idempotency-Key when given. */
export function businessApi(t: TestApp, key: string | null) {
  return (
    method: string,
    path: string,
    options: { json?: unknown; idempotencyKey?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return t.request(`/api/v1${path}`, { method, headers, json: options.json });
  };
}
