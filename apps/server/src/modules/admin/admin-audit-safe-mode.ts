import { and, inArray, isNotNull } from 'drizzle-orm';
import type { AdminAuditEntry } from '@updately/shared/admin-audit-logs-api';
import type { Db } from '../../db/client';
import { journeys } from '../../db/schema';

type Row = { resource_type: string | null; resource_id: string | null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The safe-mode journeys among a page's JOURNEY entries: one query by primary key. */
export async function safeModeJourneyIds(db: Db, rows: readonly Row[]): Promise<Set<string>> {
  const ids = [
    ...new Set(
      rows
        .filter((r) => r.resource_type === 'JOURNEY' && r.resource_id && UUID.test(r.resource_id))
        .map((r) => r.resource_id!),
    ),
  ];
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(and(inArray(journeys.id, ids), isNotNull(journeys.safe_mode_at)));
  return new Set(found.map((r) => r.id));
}

const HIDDEN = { hidden: 'safe_mode' } as const;
const hide = (values: unknown) => (values == null ? values : HIDDEN);

const isSafe = (type: string | null, id: string | null, safe: Set<string>) =>
  type === 'JOURNEY' && id !== null && safe.has(id);

/** A safe-mode journey's entry keeps what happened and when, never its values (issue 27). */
export function hideSafeModeValues(entry: AdminAuditEntry, safe: Set<string>): AdminAuditEntry {
  if (!isSafe(entry.resource_type, entry.resource_id, safe)) return entry;
  return { ...entry, old_values: hide(entry.old_values), new_values: hide(entry.new_values) };
}

/** The same for the user view's entries (camelCase). */
export function hideSafeModeUserValues<
  T extends {
    resourceType: string | null;
    resourceId: string | null;
    oldValues: unknown;
    newValues: unknown;
  },
>(entry: T, safe: Set<string>): T {
  if (!isSafe(entry.resourceType, entry.resourceId, safe)) return entry;
  return { ...entry, oldValues: hide(entry.oldValues), newValues: hide(entry.newValues) };
}
