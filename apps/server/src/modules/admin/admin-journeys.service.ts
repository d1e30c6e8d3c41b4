import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminJourneyCompany,
  AdminJourneyDetail,
  AdminJourneyList,
  AdminJourneysQuery,
  AdminJourneySummary,
  AdminUpdateRequest,
  RevealedJourneyField,
} from '@updately/shared/admin-journeys-api';
import type { JourneyStatus, JourneyType } from '@updately/shared/journey-types';
import { SAFE_JOURNEY_NAME } from '@updately/shared/safe-mode';
import { queryRows, type Db } from '../../db/client';
import { journeyFootprints, journeys, updateRequests, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getJourneyDetail, JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { adminJourneyDocuments } from './admin-journey-documents';
import { afterCursor, cursorTime, decodeCursor, pageOf } from './admin-list-cursor';
import { maskDate, maskEmail, maskPhone, maskText } from './admin-journeys-mask';

export { JOURNEY_NOT_FOUND };

type SummaryRow = {
  id: string;
  type: JourneyType;
  status: JourneyStatus;
  name: string;
  safe_mode: boolean;
  cursor_at: string;
  completed_at: string | null;
  owner_email: string;
  company_count: number;
  update_counts: Record<string, number> | null;
};

const iso = (text: string) => new Date(text).toISOString();

/**
 * One page of journeys with their owners, company counts and each company's latest update
 * status counted: one statement. The page is found on the (created_at, id) index first; the
 * counts then only look at that page's journeys (by primary key and by (user_id, journey_id)).
 */
export async function listAdminJourneys(
  db: Db,
  query: AdminJourneysQuery,
): Promise<AdminJourneyList> {
  const filters: SQL[] = [];
  if (query.type) filters.push(sql`${journeys.type} = ${query.type}`);
  if (query.status) filters.push(sql`${journeys.status} = ${query.status}`);
  if (query.from) filters.push(sql`${journeys.created_at} >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`${journeys.created_at} < ${query.to}::timestamptz`);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    filters.push(afterCursor(journeys.created_at, journeys.id, cursor, query.order));
  }
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    with page as (
      select ${journeys.id} as id, ${journeys.user_id} as user_id, ${journeys.type} as type,
        ${journeys.status} as status, ${journeys.name} as name,
        ${journeys.safe_mode_at} is not null as safe_mode,
        ${journeys.created_at} as created_at, ${journeys.completed_at} as completed_at
      from ${journeys} ${where}
      order by ${journeys.created_at} ${direction}, ${journeys.id} ${direction}
      limit ${query.limit + 1}
    ),
    links as (
      select jf.journey_id, count(*)::int as n
      from ${journeyFootprints} jf join page on jf.journey_id = page.id
      group by jf.journey_id
    ),
    latest as (
      select distinct on (ur.journey_id, ur.footprint_id) ur.journey_id, ur.status
      from ${updateRequests} ur
        join page on ur.user_id = page.user_id and ur.journey_id = page.id
      order by ur.journey_id, ur.footprint_id, ur.created_at desc
    ),
    updates as (
      select journey_id, jsonb_object_agg(status, n) as counts
      from (select journey_id, status, count(*)::int as n from latest group by 1, 2) s
      group by journey_id
    )
    select page.id, page.type, page.status, page.name, page.safe_mode,
      ${cursorTime(sql`page.created_at`)} as cursor_at,
      ${cursorTime(sql`page.completed_at`)} as completed_at,
      u.email as owner_email,
      coalesce(links.n, 0)::int as company_count,
      updates.counts as update_counts
    from page
      join ${users} u on u.id = page.user_id
      left join links on links.journey_id = page.id
      left join updates on updates.journey_id = page.id
    order by page.created_at ${direction}, page.id ${direction}`,
  );
  const { rows: items, next_cursor } = pageOf(rows, query.limit);
  return { items: items.map(toSummary), next_cursor };
}

function toSummary(row: SummaryRow): AdminJourneySummary {
  const safe = Boolean(row.safe_mode);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: safe ? SAFE_JOURNEY_NAME : maskText(row.name),
    owner_email: maskEmail(row.owner_email),
    hidden: safe ? 'safe_mode' : null,
    created_at: iso(row.cursor_at),
    completed_at: row.completed_at ? iso(row.completed_at) : null,
    company_count: Number(row.company_count),
    update_counts: row.update_counts ?? {},
  };
}

