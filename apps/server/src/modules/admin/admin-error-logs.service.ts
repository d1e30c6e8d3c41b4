import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ERROR_OCCURRENCES_SHOWN,
  type ErrorGroup,
  type ErrorGroupDetail,
  type ErrorGroupList,
  type ErrorGroupListQuery,
  type ErrorOccurrence,
  type ErrorSource,
} from '@updately/shared/admin-error-logs-api';
import type { Db } from '../../db/client';
import { errorGroups, errorLogs, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const ERROR_GROUP_NOT_FOUND = 'No such error group';

const lastSeenMicros = sql<string>`(extract(epoch from ${errorGroups.last_seen_at}) * 1000000)::bigint`;

const groupColumns = {
  fingerprint: errorGroups.fingerprint,
  source: errorGroups.source,
  name: errorGroups.name,
  message: errorGroups.message,
  count: errorGroups.count,
  first_seen_at: errorGroups.first_seen_at,
  last_seen_at: errorGroups.last_seen_at,
  resolved_at: errorGroups.resolved_at,
  resolved_by: errorGroups.resolved_by,
  resolver_email: users.email,
};

type GroupRow = {
  fingerprint: string;
  source: string;
  name: string;
  message: string;
  count: number;
  first_seen_at: Date;
  last_seen_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolver_email: string | null;
};

export function toErrorGroup(row: GroupRow): ErrorGroup {
  return {
    fingerprint: row.fingerprint,
    source: row.source as ErrorSource,
    name: row.name,
    message: row.message,
    count: row.count,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedBy:
      row.resolved_by && row.resolver_email
        ? { id: row.resolved_by, email: row.resolver_email }
        : null,
    // resolved_by stays when the group opens again: that is how a reopened group is told apart.
    reopened: row.resolved_at === null && row.resolved_by !== null,
  };
}

function encodeCursor(micros: string, fingerprint: string): string {
  return Buffer.from(`${micros}.${fingerprint}`).toString('base64url');
}

function decodeCursor(cursor: string): { micros: string; fingerprint: string } {
  const match = /^(\d{1,20})\.([0-9a-f]{64})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match) throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor from this list');
  return { micros: match[1]!, fingerprint: match[2]! };
}

const selectGroups = (db: Db) =>
  db
    .select({ ...groupColumns, micros: lastSeenMicros })
    .from(errorGroups)
    .leftJoin(users, eq(users.id, errorGroups.resolved_by));

/** Most recently seen first, filtered by status and source; keyset pages on (last_seen_at, fingerprint). */
export async function listErrorGroups(db: Db, query: ErrorGroupListQuery): Promise<ErrorGroupList> {
  const where: SQL[] = [];
  if (query.status) {
    where.push(
      query.status === 'open'
        ? isNull(errorGroups.resolved_at)
        : isNotNull(errorGroups.resolved_at),
    );
  }
  if (query.source) where.push(eq(errorGroups.source, query.source));
  if (query.cursor) {
    const before = decodeCursor(query.cursor);
    where.push(
      sql`(${errorGroups.last_seen_at}, ${errorGroups.fingerprint}) < ('epoch'::timestamptz + ${before.micros}::bigint * interval '1 microsecond', ${before.fingerprint})`,
    );
  }
  const rows = await selectGroups(db)
    .where(and(...where))
    .orderBy(desc(errorGroups.last_seen_at), desc(errorGroups.fingerprint))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toErrorGroup),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(String(last.micros), last.fingerprint)
        : null,
  };
}

async function findGroup(db: Db, fingerprint: string): Promise<ErrorGroup> {
  const [row] = await selectGroups(db).where(eq(errorGroups.fingerprint, fingerprint));
  if (!row) throw new AppError('NOT_FOUND', ERROR_GROUP_NOT_FOUND);
  return toErrorGroup(row);
}

/** The group and its newest occurrences (error_logs_fingerprint_created_at_idx). */
export async function getErrorGroup(db: Db, fingerprint: string): Promise<ErrorGroupDetail> {
  const group = await findGroup(db, fingerprint);
  const rows = await db
    .select()
    .from(errorLogs)
    .where(eq(errorLogs.fingerprint, fingerprint))
    .orderBy(desc(errorLogs.created_at))
    .limit(ERROR_OCCURRENCES_SHOWN);
  const occurrences: ErrorOccurrence[] = rows.map((row) => {
    const metadata = (row.metadata ?? {}) as { kind?: unknown; componentStack?: unknown };
    return {
      id: row.id,
      createdAt: row.created_at.toISOString(),
      requestId: row.request_id,
      method: row.method,
      path: row.path,
      message: row.message,
      stack: row.stack,
      kind: typeof metadata.kind === 'string' ? metadata.kind : null,
      componentStack: typeof metadata.componentStack === 'string' ? metadata.componentStack : null,
      signedIn: row.user_id !== null,
    };
  });
  return { group, occurrences };
}

/**
 * Resolves (`resolvedBy` set) or reopens (null) a group inside the caller's transaction: the
 * group before and after, or null `before` when nothing changed (already so).
 */
export async function setGroupResolved(
  tx: Db,
  fingerprint: string,
  resolvedBy: string | null,
): Promise<{ before: ErrorGroup; after: ErrorGroup; changed: boolean }> {
  const [locked] = await tx
    .select({ resolved_at: errorGroups.resolved_at })
    .from(errorGroups)
    .where(eq(errorGroups.fingerprint, fingerprint))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND', ERROR_GROUP_NOT_FOUND);
  const before = await findGroup(tx, fingerprint);
  const resolving = resolvedBy !== null;
  if ((before.resolvedAt !== null) === resolving) return { before, after: before, changed: false };
  await tx
    .update(errorGroups)
    .set(
      resolving
        ? { resolved_at: new Date(), resolved_by: resolvedBy }
        : // Reopened by hand: resolved_by stays, so it shows as reopened.
          { resolved_at: null },
    )
    .where(eq(errorGroups.fingerprint, fingerprint));
  return { before, after: await findGroup(tx, fingerprint), changed: true };
}
