import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { logUserAction } from '../audit/audit.service';
import { notifyUserSql } from '../realtime/realtime-hub';
import type { Storage } from '../storage/storage';
import { avatarPrefix } from './avatar-file';

export type Reauthentication = 'fresh_session' | 'password';

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

/**
 * The spec's delete-user-account, inside the caller's transaction: the audit trail is
 * de-identified (values, IP and user agent can name the person), the deletion itself is
 * recorded, and the users row goes — every user-owned table cascades from it, sessions included,
 * and the profiles trigger tells the user's open tabs on commit.
 */
export async function deleteAccountRows(
  tx: Db,
  logger: Logger,
  userId: string,
  reauthentication: Reauthentication,
): Promise<void> {
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.user_id, userId));
  await deidentifyAuditTrail(tx, userId);
  await logUserAction(tx, logger, {
    userId,
    action: 'user.delete',
    resourceType: 'USER',
    metadata: { reauthentication },
  });
  // Without a profile row the trigger stays silent, so the tabs are told here instead.
  if (!profile) await tx.execute(notifyUserSql(userId, { type: 'profile_deleted' }));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (deleted.length === 0) throw new AppError('UNAUTHORIZED', 'No user logged in');
}

/**
 * Before a user goes: their audit entries keep what happened and when, but lose the values, IP,
 * user agent and the user id itself; entries others (admins) wrote about them lose their values.
 */
export async function deidentifyAuditTrail(tx: Db, userId: string): Promise<void> {
  await tx
    .update(auditLogs)
    .set({
      old_values: null,
      new_values: null,
      metadata: null,
      ip_address: null,
      user_agent: null,
      resource_id: sql`nullif(${auditLogs.resource_id}, ${userId})`,
    })
    .where(eq(auditLogs.user_id, userId));
  await tx
    .update(auditLogs)
    .set({ old_values: null, new_values: null, resource_id: null })
    .where(and(eq(auditLogs.resource_type, 'USER'), eq(auditLogs.resource_id, userId)));
}

/** After commit: the user's uploaded files. A failure leaves orphans, only logged. */
export async function removeUserUploads(
  storage: Storage,
  logger: Logger,
  userId: string,
): Promise<void> {
  try {
    await storage.deletePrefix(avatarPrefix(userId));
  } catch (err) {
    logger.error({ err, userId }, 'upload removal after account deletion failed');
  }
}
