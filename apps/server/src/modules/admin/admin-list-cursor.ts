import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListOrder } from '@updately/shared/admin-time-range';
import { AppError } from '../../lib/errors';

/**
 * Keyset paging on (created_at, id) for the admin lists. The cursor keeps the time to the
 * microsecond, as PostgreSQL stores it: a JavaScript Date (milliseconds) would skip or repeat
 * rows created within the same millisecond.
 */
export type ListCursor = { at: string; id: string };

const AT_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_CURSOR = 'cursor: not a cursor from this list (start again from the first page).';

/** created_at as UTC text with microseconds (select it with the row to make its cursor). */
export function cursorTime(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', BAD_CURSOR);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !AT_SHAPE.test(parsed[0]) ||
    Number.isNaN(Date.parse(parsed[0])) ||
    !UUID_SHAPE.test(parsed[1])
  ) {
    throw new AppError('VALIDATION_FAILED', BAD_CURSOR);
  }
  return { at: parsed[0], id: parsed[1].toLowerCase() };
}

/**
 * Rows after the cursor in the list's order. Written so that an index on (created_at) or on
 * (x, created_at) bounds the scan by time, with the id only breaking ties.
 */
export function afterCursor(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: ListCursor,
  order: ListOrder,
): SQL {
  const at = sql`${cursor.at}::timestamptz`;
  const cursorId = sql`${cursor.id}::uuid`;
  return order === 'desc'
    ? sql`(${createdAt} <= ${at} and (${createdAt} < ${at} or ${id} < ${cursorId}))`
    : sql`(${createdAt} >= ${at} and (${createdAt} > ${at} or ${id} > ${cursorId}))`;
}

/** The page (at most `limit` rows, fetched with one more) and the cursor after its last row. */
export function pageOf<Row extends { cursor_at: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next_cursor:
      rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
