import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

/** The user's credential account that holds a password (accounts without one have none). */
export const hasPasswordAccount = (userId: string) =>
  and(
    eq(accounts.userId, userId),
    eq(accounts.providerId, 'credential'),
    isNotNull(accounts.password),
  );

/** The password hash of the user's credential account, if they have one. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(hasPasswordAccount(userId));
  return row?.password ?? null;
}
