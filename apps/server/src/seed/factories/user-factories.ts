import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { ensureProfile } from '../../platform/profiles/ensure-profile';

export type UserOverrides = {
  email?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  emailVerified?: boolean;
};

/**
 * A confirmed user with a password account and a profile, inserted directly (no HTTP, no mail):
 * for demo data and for tests that need many users. Tests of sign-up itself go through the API.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const firstName = overrides.firstName ?? 'Demo';
  const lastName = overrides.lastName ?? 'User';
  const email = (overrides.email ?? `demo-${crypto.randomUUID()}@example.com`).toLowerCase();
  const password = overrides.password ?? 'a long enough passphrase';
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? `${firstName} ${lastName}`,
      firstName,
      lastName,
      emailVerified: overrides.emailVerified ?? true,
    })
    .returning();
  await db.insert(accounts).values({
    userId: user!.id,
    accountId: user!.id,
    providerId: 'credential',
    password: await hashPassword(password),
  });
  await ensureProfile(db, user!.id, { first_name: firstName, last_name: lastName });
  return { id: user!.id, email, password };
}
