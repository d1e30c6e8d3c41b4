import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';

export type AppRole = 'admin';

/** The spec's has_role(_user_id, _role): a user_roles row decides, never the client. */
export async function hasRole(db: Db, userId: string, role: AppRole): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

/** `EXISTS` the role for a user id column, to select beside other columns in one query. */
export function hasRoleSql(userId: AnyPgColumn, role: AppRole): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${userId} and ${userRoles.role} = ${role})`;
}

/** Grants the role; users.role mirrors it for better-auth's admin plugin. */
export async function grantRole(db: Db, userId: string, role: AppRole): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(userRoles).values({ user_id: userId, role }).onConflictDoNothing();
    await tx.update(users).set({ role }).where(eq(users.id, userId));
  });
}

export async function revokeRole(db: Db, userId: string, role: AppRole): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.user_id, userId), eq(userRoles.role, role)));
    await tx.update(users).set({ role: 'user' }).where(eq(users.id, userId));
  });
}
