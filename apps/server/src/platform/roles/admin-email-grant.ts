import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminEmailGrants, users } from '../../db/schema';
import { grantRole } from './roles';

/**
 * ADMIN_EMAILS: the user becomes an admin when their address is listed and confirmed (an
 * unconfirmed claim to a listed address, e.g. from an SSO provider that does not verify emails,
 * gets nothing), and only once: after an admin revokes the role, it stays revoked (L1).
 */
export async function grantAdminByEmail(
  db: Db,
  adminEmails: readonly string[],
  userId: string,
): Promise<boolean> {
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.verified || !adminEmails.includes(user.email.toLowerCase())) return false;
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(adminEmailGrants)
      .values({ user_id: userId })
      .onConflictDoNothing()
      .returning({ userId: adminEmailGrants.user_id });
    if (first.length === 0) return false;
    await grantRole(tx, userId, 'admin');
    return true;
  });
}
