import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import type { Db } from '../../db/client';
import {
  brandDirectory,
  digitalFootprints,
  journeyFootprints,
  journeys,
  profiles,
  type OnboardingEntry,
} from '../../db/schema';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { DEFAULT_LINK_VALUES } from '@updately/shared/journeys-api';

// Test and demo data, inserted directly in bulk (no HTTP, no audit): `npm run db:seed -- --demo`
// and the integration tests share these.

type FootprintRow = typeof digitalFootprints.$inferSelect;
type JourneyRow = typeof journeys.$inferSelect;
type JourneyFootprintRow = typeof journeyFootprints.$inferSelect;
type Each<T> = T | ((index: number) => T);

export type FootprintFactoryOptions = {
  /** Directory brands to use, in order; by default those the user lacks, by name. */
  brandIds?: readonly string[];
  /** Only custom brands (a user may have each directory brand once, so large sets need them). */
  custom?: boolean;
  /** Custom brands' data items; by default a rotation where some hold an address and some not. */
  dataItems?: Each<readonly PiiFieldType[]>;
  createdAt?: Each<Date>;
  tags?: Each<readonly string[]>;
};

const CHUNK = 1000;
const CUSTOM_DATA_ROTATION: readonly (readonly PiiFieldType[])[] = [
  ['email', 'phone', 'address'],
  ['username', 'password', 'email'],
  ['first_name', 'last_name', 'post_code'],
  ['payment_information', 'cookies'],
];

const each = <T>(value: Each<T> | undefined, index: number): T | undefined =>
  typeof value === 'function' ? (value as (i: number) => T)(index) : value;

/**
 * `n` footprints for the user: directory brands first (unless `custom`), then custom brands
 * named `Custom brand {k}`. Answers the rows in insertion order.
 */
export async function createFootprints(
  db: Db,
  userId: string,
  n: number,
  options: FootprintFactoryOptions = {},
): Promise<FootprintRow[]> {
  const brandIds = options.custom
    ? []
    : (options.brandIds?.slice(0, n) ?? (await unusedBrandIds(db, userId, n)));
  const values = Array.from({ length: n }, (_, i) => {
    const brand_id = brandIds[i] ?? null;
    const custom = brand_id === null;
    return {
      user_id: userId,
      brand_id,
      custom_brand_name: custom ? `Custom brand ${i - brandIds.length + 1}` : null,
      custom_data_items: custom
        ? [
            ...(each(options.dataItems, i) ??
              CUSTOM_DATA_ROTATION[i % CUSTOM_DATA_ROTATION.length]!),
          ]
        : [],
      tags: [...(each(options.tags, i) ?? [])],
      ...(options.createdAt && { created_at: each(options.createdAt, i) }),
    };
  });
  const rows: FootprintRow[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    rows.push(
      ...(await db
        .insert(digitalFootprints)
        .values(values.slice(start, start + CHUNK))
        .returning()),
    );
  }
  return rows;
}

async function unusedBrandIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: brandDirectory.id })
    .from(brandDirectory)
    .where(
      notExists(
        db
          .select({ id: digitalFootprints.id })
          .from(digitalFootprints)
          .where(
            and(
              eq(digitalFootprints.user_id, userId),
              eq(digitalFootprints.brand_id, brandDirectory.id),
              isNull(digitalFootprints.journey_id),
            ),
          ),
      ),
    )
    .orderBy(asc(brandDirectory.name))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function createJourney(
  db: Db,
  userId: string,
  overrides: Partial<Omit<typeof journeys.$inferInsert, 'user_id'>> = {},
): Promise<JourneyRow> {
  const [row] = await db
    .insert(journeys)
    .values({
      type: 'moving_house',
      name: 'Moving to Melbourne, March 2027',
      ...overrides,
      user_id: userId,
    })
    .returning();
  return row!;
}

/** Links footprints to a journey with the default values unless overridden. */
export async function createJourneyLinks(
  db: Db,
  userId: string,
  journeyId: string,
  footprintIds: readonly string[],
  overrides: Each<
    Partial<Pick<JourneyFootprintRow, 'priority_level' | 'fields_to_update' | 'completed_at'>>
  > = {},
): Promise<JourneyFootprintRow[]> {
  const values = footprintIds.map((footprint_id, i) => ({
    user_id: userId,
    journey_id: journeyId,
    footprint_id,
    ...DEFAULT_LINK_VALUES,
    ...each(overrides, i),
  }));
  const rows: JourneyFootprintRow[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    rows.push(
      ...(await db
        .insert(journeyFootprints)
        .values(values.slice(start, start + CHUNK))
        .returning()),
    );
  }
  return rows;
}

/** Replaces the profile's onboarding history; completion time follows the latest entry. */
export async function setOnboardingHistory(
  db: Db,
  userId: string,
  history: OnboardingEntry[],
): Promise<void> {
  await ensureProfile(db, userId);
  const latest = history
    .map((e) => new Date(e.completed_at))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  await db
    .update(profiles)
    .set({ onboarding_history: history, onboarding_completed_at: latest ?? null })
    .where(eq(profiles.user_id, userId));
}
