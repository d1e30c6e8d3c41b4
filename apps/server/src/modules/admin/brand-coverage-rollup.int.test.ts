import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '@updately/shared/update-status';
import { queryRows, type Db } from '../../db/client';
import {
  brandDirectory,
  journeys,
  updateRequestEvents,
  updateRequests,
  users,
} from '../../db/schema';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createUser } from '../../seed/factories/user-factories';
import { oracleDoneByHand } from '../../test/brand-coverage-oracle';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brandCoverage } from './admin-brand-coverage.service';
import { foldAnalyticsRollups, rebuildAnalyticsRollups } from './analytics-rollups';
import { doneByHand } from './brand-coverage-rollup';

// Property (ADR 0057): after any write, the "done by hand" ranking read from the rollup and its
// pending deltas equals the old query on the base tables (the oracle), before a fold, after it
// and after a rebuild. Each step moves the figures through one trigger, so a missing trigger
// fails the step that needs it.
const STATUSES: UpdateStatus[] = ['completed', 'completed', 'sent', 'needs_you', 'rejected'];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function expectSameRanking(db: Db, step: string) {
  const oracle = await oracleDoneByHand(db);
  expect(oracle.length, `${step}: the oracle has brands to compare`).toBeGreaterThan(0);
  expect(await doneByHand(db), step).toEqual(oracle);
}

async function expectEachWay(db: Db, step: string) {
  await expectSameRanking(db, `${step} (pending)`);
  await foldAnalyticsRollups(db);
  await expectSameRanking(db, `${step} (folded)`);
}

describe('brand coverage rollup (triggers, fold, rebuild) against the base tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the done-by-hand ranking equal to a count from scratch through mixed writes', async () => {
    const db = t.database.db;
    const next = random(57);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const cipher = createValueCipher(t.config.valueKeys);
    const brands = [];
    for (let i = 0; i < 4; i++) {
      brands.push(await createBrand(db, { name: `Hand Brand ${i}`, contact_email: null }));
    }
    const ranking = async (step: string) => expectEachWay(db, step);

    // People with journeys whose requests (on the manual channel: the brands publish no address)
    // are completed by hand or not; two footprints of a journey may share a brand.
    const people: string[] = [];
    for (let i = 0; i < 10; i++) {
      const person = await createUser(db);
      people.push(person.id);
      const brandIds = [...brands]
        .sort(() => next() - 0.5)
        .slice(0, 3)
        .map((b) => b.id);
      const footprints = await createFootprints(db, person.id, 3, { brandIds });
      const journey = await createJourney(db, person.id);
      await createUpdateRequests(db, cipher, {
        userId: person.id,
        journeyId: journey.id,
        footprintIds: footprints.map((f) => f.id),
        statuses: [pick(STATUSES), pick(STATUSES), pick(STATUSES)],
      });
    }
    await ranking('inserted');

    const all = () => db.select().from(updateRequests).orderBy(updateRequests.id);
    // Multi-row: several requests of one journey completed in one statement.
    const open = (await all()).filter((r) => r.status !== 'completed');
    await db
      .update(updateRequests)
      .set({ status: 'completed', completed_at: new Date() })
      .where(
        inArray(
          updateRequests.id,
          open.slice(0, 6).map((r) => r.id),
        ),
      );
    await ranking('completed by hand');

    // Channels move: letter and web form count, email does not.
    const done = (await all()).filter((r) => r.status === 'completed');
    await db
      .update(updateRequests)
      .set({ channel: 'letter' })
      .where(eq(updateRequests.id, done[0]!.id));
    await db
      .update(updateRequests)
      .set({ channel: 'email' })
      .where(eq(updateRequests.id, done[1]!.id));
    await ranking('channels changed');

    // A company confirms: two confirmations of one request in one insert count once.
    await db.insert(updateRequestEvents).values([
      {
        request_id: done[2]!.id,
        user_id: done[2]!.user_id,
        seq: 50,
        type: 'confirmed',
        actor: 'company',
        to_status: 'completed',
      },
      {
        request_id: done[2]!.id,
        user_id: done[2]!.user_id,
        seq: 51,
        type: 'confirmed',
        actor: 'company',
        to_status: 'completed',
      },
      {
        request_id: done[3]!.id,
        user_id: done[3]!.user_id,
        seq: 50,
        type: 'confirmed',
        actor: 'company',
        to_status: 'completed',
      },
    ]);
    await ranking('confirmed');

    // Reopened, moved to another brand or journey.
    await db
      .update(updateRequests)
      .set({ status: 'needs_you' })
      .where(eq(updateRequests.id, done[4]!.id));
    // Two requests of one journey for one brand: the journey counts once, until both leave.
    const sibling = done.find((r) => r.journey_id === done[5]!.journey_id && r.id !== done[5]!.id);
    await db
      .update(updateRequests)
      .set({ brand_id: sibling?.brand_id ?? brands[0]!.id })
      .where(eq(updateRequests.id, done[5]!.id));
    const [other] = await db
      .select()
      .from(journeys)
      .where(sql`id <> ${done[5]!.journey_id}`)
      .limit(1);
    await db
      .update(updateRequests)
      .set({ journey_id: other!.id })
      .where(eq(updateRequests.id, done[7]!.id));
    await ranking('reopened and moved');

    // Deletes: a request (its events cascade), a brand (its requests lose it), a journey, a person.
    await db.delete(updateRequests).where(eq(updateRequests.id, done[6]!.id));
    await db.delete(brandDirectory).where(eq(brandDirectory.id, brands[3]!.id));
    const [someJourney] = await db.select().from(journeys).limit(1);
    await db.delete(journeys).where(eq(journeys.id, someJourney!.id));
    await db.delete(users).where(eq(users.id, people[9]!));
    await ranking('deleted');

    // Both at once: pending deltas over folded counts, then a rebuild from scratch.
    await db
      .update(updateRequests)
      .set({ status: 'completed', channel: 'phone' })
      .where(eq(updateRequests.status, 'sent'));
    await expectSameRanking(db, 'pending over folded');
    await rebuildAnalyticsRollups(db);
    await expectSameRanking(db, 'rebuilt');
    const [left] = await queryRows<{ pending: number }>(
      db,
      sql`select count(*)::int as pending from brand_hand_journeys_delta`,
    );
    expect(left!.pending).toBe(0);
  }, 90_000);

  it('the brand coverage page lists the ranking with each brand and its best channel', async () => {
    const db = t.database.db;
    const coverage = await brandCoverage(db);
    const oracle = await oracleDoneByHand(db);
    expect(
      coverage.done_by_hand.map((b) => ({
        brand_id: b.id,
        requests: b.requests,
        journeys: b.journeys,
      })),
    ).toEqual(oracle);
    expect(coverage.done_by_hand.every((b) => b.best_channel)).toBe(true);
  });
});
