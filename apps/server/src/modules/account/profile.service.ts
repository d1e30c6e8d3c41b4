import { eq } from 'drizzle-orm';
import type { AccountProfile, UpdateProfileInput } from '@updately/shared/account-api';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ensureProfile, type Profile } from '../../platform/profiles/ensure-profile';

type NameValues = { first_name: string | null; last_name: string | null };
export type ProfileChange = { before: NameValues; after: NameValues; profile: AccountProfile };

export function fullName({ first_name, last_name }: NameValues): string {
  return [first_name, last_name].filter(Boolean).join(' ');
}

export async function getAccountProfile(db: Db, userId: string): Promise<AccountProfile> {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'No user logged in');
  return toAccountProfile(await ensureProfile(db, userId), user);
}

/**
 * New names on the profile and users.name ("first last") together. Run inside a transaction
 * after ensureProfile, which needs the outer connection.
 */
export async function updateNames(
  tx: Db,
  userId: string,
  input: UpdateProfileInput,
): Promise<ProfileChange> {
  const [current] = await tx.select().from(profiles).where(eq(profiles.user_id, userId));
  if (!current) throw new AppError('NOT_FOUND', 'Profile not found');
  const before = { first_name: current.first_name, last_name: current.last_name };
  const after = {
    first_name: input.first_name ?? current.first_name,
    last_name: input.last_name ?? current.last_name,
  };
  const now = new Date();
  const [profile] = await tx
    .update(profiles)
    .set({ ...after, updated_at: now })
    .where(eq(profiles.user_id, userId))
    .returning();
  const [user] = await tx
    .update(users)
    .set({ name: fullName(after), updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email, name: users.name });
  return { before, after, profile: toAccountProfile(profile!, user!) };
}

export function toAccountProfile(
  profile: Profile,
  user: { email: string; name: string },
): AccountProfile {
  return {
    user_id: profile.user_id,
    email: user.email,
    name: user.name,
    first_name: profile.first_name,
    last_name: profile.last_name,
    avatar_url: profile.avatar_url,
    auth_provider: profile.auth_provider,
    data_processing_consent: profile.data_processing_consent,
    marketing_consent: profile.marketing_consent,
    created_at: profile.created_at.toISOString(),
    updated_at: profile.updated_at.toISOString(),
  };
}
