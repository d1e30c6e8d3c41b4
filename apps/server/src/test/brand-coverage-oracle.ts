// Brand coverage as computed before: the "done by hand" ranking before ADR 0057, straight from the
// base tables, and each brand's best channel before issue 28, in the app: test oracles.
import { sql } from 'drizzle-orm';
import {
  coverageByChannel,
  type BestChannel,
  type CoverageBrand,
} from '@updately/shared/brand-coverage';
import { DEFAULT_HANDLED_KINDS } from '@updately/shared/request-kinds';
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

/**
 * Every brand's best channel as computed before issue 28: every brand read into the app with its
 * channel facts as stored, and the shared rule run on each. By channel, each list in the page's
 * order (case-insensitive name, then id).
 */
export async function oracleBrandsByChannel(db: Db): Promise<Map<BestChannel, string[]>> {
  const brands = await queryRows<CoverageBrand & { id: string }>(
    db,
    sql`select b.id, coalesce(u.contact_email, b.contact_email) as contact_email,
          case when u.contact_email is not null and u.contact_email <> '' then 'customer_service'
            else b.contact_email_purpose end as contact_email_purpose,
          b.web_form_url, b.web_form_purpose, b.postal_address, b.phone, u.channel as configured,
          case when c.id is null then null
            else coalesce(k.kinds, ${DEFAULT_KINDS}) end as handled_kinds
        from brand_directory b
        left join brand_update_channels u on u.brand_id = b.id
        left join brand_claims c on c.brand_id = b.id and c.status = 'verified'
        left join organization_request_kinds k on k.organization_id = c.organization_id
        order by lower(b.name) collate "C", b.id`,
  );
  return new Map(coverageByChannel(brands).map((g) => [g.channel, g.brands.map((b) => b.id)]));
}

const DEFAULT_KINDS = sql.raw(
  `array[${DEFAULT_HANDLED_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`,
);
