import { DEFAULT_LINK_VALUES } from '@updately/shared/journeys-api';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { JourneyType } from '@updately/shared/journey-types';
import { journeyHasOwnCompanies } from '@updately/shared/request-kinds';
import { queryRows, type Db } from '../../db/client';
import {
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  journeyPiiFields,
  profiles,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import {
  autoLinkWindow,
  onboardingAnchor,
  type OnboardingHistoryEntry,
  type TimeWindow,
} from './auto-link-selection';

export type AutoLinkParams = {
  userId: string;
  journeyId: string;
  journeyType: JourneyType;
  now: Date;
};

/** The database side of auto-link, replaceable in unit tests. */
export type AutoLinkStore = {
  readOnboarding(
    userId: string,
  ): Promise<{ history: OnboardingHistoryEntry[]; completedAt: Date | null }>;
  /**
   * Links every footprint of the user that is in the window or whose data items meet the
   * journey type's PII fields, in one INSERT … SELECT; answers how many were linked.
   */
  linkMatching(query: {
    userId: string;
    journeyId: string;
    journeyType: JourneyType;
    window: TimeWindow | null;
  }): Promise<number>;
};

/**
 * SPEC.md section 4 / DESIGN.md section 5: links the footprints from the matching onboarding and
 * those whose data items meet the journey type's PII fields, in one insert. Never throws: a
 * failure is only logged and the journey stands. Answers how many footprints were linked. A
 * journey with companies of its own (the deceased's) never takes the person's footprints.
 */
export async function autoLinkFootprints(
  db: Db,
  logger: Logger,
  params: AutoLinkParams,
  store: AutoLinkStore = sqlAutoLinkStore(db),
): Promise<number> {
  if (journeyHasOwnCompanies(params.journeyType)) return 0;
  try {
    const onboarding = await store.readOnboarding(params.userId);
    const anchor = onboardingAnchor(
      onboarding.history,
      onboarding.completedAt,
      params.journeyType,
      params.now,
    );
    return await store.linkMatching({
      userId: params.userId,
      journeyId: params.journeyId,
      journeyType: params.journeyType,
      window: anchor && autoLinkWindow(anchor),
    });
  } catch (err) {
    logger.error({ err, journeyId: params.journeyId }, 'auto-link failed; the journey stands');
    return 0;
  }
}

/** The footprints auto-link selects: in the window, or sharing a field with the journey type. */
function autoLinkSelection(query: {
  userId: string;
  journeyType: JourneyType;
  window: TimeWindow | null;
}) {
  const f = digitalFootprints;
  const journeyFields = sql`(select coalesce(array_agg(${journeyPiiFields.field_type}), '{}'::text[]) from ${journeyPiiFields} where ${journeyPiiFields.journey_type} = ${query.journeyType})`;
  const inWindow = query.window
    ? and(gte(f.created_at, query.window.from), lte(f.created_at, query.window.to))!
    : sql`false`;
  return and(
    eq(f.user_id, query.userId),
    isNull(f.journey_id),
    or(
      inWindow,
      sql`${brandDirectory.data_collection_items} && ${journeyFields}`,
      sql`${f.custom_data_items} && ${journeyFields}`,
    ),
  );
}

/** Two statements however many footprints: the profile, then one INSERT … SELECT. */
export function sqlAutoLinkStore(db: Db): AutoLinkStore {
  return {
    async readOnboarding(userId) {
      const [row] = await db
        .select({
          history: profiles.onboarding_history,
          completedAt: profiles.onboarding_completed_at,
        })
        .from(profiles)
        .where(eq(profiles.user_id, userId));
      return {
        history: Array.isArray(row?.history) ? row.history : [],
        completedAt: row?.completedAt ?? null,
      };
    },

    // The selection never leaves the database. A footprint is selected once however many rules
    // it meets, and the journey is new, so no ON CONFLICT is needed.
    async linkMatching({ userId, journeyId, journeyType, window }) {
      const f = digitalFootprints;
      const [row] = await queryRows<{ linked: number }>(
        db,
        sql`
          with linked as (
            insert into ${journeyFootprints}
              (user_id, journey_id, footprint_id, priority_level, fields_to_update)
            select ${f.user_id}, ${journeyId}::uuid, ${f.id},
              ${DEFAULT_LINK_VALUES.priority_level}::priority_level,
              ${JSON.stringify(DEFAULT_LINK_VALUES.fields_to_update)}::jsonb
            from ${f}
            left join ${brandDirectory} on ${brandDirectory.id} = ${f.brand_id}
            where ${autoLinkSelection({ userId, journeyType, window })}
            returning 1
          )
          select count(*)::int as linked from linked`,
      );
      return row?.linked ?? 0;
    },
  };
}
