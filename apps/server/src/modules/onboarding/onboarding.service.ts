import { eq, sql } from 'drizzle-orm';
import type { OnboardingStatus, OnboardingType } from '@updately/shared/journeys-api';
import { QUOTAS } from '@updately/shared/quotas';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { ensureProfile } from '../../platform/profiles/ensure-profile';

type ProfileOnboarding = Pick<
  typeof profiles.$inferSelect,
  'onboarding_history' | 'onboarding_completed_at'
>;

function toStatus(profile: ProfileOnboarding): OnboardingStatus {
  return {
    history: profile.onboarding_history,
    completed_at: profile.onboarding_completed_at?.toISOString() ?? null,
  };
}

/** The onboarding history and completion time; creates a missing profile (the spec tolerates it). */
export async function readOnboarding(db: Db, userId: string): Promise<OnboardingStatus> {
  return toStatus(await ensureProfile(db, userId));
}

/**
 * Appends `{ type, completed_at }` to the history and sets onboarding_completed_at, in one
 * statement so concurrent completions never drop an entry. The profile must exist.
 */
export async function recordOnboarding(
  db: Db,
  userId: string,
  type: OnboardingType,
  completedAt: Date,
): Promise<OnboardingStatus> {
  const entry = { type, completed_at: completedAt.toISOString() };
  const [row] = await db
    .update(profiles)
    .set({
      // Appended, keeping the newest entries only (L5: the list cannot grow without bound).
      onboarding_history: sql`(
        select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from jsonb_array_elements(
          ${profiles.onboarding_history} || jsonb_build_array(${JSON.stringify(entry)}::jsonb)
        ) with ordinality as t(e, n)
        where n > jsonb_array_length(${profiles.onboarding_history}) + 1 - ${QUOTAS.onboardingHistory}
      )`,
      onboarding_completed_at: completedAt,
      updated_at: completedAt,
    })
    .where(eq(profiles.user_id, userId))
    .returning({
      onboarding_history: profiles.onboarding_history,
      onboarding_completed_at: profiles.onboarding_completed_at,
    });
  if (!row) throw new Error(`No profile for user ${userId}`);
  return toStatus(row);
}
