import type { Tx } from '../../db/client';
import { usageLedger } from '../../db/schema';

export type Billing = { unitPrice: string; currency: string };

/**
 * One ledger row per field confirmed `applied`, in the transaction that records the answer.
 * Unique per (request, field): a retry, a replay or a race inserts nothing. Returns the rows
 * actually added.
 */
export async function recordAppliedFields(
  tx: Tx,
  billing: Billing,
  entry: {
    organizationId: string;
    brandId: string | null;
    requestId: string;
    fields: readonly string[];
    source: 'api' | 'portal';
    now: Date;
  },
): Promise<number> {
  if (entry.fields.length === 0) return 0;
  const added = await tx
    .insert(usageLedger)
    .values(
      entry.fields.map((field) => ({
        organization_id: entry.organizationId,
        brand_id: entry.brandId,
        request_id: entry.requestId,
        field,
        unit_price: billing.unitPrice,
        currency: billing.currency,
        source: entry.source,
        occurred_at: entry.now,
      })),
    )
    .onConflictDoNothing({ target: [usageLedger.request_id, usageLedger.field] })
    .returning({ id: usageLedger.id });
  return added.length;
}
