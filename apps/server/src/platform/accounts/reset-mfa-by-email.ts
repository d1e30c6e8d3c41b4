import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactors, users } from '../../db/schema';

/**
 * `npm run admin -- reset-mfa email`: the break-glass path, for whoever holds the server, when no
 * second admin can approve a reset in the admin area (ADR 0035). Removes every second factor and
 * turns two-factor sign-in off. Answers false when no account has the email.
 */
export async function resetMfaByEmail(db: Db, email: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  });
  return true;
}
