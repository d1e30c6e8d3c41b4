import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { JourneyType } from '@updately/shared/journey-types';
import type { Db } from '../../db/client';
import {
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  journeyPiiFields,
  profiles,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import {
  DEFAULT_LINK_VALUES,
  autoLinkWindow,
  onboardingAnchor,
  orderAutoLinkSelection,
  type AutoLinkCandidate,
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
  findCandidates(query: {
    userId: string;
    journeyType: JourneyType;
    window: TimeWindow | null;
  }): Promise<AutoLinkCandidate[]>;
  insertLinks(rows: { userId: string; journeyId: string; footprintIds: string[] }): Promise<void>;
};

/**
 * SPEC.md section 4 / DESIGN.md section 5: links the footprints from the matching onboarding and
 * those whose data items meet the journey type's PII fields, in one insert. Never throws: a
 * failure is only logged and the journey stands. Answers the linked footprint ids.
 */
export async function autoLinkFootprints(
  db: Db,
  logger: Logger,
  params: AutoLinkParams,
  store: AutoLinkStore = sqlAutoLinkStore(db),
): Promise<string[]> {
  try {
    const onboarding = await store.readOnboarding(params.userId);
    const anchor = onboardingAnchor(
      onboarding.history,
      onboarding.completedAt,
      params.journeyType,
      params.now,
    );
    const candidates = await store.findCandidates({
      userId: params.userId,
      journeyType: params.journeyType,
      window: anchor && autoLinkWindow(anchor),
    });
    const footprintIds = orderAutoLinkSelection(candidates);
    if (footprintIds.length === 0) return [];
    await store.insertLinks({ userId: params.userId, journeyId: params.journeyId, footprintIds });
    return footprintIds;
  } catch (err) {
    logger.error({ err, journeyId: params.journeyId }, 'auto-link failed; the journey stands');
    return [];
  }
}

/** Three statements at most, however many footprints: profile, selection, one insert. */
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

    async findCandidates({ userId, journeyType, window }) {
      const f = digitalFootprints;
      const journeyFields = sql`(select coalesce(array_agg(${journeyPiiFields.field_type}), '{}'::text[]) from ${journeyPiiFields} where ${journeyPiiFields.journey_type} = ${journeyType})`;
      const inWindow = window
        ? and(gte(f.created_at, window.from), lte(f.created_at, window.to))!
        : sql`false`;
      return db
        .select({ id: f.id, inWindow: sql<boolean>`coalesce(${inWindow}, false)` })
        .from(f)
        .leftJoin(brandDirectory, eq(brandDirectory.id, f.brand_id))
        .where(
          and(
            eq(f.user_id, userId),
            or(
              inWindow,
              sql`${brandDirectory.data_collection_items} && ${journeyFields}`,
              sql`${f.custom_data_items} && ${journeyFields}`,
            ),
          ),
        );
    },

    // One statement whatever the count: the ids travel as one array parameter.
    async insertLinks({ userId, journeyId, footprintIds }) {
      await db.execute(sql`
        insert into ${journeyFootprints}
          (user_id, journey_id, footprint_id, priority_level, fields_to_update)
        select ${userId}::uuid, ${journeyId}::uuid, footprint_id,
          ${DEFAULT_LINK_VALUES.priority_level}::priority_level,
          ${JSON.stringify(DEFAULT_LINK_VALUES.fields_to_update)}::jsonb
        from unnest(${`{${footprintIds.join(',')}}`}::uuid[]) as footprint_id
        on conflict (journey_id, footprint_id) do nothing`);
    },
  };
}
