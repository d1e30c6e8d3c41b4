import { eq } from 'drizzle-orm';
import { CONSENT_VERSION } from '@updately/shared/constants';
import type { Db } from '../../db/client';
import { profiles, userConsents, users } from '../../db/schema';
import { splitName } from './name';

export type Profile = typeof profiles.$inferSelect;

/**
 * The profile of a user, created when missing (the spec tolerates a missing row): names from
 * `meta`, else the user's sign-up metadata, else their full name split at the first space; data
 * processing consent true, marketing false, plus a data_processing consent record.
 * Idempotent and safe to race: the unique user_id decides who inserts.
 */
export async function ensureProfile(
  db: Db,
  userId: string,
  meta: { first_name?: string | null; last_name?: string | null; auth_provider?: string } = {},
): Promise<Profile> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.user_id, userId));
  if (existing) return existing;
  const [user] = await db
    .select({ name: users.name, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values({
        user_id: userId,
        ...splitName({
          first_name: meta.first_name ?? user.first_name,
          last_name: meta.last_name ?? user.last_name,
          name: user.name,
        }),
        auth_provider: meta.auth_provider ?? 'email',
        data_processing_consent: true,
        marketing_consent: false,
      })
      .onConflictDoNothing({ target: profiles.user_id })
      .returning();
    if (!created) {
      const [raced] = await tx.select().from(profiles).where(eq(profiles.user_id, userId));
      return raced!;
    }
    await tx.insert(userConsents).values({
      user_id: userId,
      consent_type: 'data_processing',
      granted: true,
      version: CONSENT_VERSION,
    });
    return created;
  });
}
