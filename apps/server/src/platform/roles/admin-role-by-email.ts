import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { grantRole, revokeRole } from './roles';

/**
 * `npm run admin -- grant|revoke email`: user_roles decides, and grantRole/revokeRole keep
 * users.role (better-auth's admin plugin) in step. Answers false when no account has the email.
 */
export async function setAdminByEmail(db: Db, email: string, admin: boolean): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await (admin ? grantRole : revokeRole)(db, user.id, 'admin');
  return true;
}
