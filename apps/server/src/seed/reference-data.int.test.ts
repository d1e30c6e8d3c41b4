import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_REQUIREMENTS } from '@updately/shared/document-requirements';
import { JOURNEY_TYPES } from '@updately/shared/journey-types';
import { PII_FIELD_TYPES } from '@updately/shared/pii-fields';
import { createTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';
import {
  brandDeadlines,
  brandDirectory,
  documentRequirements,
  journeyPiiFields,
  piiFieldTypes,
} from '../db/schema';
import { BRANDS, seedReferenceData } from './reference-data';

describe('reference data seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function counts() {
    const [fields] = await database.db.select({ n: count() }).from(piiFieldTypes);
    const [links] = await database.db.select({ n: count() }).from(journeyPiiFields);
    const [brands] = await database.db.select({ n: count() }).from(brandDirectory);
    return { fields: fields!.n, links: links!.n, brands: brands!.n };
  }

  it('holds the whole PII catalogue, fields for every journey type and every brand', async () => {
    const c = await counts();
    expect(c.fields).toBe(PII_FIELD_TYPES.length);
    expect(c.brands).toBe(BRANDS.length);
    const types = await database.db
      .selectDistinct({ t: journeyPiiFields.journey_type })
      .from(journeyPiiFields);
    expect(types.map((t) => t.t).sort()).toEqual([...JOURNEY_TYPES].sort());
  });

  it('is idempotent and keeps admin edits to journey PII fields', async () => {
    await database.db
      .delete(journeyPiiFields)
      .where(
        sql`${journeyPiiFields.journey_type} = 'moving_house' and ${journeyPiiFields.field_type} = 'state'`,
      );
    const before = await counts();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await counts()).toEqual(before);
    const moving = await database.db
      .select()
      .from(journeyPiiFields)
      .where(eq(journeyPiiFields.journey_type, 'moving_house'));
    expect(moving.map((r) => r.field_type)).not.toContain('state');
  });

  it('seeds each legal deadline once with its source, keeping an admin edit', async () => {
    const expected = BRANDS.flatMap((b) => b.deadlines ?? []).length;
    expect(expected).toBeGreaterThan(0);
    expect(await database.db.$count(brandDeadlines)).toBe(expected);
    const [vicroads] = await database.db
      .select({ deadline: brandDeadlines })
      .from(brandDeadlines)
      .innerJoin(brandDirectory, eq(brandDirectory.id, brandDeadlines.brand_id))
      .where(eq(brandDirectory.slug, 'vicroads'));
    expect(vicroads!.deadline).toMatchObject({ kind: 'change_of_address', days: 14 });
    expect(vicroads!.deadline.source_url).toMatch(/^https:\/\//);
    await database.db
      .update(brandDeadlines)
      .set({ days: 10 })
      .where(eq(brandDeadlines.id, vicroads!.deadline.id));
    await seedReferenceData(database.db);
    expect(await database.db.$count(brandDeadlines)).toBe(expected);
    expect(
      await database.db.$count(
        brandDeadlines,
        sql`${brandDeadlines.id} = ${vicroads!.deadline.id} and ${brandDeadlines.days} = 10`,
      ),
    ).toBe(1);
  });

  it('seeds the category defaults of required documents once, keeping an admin edit', async () => {
    const expected = Object.values(DEFAULT_CATEGORY_REQUIREMENTS).flatMap((kinds) =>
      Object.keys(kinds),
    ).length;
    const defaults = () =>
      database.db.$count(documentRequirements, isNotNull(documentRequirements.category));
    expect(await defaults()).toBe(expected);
    const banking = and(
      eq(documentRequirements.category, 'banking'),
      eq(documentRequirements.kind, 'notification_of_death'),
    );
    const [row] = await database.db.select().from(documentRequirements).where(banking);
    expect(row!.document_types).toEqual(['death_certificate', 'authority']);
    // An admin says banks require nothing: a new seed does not bring the default back.
    await database.db.update(documentRequirements).set({ document_types: [] }).where(banking);
    await seedReferenceData(database.db);
    expect(await defaults()).toBe(expected);
    const [after] = await database.db.select().from(documentRequirements).where(banking);
    expect(after!.document_types).toEqual([]);
  });
});
