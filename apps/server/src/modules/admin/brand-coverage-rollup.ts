import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

/** Brands listed in the "done by hand" ranking. */
export const DONE_BY_HAND_LIMIT = 50;

export type DoneByHandRow = { brand_id: string; requests: number; journeys: number };

/**
 * Moves the deltas the triggers appended into the per-brand totals (ADR 0057); run by the
 * analytics fold job. Skipped while another fold or a rebuild holds the lock.
 */
export async function foldBrandCoverageRollup(db: Db | Tx): Promise<void> {
  await db.execute(sql`select brand_coverage_fold()`);
}

/** Recomputed from the base tables; call inside a REPEATABLE READ transaction. */
export async function rebuildBrandCoverageRollup(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`select brand_coverage_rebuild()`);
}

/**
 * The brands people completed most requests for by hand, from the totals plus the pending
 * deltas in one statement (one snapshot): a pending delta moves a journey in or out when it takes
 * the pair's folded count from or to zero.
 */
export function doneByHand(db: Db): Promise<DoneByHandRow[]> {
  return queryRows<DoneByHandRow>(
    db,
    sql`with pending as (
        select brand_id, journey_id, sum(requests) as n from brand_hand_journeys_delta
        group by brand_id, journey_id
      ), moved as (
        select p.brand_id, sum(p.n) as requests,
          sum((coalesce(j.requests, 0) + p.n > 0)::int - (coalesce(j.requests, 0) > 0)::int)
            as journeys
        from pending p
        left join brand_hand_journeys j on j.brand_id = p.brand_id and j.journey_id = p.journey_id
        group by p.brand_id
      ), figures as (
        select coalesce(t.brand_id, m.brand_id) as brand_id,
          (coalesce(t.requests, 0) + coalesce(m.requests, 0))::int as requests,
          (coalesce(t.journeys, 0) + coalesce(m.journeys, 0))::int as journeys
        from brand_hand_totals t full join moved m on m.brand_id = t.brand_id
      )
      select brand_id, requests, journeys from figures where requests > 0
      order by requests desc, journeys desc, brand_id
      limit ${DONE_BY_HAND_LIMIT}`,
  );
}
