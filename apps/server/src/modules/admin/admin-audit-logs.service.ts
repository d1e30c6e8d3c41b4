import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
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
import { afterCursor, cursorTime, decodeCursor, pageOf } from './admin-list-cursor';
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

/**
 * The matching entries, newest first, as CSV (at most `maxRows`; `truncated` when more match).
 * toCsv neutralises cells that a spreadsheet would run as formulas.
 */
export async function exportAuditLogsCsv(
  db: Db,
  filters: AdminAuditLogsFilters,
  maxRows: number,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const where = await filtersOf(db, filters);
  const rows = where ? await selectEntries(db, where, 'desc', maxRows + 1) : [];
  const slice = rows.slice(0, maxRows);
  const safe = await safeModeJourneyIds(db, slice);
  const kept = slice.map((row) => hideSafeModeValues(toEntry(row), safe));
  const csv = toCsv(
    AUDIT_CSV_HEADER,
    kept.map((e) => [
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
  );
  return { csv, rows: kept.length, truncated: rows.length > maxRows };
}
