import { and, eq, inArray } from 'drizzle-orm';
import { FIRST_REQUEST_EMAIL_PURPOSES } from '@updately/shared/brands';
import type { UpdateChannel } from '@updately/shared/update-status';
import type { IntegrationKinds } from '@updately/shared/business-api';
import {
  DEFAULT_HANDLED_KINDS,
  isRequestKind,
  REQUEST_KINDS,
  type RequestKind,
} from '@updately/shared/request-kinds';
import type { Db, Tx } from '../../db/client';
import {
  brandClaims,
  brandDirectory,
  brandUpdateChannels,
  organizationRequestKinds,
  updateRequests,
} from '../../db/schema';

/** The kinds an organisation's integration handles: its choice, or the v1 kinds until then. */
export async function getIntegrationKinds(
  db: Db,
  organizationId: string,
): Promise<IntegrationKinds> {
  const [row] = await db
    .select()
    .from(organizationRequestKinds)
    .where(eq(organizationRequestKinds.organization_id, organizationId));
  if (!row) return { kinds: [...DEFAULT_HANDLED_KINDS], is_default: true, updated_at: null };
  return {
    kinds: REQUEST_KINDS.filter((k) => row.kinds.includes(k)),
    is_default: false,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Records the kinds the integration handles from now on. Requests already approved keep their
 * channel; a new one of a kind left out goes by the brand's email or the person's checklist
 * (kind-plan chooseKindChannel), and the dispatcher never hands one to the integration.
 */
export async function setIntegrationKinds(
  tx: Tx,
  organizationId: string,
  kinds: readonly RequestKind[],
  now = new Date(),
): Promise<{ before: readonly string[]; after: IntegrationKinds }> {
  const before = await getIntegrationKinds(tx, organizationId);
  const chosen = REQUEST_KINDS.filter((k) => kinds.includes(k));
  await tx
    .insert(organizationRequestKinds)
    .values({ organization_id: organizationId, kinds: chosen, updated_at: now })
    .onConflictDoUpdate({
      target: organizationRequestKinds.organization_id,
      set: { kinds: chosen, updated_at: now },
    });
  return {
    before: before.kinds,
    after: { kinds: chosen, is_default: false, updated_at: now.toISOString() },
  };
}

/** Whether `kinds` (a row's, or null for none) include `kind`: no row means the v1 kinds. */
export function handlesKind(kinds: readonly string[] | null, kind: string): boolean {
  return isRequestKind(kind) && (kinds ?? DEFAULT_HANDLED_KINDS).includes(kind);
}

export type KindReroute = { channel: Exclude<UpdateChannel, 'api'>; destination: string | null };

/**
 * The api-channel requests (of `ids`) whose kind the brand's business does not handle (it chose
 * other kinds after the person approved, then the request was sent again): where each goes
 * instead, the brand's first-request email address or the person's checklist. One query.
 */
export async function kindReroutes(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, KindReroute>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: updateRequests.id,
      kind: updateRequests.kind,
      kinds: organizationRequestKinds.kinds,
      override: brandUpdateChannels.contact_email,
      contact: brandDirectory.contact_email,
      purpose: brandDirectory.contact_email_purpose,
    })
    .from(updateRequests)
    .innerJoin(
      brandClaims,
      and(eq(brandClaims.brand_id, updateRequests.brand_id), eq(brandClaims.status, 'verified')),
    )
    .leftJoin(
      organizationRequestKinds,
      eq(organizationRequestKinds.organization_id, brandClaims.organization_id),
    )
    .leftJoin(brandUpdateChannels, eq(brandUpdateChannels.brand_id, updateRequests.brand_id))
    .leftJoin(brandDirectory, eq(brandDirectory.id, updateRequests.brand_id))
    .where(and(inArray(updateRequests.id, [...ids]), eq(updateRequests.channel, 'api')));
  const reroutes = new Map<string, KindReroute>();
  for (const row of rows) {
    if (handlesKind(row.kinds, row.kind)) continue;
    const firstRequest =
      row.purpose !== null &&
      (FIRST_REQUEST_EMAIL_PURPOSES as readonly string[]).includes(row.purpose);
    const destination = row.override ?? (firstRequest ? row.contact : null);
    reroutes.set(
      row.id,
      destination ? { channel: 'email', destination } : { channel: 'manual', destination: null },
    );
  }
  return reroutes;
}