async function findJourney(db: Db, id: string) {
  const [row] = await db
    .select({ journey: journeys, owner: { id: users.id, email: users.email, name: users.name } })
    .from(journeys)
    .innerJoin(users, eq(users.id, journeys.user_id))
    .where(eq(journeys.id, id));
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  return row;
}

/**
 * The journey (personal values masked), its owner, and every company it tells with each update
 * request: four queries however many companies. The links are read as the person's own journey
 * page reads them; a company whose link is gone still shows, by its requests.
 */
export async function getAdminJourney(db: Db, id: string): Promise<AdminJourneyDetail> {
  const { journey, owner } = await findJourney(db, id);
  const detail = await getJourneyDetail(db, journey.user_id, id);
  const requests = await db
    .select()
    .from(updateRequests)
    .where(and(eq(updateRequests.user_id, journey.user_id), eq(updateRequests.journey_id, id)))
    .orderBy(desc(updateRequests.created_at), asc(updateRequests.id));
  // Node 20 has no Map.groupBy.
  const byFootprint = new Map<string, (typeof requests)[number][]>();
  for (const request of requests) {
    byFootprint.set(request.footprint_id, [
      ...(byFootprint.get(request.footprint_id) ?? []),
      request,
    ]);
  }
  const companies: AdminJourneyCompany[] = detail.footprints.map((link) => ({
    footprint_id: link.footprint_id,
    name: link.footprint.name,
    category_label: link.footprint.category_label,
    is_custom: link.footprint.is_custom,
    linked: true,
    priority_level: link.priority_level,
    completed_at: link.completed_at,
    requests: (byFootprint.get(link.footprint_id) ?? []).map(toAdminRequest),
  }));
  const linked = new Set(companies.map((c) => c.footprint_id));
  for (const [footprintId, rows] of byFootprint) {
    if (linked.has(footprintId)) continue;
    companies.push({
      footprint_id: footprintId,
      name: rows[0]!.company_name,
      category_label: null,
      is_custom: rows[0]!.brand_id === null,
      linked: false,
      priority_level: null,
      completed_at: null,
      requests: rows.map(toAdminRequest),
    });
  }
  // Safe mode (issue 27): not even a masked value; seeing them needs a second admin.
  const safe = journey.safe_mode_at !== null;
  return {
    id: journey.id,
    type: journey.type,
    status: journey.status,
    name: safe ? SAFE_JOURNEY_NAME : maskText(journey.name),
    target_address: safe ? null : maskText(journey.target_address),
    target_email: safe ? null : maskEmail(journey.target_email),
    target_phone: safe ? null : maskPhone(journey.target_phone),
    moving_date: safe ? null : maskDate(journey.moving_date),
    hidden: safe ? 'safe_mode' : null,
    created_at: journey.created_at.toISOString(),
    updated_at: journey.updated_at.toISOString(),
    completed_at: journey.completed_at?.toISOString() ?? null,
    owner: { id: owner.id, email: maskEmail(owner.email), name: maskText(owner.name) },
    companies,
    documents: await adminJourneyDocuments(db, id),
  };
}

function toAdminRequest(row: typeof updateRequests.$inferSelect): AdminUpdateRequest {
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    reference: row.reference,
    status_reason: row.status_reason,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    acknowledged_at: row.acknowledged_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export type RevealedJourney = {
  ownerId: string;
  values: Record<RevealedJourneyField, string | null>;
};

/**
 * The journey's own personal values in clear (`tx`: the transaction that writes the reveal's
 * audit entry). What was sent to companies stays encrypted: these targets are its source.
 */
export async function readJourneyPersonalValues(tx: Db, id: string): Promise<RevealedJourney> {
  const { journey, owner } = await findJourney(tx, id);
  return {
    ownerId: owner.id,
    values: {
      name: journey.name,
      target_address: journey.target_address,
      moving_date: journey.moving_date,
      target_email: journey.target_email,
      target_phone: journey.target_phone,
      owner_name: owner.name,
      owner_email: owner.email,
    },
  };
}
