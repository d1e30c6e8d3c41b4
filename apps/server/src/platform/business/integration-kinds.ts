import { eq } from 'drizzle-orm';
import type { IntegrationKinds } from '@updately/shared/business-api';
import {
  DEFAULT_HANDLED_KINDS,
  isRequestKind,
  REQUEST_KINDS,
  type RequestKind,
} from '@updately/shared/request-kinds';
import type { Db, Tx } from '../../db/client';
import { organizationRequestKinds } from '../../db/schema';

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
