import { sql } from 'drizzle-orm';
import type { BusinessSummary } from '@updately/shared/business-api';
import type { Db } from '../../db/client';
import { updateRequests } from '../../db/schema';
import { visibleTo } from './business-requests';
import type { Billing } from './usage-ledger';
import { currentMonth, monthlyUsage } from './usage-report';

/** The portal's home figures: what waits, how often and how fast the business confirms. */
export async function businessSummary(
  db: Db,
  organizationId: string,
  billing: Billing,
  now = new Date(),
): Promise<BusinessSummary> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${updateRequests.status} in ('queued', 'sent', 'acknowledged'))::int`,
      confirmed: sql<number>`count(*) filter (where ${updateRequests.status} = 'completed')::int`,
      rejected: sql<number>`count(*) filter (where ${updateRequests.status} = 'rejected')::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${updateRequests.completed_at} - ${updateRequests.sent_at})) filter (where ${updateRequests.status} = 'completed' and ${updateRequests.sent_at} is not null)`,
    })
    .from(updateRequests)
    .where(visibleTo(organizationId));
  const confirmed = Number(row?.confirmed ?? 0);
  const rejected = Number(row?.rejected ?? 0);
  return {
    pending: Number(row?.pending ?? 0),
    confirmed,
    rejected,
    confirmation_rate: confirmed + rejected ? confirmed / (confirmed + rejected) : null,
    median_seconds_to_confirm: row?.median == null ? null : Math.round(Number(row.median)),
    usage: await monthlyUsage(db, organizationId, currentMonth(now), billing),
  };
}
