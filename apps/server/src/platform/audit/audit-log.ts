import type { AuditResourceType } from '@updately/shared/activity-api';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type { AuditResourceType };

export type AuditEntry = {
  userId: string | null | undefined;
  action: string;
  resourceType: AuditResourceType;
  resourceId?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/**
 * The spec's log_user_action: true when written. Never throws — a failure only goes to `logger` —
 * and is skipped with a warning when nobody is signed in. `db` may be a transaction, so that the
 * entry commits (or not) with the change it records.
 */
export async function logUserAction(db: Db, entry: AuditEntry, logger: Logger): Promise<boolean> {
  if (!entry.userId) {
    logger.warn({ action: entry.action }, 'audit skipped: not authenticated');
    return false;
  }
  try {
    await db.insert(auditLogs).values(auditRow(entry));
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      // The user was deleted meanwhile (e.g. another tab signing out after account deletion).
      logger.warn({ action: entry.action }, 'audit skipped: the user no longer exists');
    } else {
      logger.error({ err, action: entry.action }, 'audit logging failed');
    }
    return false;
  }
}

function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(err) === '23503' || code((err as { cause?: unknown } | null)?.cause) === '23503';
}

/** logUserAction for many entries in one statement (entries without a user are skipped). */
export async function logUserActions(
  db: Db,
  entries: readonly AuditEntry[],
  logger: Logger,
): Promise<boolean> {
  const rows = entries.filter((entry) => entry.userId);
  if (rows.length === 0) return false;
  try {
    await db.insert(auditLogs).values(rows.map(auditRow));
    return true;
  } catch (err) {
    logger.error({ err, actions: rows.length }, 'audit logging failed');
    return false;
  }
}

function auditRow(entry: AuditEntry): typeof auditLogs.$inferInsert {
  return {
    user_id: entry.userId!,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId ?? null,
    old_values: entry.oldValues ?? null,
    new_values: entry.newValues ?? null,
    metadata: entry.metadata ?? null,
    ip_address: entry.ipAddress ?? null,
    user_agent: entry.userAgent?.slice(0, 512) ?? null,
  };
}
