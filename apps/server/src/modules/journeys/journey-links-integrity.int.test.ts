import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { digitalFootprints, journeyFootprints, journeys, users } from '../../db/schema';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { createUser } from '../../seed/factories/user-factories';
import { DEFAULT_LINK_VALUES } from '@updately/shared/journeys-api';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';

/** The PostgreSQL error code of a failed query, however the driver wraps it. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

async function expectForeignKeyViolation(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the write should have been refused').not.toBeNull();
  expect(pgCode(err)).toBe('23503');
}

// journey_footprints has no per-row foreign keys (ADR 0011): these are the guarantees its
// statement-level triggers must give instead.
describe('journey_footprints integrity', () => {
  let database: Database;
  let owner: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    owner = await createUser(database.db);
    other = await createUser(database.db);
  });
  afterAll(() => database.close());

  const linksOf = (journeyId: string) =>
    database.db.$count(journeyFootprints, eq(journeyFootprints.journey_id, journeyId));
  const insertLink = (userId: string, journeyId: string, footprintId: string) =>
    database.db.insert(journeyFootprints).values({
      user_id: userId,
      journey_id: journeyId,
      footprint_id: footprintId,
      ...DEFAULT_LINK_VALUES,
    });

  it("refuses a link to another user's footprint, journey, or to ones that do not exist", async () => {
    const journey = await createJourney(database.db, owner.id);
    const [mine] = await createFootprints(database.db, owner.id, 1, { custom: true });
    const [theirs] = await createFootprints(database.db, other.id, 1, { custom: true });
    const theirJourney = await createJourney(database.db, other.id);
    const missing = crypto.randomUUID();

    await expectForeignKeyViolation(insertLink(owner.id, journey.id, theirs!.id));
    await expectForeignKeyViolation(insertLink(owner.id, theirJourney.id, mine!.id));
    await expectForeignKeyViolation(insertLink(other.id, journey.id, mine!.id));
    await expectForeignKeyViolation(insertLink(owner.id, journey.id, missing));
    await expectForeignKeyViolation(insertLink(owner.id, missing, mine!.id));
    expect(await linksOf(journey.id)).toBe(0);
  });

  it('refuses a whole batch when one row is wrong, leaving nothing behind', async () => {
    const journey = await createJourney(database.db, owner.id);
    const mine = await createFootprints(database.db, owner.id, 3, { custom: true });
    const [theirs] = await createFootprints(database.db, other.id, 1, { custom: true });
    await expectForeignKeyViolation(
      createJourneyLinks(database.db, owner.id, journey.id, [...mine.map((f) => f.id), theirs!.id]),
    );
    expect(await linksOf(journey.id)).toBe(0);
  });

  it("refuses to move a link onto another user's footprint", async () => {
    const journey = await createJourney(database.db, owner.id);
    const [mine] = await createFootprints(database.db, owner.id, 1, { custom: true });
    const [theirs] = await createFootprints(database.db, other.id, 1, { custom: true });
    await createJourneyLinks(database.db, owner.id, journey.id, [mine!.id]);
    await expectForeignKeyViolation(
      database.db
        .update(journeyFootprints)
        .set({ footprint_id: theirs!.id })
        .where(eq(journeyFootprints.journey_id, journey.id)),
    );
    const [link] = await database.db
      .select()
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, journey.id));
    expect(link!.footprint_id).toBe(mine!.id);
  });

  it('removes the links of a deleted journey, and only those', async () => {
    const [a, b] = [
      await createJourney(database.db, owner.id),
      await createJourney(database.db, owner.id),
    ];
    const footprints = await createFootprints(database.db, owner.id, 3, { custom: true });
    const ids = footprints.map((f) => f.id);
    await createJourneyLinks(database.db, owner.id, a!.id, ids);
    await createJourneyLinks(database.db, owner.id, b!.id, ids);
    await database.db.delete(journeys).where(eq(journeys.id, a!.id));
    expect(await linksOf(a!.id)).toBe(0);
    expect(await linksOf(b!.id)).toBe(3);
  });

  it('removes the links of a deleted footprint from every journey', async () => {
    const [a, b] = [
      await createJourney(database.db, owner.id),
      await createJourney(database.db, owner.id),
    ];
    const [gone, kept] = await createFootprints(database.db, owner.id, 2, { custom: true });
    await createJourneyLinks(database.db, owner.id, a!.id, [gone!.id, kept!.id]);
    await createJourneyLinks(database.db, owner.id, b!.id, [gone!.id]);
    await database.db.delete(digitalFootprints).where(eq(digitalFootprints.id, gone!.id));
    expect(await linksOf(a!.id)).toBe(1);
    expect(await linksOf(b!.id)).toBe(0);
  });

  it('removes every link of a deleted user, and no one else’s', async () => {
    const leaving = await createUser(database.db);
    const journey = await createJourney(database.db, leaving.id);
    const footprints = await createFootprints(database.db, leaving.id, 4, { custom: true });
    await createJourneyLinks(
      database.db,
      leaving.id,
      journey.id,
      footprints.map((f) => f.id),
    );
    const staying = await createJourney(database.db, other.id);
    const [theirs] = await createFootprints(database.db, other.id, 1, { custom: true });
    await createJourneyLinks(database.db, other.id, staying.id, [theirs!.id]);

    await database.db.delete(users).where(eq(users.id, leaving.id));
    expect(
      await database.db.$count(journeyFootprints, eq(journeyFootprints.user_id, leaving.id)),
    ).toBe(0);
    expect(await linksOf(staying.id)).toBe(1);
  });

  // Two connections race a footprint's deletion against a new link to it: whichever commits
  // first, no link survives its footprint. PGlite has one connection, so PostgreSQL only.
  describe.runIf(testDatabaseKind === 'postgres')('under concurrency', () => {
    const connect = async () => {
      const client = new pg.Client({ connectionString: database.connectionString });
      await client.connect();
      return client;
    };
    const insertSql =
      'INSERT INTO journey_footprints (user_id, journey_id, footprint_id) VALUES ($1, $2, $3)';

    it('refuses a link whose footprint is deleted by a transaction that commits first', async () => {
      const journey = await createJourney(database.db, owner.id);
      const [footprint] = await createFootprints(database.db, owner.id, 1, { custom: true });
      const deleter = await connect();
      const linker = await connect();
      try {
        await deleter.query('BEGIN');
        await deleter.query('DELETE FROM digital_footprints WHERE id = $1', [footprint!.id]);
        await linker.query('BEGIN');
        const linking = linker.query(insertSql, [owner.id, journey.id, footprint!.id]).then(
          () => null,
          (e: unknown) => e,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await deleter.query('COMMIT');
        expect(pgCode(await linking)).toBe('23503');
        await linker.query('ROLLBACK');
      } finally {
        await Promise.all([deleter.end(), linker.end()]);
      }
      expect(await linksOf(journey.id)).toBe(0);
    });

    it('takes a new link with its footprint when the link commits first', async () => {
      const journey = await createJourney(database.db, owner.id);
      const [footprint] = await createFootprints(database.db, owner.id, 1, { custom: true });
      const linker = await connect();
      const deleter = await connect();
      try {
        await linker.query('BEGIN');
        await linker.query(insertSql, [owner.id, journey.id, footprint!.id]);
        await deleter.query('BEGIN');
        const deleting = deleter.query('DELETE FROM digital_footprints WHERE id = $1', [
          footprint!.id,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await linker.query('COMMIT');
        await deleting;
        await deleter.query('COMMIT');
      } finally {
        await Promise.all([deleter.end(), linker.end()]);
      }
      expect(await linksOf(journey.id)).toBe(0);
      const orphans = await database.db.execute(
        sql`select 1 from journey_footprints jf where not exists (select 1 from digital_footprints f where f.id = jf.footprint_id)`,
      );
      expect((orphans as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    });
  });
});
