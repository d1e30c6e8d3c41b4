import { sql } from 'drizzle-orm';
import { ANALYTICS_TOP_BRANDS, type DateRange } from '@updately/shared/admin-analytics-api';
import { queryRows, type Db } from '../../db/client';
import { wholeMonths } from './analytics-months';

/**
 * The brands with the most requests sent in `range` (ties at the cut kept). Each brand's figure is
 * its running total at the range's last day minus the one before its first day: two rows of
 * analytics_brands_sent_to_date whatever the range and the number of days (ADR 0056), plus the
 * pending deltas.
 */
export async function topBrandIds(db: Db, range: DateRange): Promise<string[]> {
  const totalOn = (where: ReturnType<typeof sql>) =>
    sql`(select sent from analytics_brands_sent_to_date where ${where} order by day desc limit 1)`;
  const rows = await queryRows<{ brand_id: string }>(
    db,
    sql`select brand_id from (
          select brand_id, rank() over (order by sum(sent) desc) as place
          from (
            select s.brand_id, upto.sent - coalesce(before.sent, 0) as sent
            from unnest(${totalOn(sql`day <= ${range.to}::date`)})
              with ordinality upto(sent, slot)
            left join unnest(${totalOn(sql`day < ${range.from}::date`)})
              with ordinality before(sent, slot) on before.slot = upto.slot
            join analytics_brand_slots s on s.slot = upto.slot
            union all
            select brand_id, sent from analytics_brands_delta
            where day >= ${range.from}::date and day <= ${range.to}::date
          ) t
          group by brand_id having sum(sent) > 0
        ) r
        where place <= ${ANALYTICS_TOP_BRANDS}`,
  );
  return rows.map((row) => row.brand_id);
}

export type BrandFigures = {
  brand_id: string;
  brand_name: string;
  sent: number | null;
  confirmed: number | null;
  done_by_person: number | null;
  checklists: number | null;
};

/**
 * The confirmation figures of a few brands over `range`: whole months from the monthly rollup,
 * the days around them from the daily one (both read by brand), plus the pending deltas.
 */
export async function brandFigures(
  db: Db,
  range: DateRange,
  brandIds: readonly string[],
): Promise<BrandFigures[]> {
  if (brandIds.length === 0) return [];
  const ids = sql`(${sql.join(
    brandIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const months = wholeMonths(range);
  const brandDays = months
    ? sql`((day >= ${range.from}::date and day < ${months.from}::date)
          or (day >= ${months.to}::date and day <= ${range.to}::date))`
    : sql`day >= ${range.from}::date and day <= ${range.to}::date`;
  const columns = sql`brand_id, sent, confirmed, done_by_person, checklists`;
  return queryRows<BrandFigures>(
    db,
    sql`select g.*, b.name as brand_name from (
          select brand_id, sum(sent)::int as sent, sum(confirmed)::int as confirmed,
            sum(done_by_person)::int as done_by_person, sum(checklists)::int as checklists
          from (
            select ${columns} from analytics_brands
            where brand_id in ${ids} and ${brandDays}
            union all
            select ${columns} from analytics_brands_monthly
            where brand_id in ${ids}
              and ${months ? sql`day >= ${months.from}::date and day < ${months.to}::date` : sql`false`}
            union all
            select ${columns} from analytics_brands_delta
            where brand_id in ${ids} and day >= ${range.from}::date and day <= ${range.to}::date
          ) t
          group by brand_id
        ) g join brand_directory b on b.id = g.brand_id`,
  );
}
