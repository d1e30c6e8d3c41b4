import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { deleteUser as deleteUserAccount } from '../../platform/accounts/delete-user';
import { logUserAction } from '../../platform/audit/audit-log';
import type { Storage } from '../../platform/storage/storage';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { grantRole, revokeRole } from '../../platform/roles/roles';
import type {
  AdminUser,
  BanUserInput,
  CreateUserInput,
  UpdateUserInput,
} from './admin-users.schemas';
import { getUser, USER_NOT_FOUND } from './admin-user-view';

export const EMAIL_TAKEN = 'A user with this email already exists';

/** Who acts, for the audit entry of every admin change (resource type USER, metadata.by). */
export type Actor = { db: Db; logger: Logger; adminId: string; userAgent?: string | null };

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== exceptId) throw new AppError('CONFLICT', EMAIL_TAKEN);
}

/** What an audit entry of an admin action records besides its actor and target. */
export type AuditValues = {
  oldValues?: unknown;
  newValues?: unknown;
  /** Added to `{ by }`: e.g. the approval a second admin gave (requestedBy, approvalId). */
  metadata?: Record<string, unknown>;
};

export function auditAdminAction(
  actor: Actor,
  tx: Db,
  action: string,
  userId: string,
  { metadata, ...values }: AuditValues = {},
) {
  return logUserAction(
    tx,
    {
      userId: actor.adminId,
      action,
      resourceType: 'USER',
      resourceId: userId,
      ...values,
      metadata: { ...metadata, by: actor.adminId },
      userAgent: actor.userAgent ?? null,
    },
    actor.logger,
  );
}

/**
 * A user with profile, consent and (with a password hash) a credential account, in one
 * transaction. `passwordHash` comes from better-auth's hasher.
 */
export async function createUser(
  actor: Actor,
  input: Omit<CreateUserInput, 'password'> & { passwordHash?: string },
  options: { action?: string; alsoInTransaction?: (tx: Tx, id: string) => Promise<void> } = {},
): Promise<string> {
  await assertEmailFree(actor.db, input.email);
  return actor.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        emailVerified: input.emailVerified,
        role: input.isAdmin ? 'admin' : 'user',
      })
      .returning({ id: users.id });
    const id = user!.id;
    if (input.passwordHash) {
      await tx.insert(accounts).values({
        userId: id,
        providerId: 'credential',
        accountId: id,
        password: input.passwordHash,
      });
    }
    await ensureProfile(tx, id, { auth_provider: 'email' });
    if (input.isAdmin) await grantRole(tx, id, 'admin');
    await options.alsoInTransaction?.(tx, id);
    await auditAdminAction(actor, tx, options.action ?? 'admin.user_create', id, {
      newValues: { email: input.email, isAdmin: input.isAdmin },
    });
    return id;
  });
}

export async function updateUser(actor: Actor, id: string, input: UpdateUserInput) {
  const before = await getUser(actor.db, id);
  if (input.isAdmin === false && id === actor.adminId) {
    throw new AppError('BAD_REQUEST', "You can't remove your own admin role");
  }
  if (input.email && input.email !== before.email) await assertEmailFree(actor.db, input.email, id);
  await actor.db.transaction(async (tx) => {
    const { isAdmin: admin, ...fields } = input;
    if (Object.keys(fields).length > 0) {
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id));
    }
    if (admin === true && !before.isAdmin) await grantRole(tx, id, 'admin');
    if (admin === false && before.isAdmin) await revokeRole(tx, id, 'admin');
    await auditAdminAction(actor, tx, 'admin.user_update', id, {
      oldValues: pick(before, input),
      newValues: input,
    });
  });
  return getUser(actor.db, id);
}

const pick = (user: AdminUser, input: UpdateUserInput) =>
  Object.fromEntries(Object.keys(input).map((k) => [k, user[k as keyof AdminUser]]));

/** When a ban ends: `expiresAt`, `expiresInSeconds` from now, or never (null). */
function banEnd(input: BanUserInput): Date | null {
  if (input.expiresAt) return new Date(input.expiresAt);
  return input.expiresInSeconds ? new Date(Date.now() + input.expiresInSeconds * 1000) : null;
}

const banState = (user: AdminUser) => ({
  banned: user.banned,
  reason: user.banReason,
  banExpires: user.banExpires,
});

/**
 * better-auth admin semantics: a banned user can't sign in, and every session ends now. Deleting
 * the session rows tells each of the user's open tabs (session_ended, migration 0008), which
 * then sign out.
 */
export async function banUser(actor: Actor, id: string, input: BanUserInput) {
  const before = await getUser(actor.db, id);
  if (id === actor.adminId) throw new AppError('BAD_REQUEST', "You can't ban yourself");
  const banExpires = banEnd(input);
  await actor.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: true, banReason: input.reason || null, banExpires, updatedAt: new Date() })
      .where(eq(users.id, id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ id: sessions.id });
    await auditAdminAction(actor, tx, 'admin.user_ban', id, {
      oldValues: banState(before),
      newValues: {
        banned: true,
        reason: input.reason || null,
        banExpires: banExpires?.toISOString() ?? null,
        sessionsEnded: ended.length,
      },
    });
  });
  return getUser(actor.db, id);
}

export async function unbanUser(actor: Actor, id: string) {
  const before = await getUser(actor.db, id);
  await actor.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, id));
    await auditAdminAction(actor, tx, 'admin.user_unban', id, {
      oldValues: banState(before),
      newValues: { banned: false, reason: null, banExpires: null },
    });
  });
  return getUser(actor.db, id);
}

/** Signs the user out everywhere: their open tabs hear it (session_ended) and sign out. */
export async function revokeSessions(actor: Actor, id: string): Promise<number> {
  await getUser(actor.db, id);
  if (id === actor.adminId) {
    throw new AppError('BAD_REQUEST', 'Sign your own devices out from your account settings');
  }
  return actor.db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ id: sessions.id });
    await auditAdminAction(actor, tx, 'admin.sessions_revoke', id, {
      oldValues: { sessions: ended.length },
      newValues: { sessions: 0 },
    });
    return ended.length;
  });
}

/**
 * Deletes the user the way account deletion does (platform/accounts/delete-user.ts): every table
 * they own cascades, their open tabs are signed out, the audit trail is de-identified and their
 * files go.
 */
export async function deleteUser(actor: Actor, storage: Storage, id: string) {
  await getUser(actor.db, id);
  if (id === actor.adminId) throw new AppError('BAD_REQUEST', "You can't delete yourself");
  const deps = { db: actor.db, storage, logger: actor.logger };
  const deletion = {
    actorId: actor.adminId,
    action: 'admin.user_delete',
    metadata: { by: actor.adminId },
    userAgent: actor.userAgent ?? null,
  };
  if ((await deleteUserAccount(deps, id, deletion)) === 'missing') {
    throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }
}
