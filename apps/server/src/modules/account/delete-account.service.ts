import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';

export type Reauthentication = 'fresh_session' | 'step_up' | 'password';

export const REAUTH_FAILED_ACTION = 'user.delete_reauth_failed';
export const REAUTH_ATTEMPTS = { max: 5, windowMs: 15 * 60 * 1000 };

/** Wrong passwords given to delete the account lately (each one is audited). */
export async function recentReauthFailures(db: Db, userId: string): Promise<number> {
  return db.$count(
    auditLogs,
    and(
      eq(auditLogs.user_id, userId),
      eq(auditLogs.action, REAUTH_FAILED_ACTION),
      gt(auditLogs.created_at, new Date(Date.now() - REAUTH_ATTEMPTS.windowMs)),
    ),
  );
}
