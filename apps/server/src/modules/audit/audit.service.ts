import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { clientIp } from '../../lib/client-ip';
import type { AppEnv } from '../../lib/context';
import type { Logger } from '../../lib/logger';

export type AuditResourceType = 'USER' | 'FOOTPRINT' | 'JOURNEY' | 'OAUTH_CONNECTION';

export type AuditEvent = {
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
 * The spec's log_user_action: true when written. Never throws — a failure is only logged — and
 * is skipped with a warning when nobody is signed in.
 */
export async function logUserAction(db: Db, logger: Logger, event: AuditEvent): Promise<boolean> {
  if (!event.userId) {
    logger.warn({ action: event.action }, 'audit skipped: not authenticated');
    return false;
  }
  try {
    await db.insert(auditLogs).values({
      user_id: event.userId,
      action: event.action,
      resource_type: event.resourceType,
      resource_id: event.resourceId ?? null,
      old_values: event.oldValues ?? null,
      new_values: event.newValues ?? null,
      metadata: event.metadata ?? null,
      ip_address: event.ipAddress ?? null,
      user_agent: event.userAgent?.slice(0, 512) ?? null,
    });
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      // The user was deleted meanwhile (e.g. another tab signing out after account deletion).
      logger.warn({ action: event.action }, 'audit skipped: the user no longer exists');
    } else {
      logger.error({ err, action: event.action }, 'audit logging failed');
    }
    return false;
  }
}

function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(err) === '23503' || code((err as { cause?: unknown } | null)?.cause) === '23503';
}

/** logUserAction for the signed-in caller of this request, with its IP and user agent. */
export function audit(
  c: Context<AppEnv>,
  event: Omit<AuditEvent, 'userId' | 'ipAddress' | 'userAgent'> & { userId?: string | null },
  db: Db = c.var.deps.database.db,
): Promise<boolean> {
  return logUserAction(db, c.var.logger, {
    ...event,
    userId: event.userId ?? c.var.user?.id,
    ipAddress: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
  });
}
