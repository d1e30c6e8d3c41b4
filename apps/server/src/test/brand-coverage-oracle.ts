// Brand coverage's "done by hand" ranking as computed before ADR 0057, straight from the base
// tables: a test oracle for the rollup.
import { sql } from 'drizzle-orm';
import { PERSON_STEP_CHANNELS } from '@updately/shared/update-status';
import { queryRows, type Db } from '../db/client';
import { DONE_BY_HAND_LIMIT, type DoneByHandRow } from '../modules/admin/brand-coverage-rollup';

const PERSON_STEP = sql.raw(PERSON_STEP_CHANNELS.map((c) => `'${c}'`).join(', '));

/** The old query, with the rollup's tie-break (brand id) so equal counts compare in one order. */
export function oracleDoneByHand(db: Db, limit = DONE_BY_HAND_LIMIT): Promise<DoneByHandRow[]> {
  return queryRows<DoneByHandRow>(
    db,
    sql`select r.brand_id, count(*)::int as requests, count(distinct r.journey_id)::int as journeys
      from update_requests r
      where r.status = 'completed' and r.channel in (${PERSON_STEP}) and r.brand_id is not null
        and not exists (select 1 from update_request_events e
                        where e.request_id = r.id and e.type = 'confirmed')
      group by r.brand_id
      order by requests desc, journeys desc, r.brand_id
      limit ${limit}`,
  );
}
