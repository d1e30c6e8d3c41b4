import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db, Tx } from '../../db/client';
import { twoFactors, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Factor } from './admin-users.schemas';
import { getUser } from './admin-user-view';
import { auditAdminAction, type Actor } from './admin-users.service';

export const FACTOR_NOT_FOUND = 'Factor not found';

/** The user's second factors: whether TOTP is enrolled and how many backup codes are left. */
export async function listFactors(actor: Actor, auth: Auth, userId: string): Promise<Factor[]> {
  await getUser(actor.db, userId);
  const rows = await actor.db
    .select({ id: twoFactors.id, verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (rows.length === 0) return [];
  // Decrypted by better-auth on the server; only their number leaves it.
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return rows.map((row) => ({
    id: row.id,
    type: 'totp',
    status: row.verified === false ? 'unverified' : 'verified',
    backupCodesRemaining: backupCodes.length,
  }));
}

/** Removes a factor (secret and backup codes) and turns two-factor sign-in off. */
export async function removeFactor(actor: Actor, userId: string, factorId: string) {
  const before = await getUser(actor.db, userId);
  await actor.db.transaction(async (tx) => {
    const removed = await tx
      .delete(twoFactors)
      .where(and(eq(twoFactors.id, factorId), eq(twoFactors.userId, userId)))
      .returning({ id: twoFactors.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', FACTOR_NOT_FOUND);
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await auditAdminAction(actor, tx, 'admin.mfa_remove', userId, {
      oldValues: { factorId, twoFactorEnabled: before.twoFactorEnabled },
      newValues: { factorId: null, twoFactorEnabled: false },
    });
  });
}

/**
 * Reset MFA: removes every factor (secrets and backup codes) and turns two-factor sign-in off, so
 * the user signs in with their password alone and may enrol again. How many factors went.
 */
export async function resetMfa(actor: Actor, userId: string): Promise<number> {
  await getUser(actor.db, userId);
  // Without a second factor an admin is locked out of the admin area (M6).
  if (userId === actor.adminId) throw new AppError('BAD_REQUEST', "You can't reset your own MFA");
  return actor.db.transaction((tx) => clearFactors(actor, tx, userId));
}

/** Reset MFA inside `tx`, audited there (with `metadata` when a second admin approved it). */
export async function clearFactors(
  actor: Actor,
  tx: Tx,
  userId: string,
  metadata?: Record<string, unknown>,
): Promise<number> {
  const [before] = await tx
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const removed = await tx
    .delete(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .returning({ id: twoFactors.id });
  await tx
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await auditAdminAction(actor, tx, 'admin.mfa_reset', userId, {
    oldValues: { twoFactorEnabled: before?.twoFactorEnabled ?? false, factors: removed.length },
    newValues: { twoFactorEnabled: false, factors: 0 },
    metadata,
  });
  return removed.length;
}

/** Whether the factor is one of the user's (else 404, as removing it would answer). */
export async function assertFactorOf(db: Db, userId: string, factorId: string) {
  const [row] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.id, factorId), eq(twoFactors.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', FACTOR_NOT_FOUND);
}
