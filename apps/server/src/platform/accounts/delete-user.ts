import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs, devMailbox, rateLimits, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { logUserAction } from '../audit/audit-log';
import { notifyUserSql } from '../realtime/realtime-hub';
import type { Storage } from '../storage/storage';
import { userFilePrefixes } from '../storage/user-files';

/** Who deletes the account (the user, or an admin) and the audit entry that records it. */
export type UserDeletion = {
  actorId: string;
  action: string;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
};

type DeletionDeps = { db: Db; storage: Storage; logger: Logger };

/**
 * The one way a user goes, for account deletion and for admins alike. In one transaction: the
 * audit trail is de-identified, the deletion is recorded, the users row goes — every user-owned
 * table cascades from it, sessions included, and the profiles trigger tells the user's open tabs
 * on commit — and the traces that name them elsewhere go too. Then their uploaded files. 'missing' when the user was gone
 * already (nothing is written).
 */
export async function deleteUser(
  { db, storage, logger }: DeletionDeps,
  userId: string,
  deletion: UserDeletion,
): Promise<'deleted' | 'missing'> {
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return 'missing' as const;
    const [contact] = await tx
      .select({ email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    await deidentifyAuditTrail(tx, userId);
    await logUserAction(
      tx,
      {
        userId: deletion.actorId,
        action: deletion.action,
        resourceType: 'USER',
        metadata: deletion.metadata,
        ipAddress: deletion.actorId === userId ? null : deletion.ipAddress,
        userAgent: deletion.actorId === userId ? null : deletion.userAgent,
      },
      logger,
    );
    // The tabs hear "deleted" first: notifications keep their order, and the sessions that
    // cascade next close their streams (session_ended). The profiles trigger repeats it.
    await tx.execute(notifyUserSql(userId, { type: 'profile_deleted' }));
    await tx.delete(users).where(eq(users.id, userId));
    await forgetTraces(tx, [userId, contact?.email, contact?.phone]);
    return 'deleted' as const;
  });
  if (outcome === 'deleted') await removeUserFiles(storage, logger, userId);
  return outcome;
}

/**
 * Before a user goes: their audit entries keep what happened and when, but lose the values, IP,
 * user agent and the user id itself; entries others (admins) wrote about them lose their values
 * and the user's id.
 */
async function deidentifyAuditTrail(tx: Db, userId: string): Promise<void> {
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

/**
 * What names the user outside their own rows (L2): mail and texts kept in the dev mailbox
 * (including the email channel's mail to companies),
 * rate-limit counters keyed by their email, phone or id, and queued or finished jobs whose
 * payload names them (a job being worked on right now is left to finish).
 */
async function forgetTraces(tx: Db, names: (string | null | undefined)[]): Promise<void> {
  const known = names.filter((n): n is string => Boolean(n));
  const naming = (column: SQL) => or(...known.map((n) => sql`position(${n} in ${column}) > 0`));
  // Mail to them, and mail about them (what the email channel sent companies names them).
  await tx
    .delete(devMailbox)
    .where(or(inArray(devMailbox.to, known), naming(sql`${devMailbox.text}`)));
  await tx.delete(rateLimits).where(naming(sql`${rateLimits.key}`));
  await tx.execute(
    sql`delete from pgboss.job where state <> 'active' and (${naming(sql`data::text`)})`,
  );
}

/** After commit: the user's uploaded files. A failure leaves orphans, only logged. */
async function removeUserFiles(storage: Storage, logger: Logger, userId: string): Promise<void> {
  for (const prefix of userFilePrefixes(userId)) {
    try {
      await storage.deletePrefix(prefix);
    } catch (err) {
      logger.error({ err, userId }, 'file removal after account deletion failed');
    }
  }
}
