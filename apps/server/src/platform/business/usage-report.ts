import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Usage } from '@updately/shared/business-api';
import type { Db } from '../../db/client';
import { updateRequests, usageLedger } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import type { Billing } from './usage-ledger';

/** `2026-11` -> the month's first instant and the next month's, in UTC (invoices are UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}

export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

function inMonth(organizationId: string, month: string) {
  const { from, to } = monthRange(month);
  return and(
    eq(usageLedger.organization_id, organizationId),
    gte(usageLedger.occurred_at, from),
    lt(usageLedger.occurred_at, to),
  );
}

/** Fields billed in a month, day by day (UTC), with the amounts at the prices recorded. */
export async function monthlyUsage(
  db: Db,
  organizationId: string,
  month: string,
  billing: Billing,
): Promise<Usage> {
  const day = sql<string>`to_char(${usageLedger.occurred_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      fields: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${usageLedger.unit_price})::numeric(12,2)::text`,
    })
    .from(usageLedger)
    .where(inMonth(organizationId, month))
    .groupBy(day)
    .orderBy(day);
  const fields = rows.reduce((sum, r) => sum + Number(r.fields), 0);
  const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  return {
    month,
    currency: billing.currency,
    unit_price: billing.unitPrice,
    fields,
    amount: (cents / 100).toFixed(2),
    days: rows.map((r) => ({ date: r.date, fields: Number(r.fields), amount: r.amount })),
  };
}

/**
 * The month's ledger as CSV, one row per billed field: the ledger id is the idempotency key a
 * metered-billing provider would take (docs/decisions/0025-usage-ledger-and-billing.md).
 */
export async function monthlyUsageCsv(db: Db, organizationId: string, month: string) {
  const rows = await db
    .select({
      id: usageLedger.id,
      occurred_at: usageLedger.occurred_at,
      reference: updateRequests.reference,
      company: updateRequests.company_name,
      field: usageLedger.field,
      unit_price: usageLedger.unit_price,
      currency: usageLedger.currency,
      source: usageLedger.source,
    })
    .from(usageLedger)
    .innerJoin(updateRequests, eq(updateRequests.id, usageLedger.request_id))
    .where(inMonth(organizationId, month))
    .orderBy(asc(usageLedger.occurred_at), asc(usageLedger.id));
  return toCsv(
    [
      'ledger_id',
      'confirmed_at',
      'reference',
      'brand',
      'field',
      'unit_price',
      'currency',
      'source',
    ],
    rows.map((r) => [
      r.id,
      r.occurred_at.toISOString(),
      r.reference,
      r.company,
      r.field,
      r.unit_price,
      r.currency,
      r.source,
    ]),
  );
}
