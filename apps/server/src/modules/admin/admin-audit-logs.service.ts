import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isUserId,
  type AdminAuditEntry,
  type AdminAuditLogList,
  type AdminAuditLogsQuery,
  type AdminAuditLogsFilters,
} from '@updately/shared/admin-audit-logs-api';
import type { ListOrder } from '@updately/shared/admin-time-range';
import { auditDiff, auditDiffText } from '@updately/shared/audit-diff';
import { queryRows, type Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { hideSafeModeValues, safeModeJourneyIds } from './admin-audit-safe-mode';
import {
  afterCursor,
  cursorTime,
  decodeCursor,
  pageOf,
  type ListCursor,
} from './admin-list-cursor';
import { maskJourneyAuditValues } from './admin-journeys-mask';

const entryColumns = {
  id: auditLogs.id,
  cursor_at: cursorTime(auditLogs.created_at),
  user_id: auditLogs.user_id,
  // A lookup by primary key per entry shown, not a join: a join may hash every user to export
  // a few thousand entries.
  email: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${auditLogs.user_id})`,
  action: auditLogs.action,
  resource_type: auditLogs.resource_type,
  resource_id: auditLogs.resource_id,
  old_values: auditLogs.old_values,
  new_values: auditLogs.new_values,
  metadata: auditLogs.metadata,
  ip_address: auditLogs.ip_address,
  user_agent: auditLogs.user_agent,
};

/**
 * The WHERE of a filtered list, each filter on an indexed column: (user_id | action |
 * resource_type | resource_id, created_at), or (created_at) alone. A user given by email is
 * looked up first; null when no user has it (nothing can match).
 */
async function filtersOf(db: Db, filters: AdminAuditLogsFilters): Promise<SQL[] | null> {
  const where: SQL[] = [];
  if (filters.user) {
    let userId = filters.user;
    if (!isUserId(userId)) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, filters.user));
      if (!user) return null;
      userId = user.id;
    }
    where.push(eq(auditLogs.user_id, userId));
  }
  if (filters.action) where.push(eq(auditLogs.action, filters.action));
  if (filters.resource_type) where.push(eq(auditLogs.resource_type, filters.resource_type));
  if (filters.resource_id) where.push(eq(auditLogs.resource_id, filters.resource_id));
  if (filters.from) where.push(sql`${auditLogs.created_at} >= ${filters.from}::timestamptz`);
  if (filters.to) where.push(sql`${auditLogs.created_at} < ${filters.to}::timestamptz`);
  return where;
}

async function selectEntries(db: Db, where: SQL[], order: ListOrder, limit: number) {
  const by = order === 'asc' ? asc : desc;
  return db
    .select(entryColumns)
    .from(auditLogs)
    .where(and(...where))
    .orderBy(by(auditLogs.created_at), by(auditLogs.id))
    .limit(limit);
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toEntry(row: EntryRow): AdminAuditEntry {
  // A journey's entries may carry its targets: masked here as on the journeys page.
  const personal = row.resource_type === 'JOURNEY' ? maskJourneyAuditValues : (v: unknown) => v;
  return {
    id: row.id,
    created_at: new Date(row.cursor_at).toISOString(),
    actor: row.user_id ? { id: row.user_id, email: row.email ?? '' } : null,
    action: row.action,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    old_values: personal(row.old_values),
    new_values: personal(row.new_values),
    metadata: (row.metadata as Record<string, unknown> | null) ?? null,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
  };
}

/** One page of audit entries with each actor's email: one query (two when the user is an email). */
export async function listAuditLogs(
  db: Db,
  query: AdminAuditLogsQuery,
): Promise<AdminAuditLogList> {
  const where = await filtersOf(db, query);
  if (!where) return { items: [], next_cursor: null };
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    where.push(afterCursor(auditLogs.created_at, auditLogs.id, cursor, query.order));
  }
  const rows = await selectEntries(db, where, query.order, query.limit + 1);
  const { rows: page, next_cursor } = pageOf(rows, query.limit);
  const safe = await safeModeJourneyIds(db, page);
  return { items: page.map((row) => hideSafeModeValues(toEntry(row), safe)), next_cursor };
}

/**
 * Every action recorded, A to Z, by skipping along the (action, created_at) index: one probe
 * per distinct action, whatever the number of entries.
 */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`
    with recursive actions(action) as (
      (select ${auditLogs.action} from ${auditLogs} order by ${auditLogs.action} limit 1)
      union all
      select (
        select a.action from ${auditLogs} a where a.action > actions.action
        order by a.action limit 1
      ) from actions where actions.action is not null
    )
    select action from actions where action is not null`,
  );
  return rows.map((r) => r.action);
}

export const AUDIT_CSV_HEADER = [
  'created_at',
  'actor_email',
  'actor_id',
  'action',
  'resource_type',
  'resource_id',
  'changes',
  'old_values',
  'new_values',
  'metadata',
  'ip_address',
  'user_agent',
] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** Entries read (and written out) at a time: one keyset query and one email lookup each. */
export const AUDIT_CSV_BATCH = 2_000;

export type AuditExport = {
  rows: number;
  truncated: boolean;
  /** The CSV, header first, a batch at a time. */
  chunks: () => AsyncGenerator<string>;
};

const { email: _email, ...batchColumns } = entryColumns;

/**
 * The matching entries, newest first, as CSV (at most `maxRows`; `truncated` when more match),
 * streamed in keyset batches so the first bytes leave at once and memory stays one batch. How
 * many is counted first (a bounded count on the filter's index), and entries written after that
 * moment are left out, so the count is what is sent. Each batch's actors' emails come from one
 * lookup, not one per entry. toCsv neutralises cells that a spreadsheet would run as formulas.
 */
export async function exportAuditLogsCsv(
  db: Db,
  filters: AdminAuditLogsFilters,
  maxRows: number,
  batchSize = AUDIT_CSV_BATCH,
): Promise<AuditExport> {
  const where = await filtersOf(db, filters);
  const header = toCsv(AUDIT_CSV_HEADER, []);
  if (!where) {
    return {
      rows: 0,
      truncated: false,
      chunks: async function* () {
        yield header;
      },
    };
  }
  const [counted] = await queryRows<{ n: number; until: string }>(
    db,
    sql`select (select count(*)::int from (select 1 from ${auditLogs} where ${and(...where)}
        limit ${maxRows + 1}) s) as n, ${cursorTime(sql`clock_timestamp()`)} as until`,
  );
  const rows = Math.min(counted!.n, maxRows);
  const until = sql`${auditLogs.created_at} <= ${counted!.until}::timestamptz`;
  return {
    rows,
    truncated: counted!.n > maxRows,
    chunks: async function* () {
      yield header;
      let left = rows;
      let after: ListCursor | null = null;
      while (left > 0) {
        const batch: BatchRow[] = await db
          .select(batchColumns)
          .from(auditLogs)
          .where(
            and(
              ...where,
              until,
              after ? afterCursor(auditLogs.created_at, auditLogs.id, after, 'desc') : undefined,
            ),
          )
          .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
          .limit(Math.min(batchSize, left));
        if (batch.length === 0) return;
        yield await csvBatch(db, batch, header.length);
        left -= batch.length;
        const last: BatchRow = batch.at(-1)!;
        after = { at: last.cursor_at, id: last.id };
      }
    },
  };
}

type BatchRow = Omit<EntryRow, 'email'>;

async function csvBatch(db: Db, batch: BatchRow[], headerLength: number): Promise<string> {
  const userIds = [...new Set(batch.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
  const emails = new Map(
    userIds.length
      ? (
          await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, userIds))
        ).map((u) => [u.id, u.email])
      : [],
  );
  const rows = batch.map((row) => ({
    ...row,
    email: row.user_id ? (emails.get(row.user_id) ?? null) : null,
  }));
  const safe = await safeModeJourneyIds(db, rows);
  const entries = rows.map((row) => hideSafeModeValues(toEntry(row), safe));
  return toCsv(
    AUDIT_CSV_HEADER,
    entries.map((e) => [
      e.created_at,
      e.actor?.email ?? 'deleted user',
      e.actor?.id ?? '',
      e.action,
      e.resource_type,
      e.resource_id,
      auditDiffText(auditDiff(e.old_values, e.new_values)),
      json(e.old_values),
      json(e.new_values),
      json(e.metadata),
      e.ip_address,
      e.user_agent,
    ]),
  ).slice(headerLength);
}
