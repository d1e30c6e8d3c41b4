import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import type { Journey } from '@updately/shared/journeys-api';
import { auditLogs, digitalFootprints, journeyFootprints, journeys } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getJourneyPiiFields } from '../pii-fields/pii-fields.service';
import { autoLinkFootprints, sqlAutoLinkStore } from './auto-link';
import {
  autoLinkWindow,
  isInWindow,
  onboardingAnchor,
  sharesJourneyField,
} from './auto-link-selection';
import {
  createFootprints,
  createJourney,
  setOnboardingHistory,
} from '../../seed/factories/journey-factories';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOT_MOVING: PiiFieldType[] = ['username'];
const MOVING: PiiFieldType[] = ['post_code'];

describe('auto-link', () => {
  let t: TestApp;
  const logger = createLogger('silent');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const linkedIds = async (journeyId: string) =>
    (
      await t.database.db
        .select({ id: journeyFootprints.footprint_id })
        .from(journeyFootprints)
        .where(eq(journeyFootprints.journey_id, journeyId))
    ).map((r) => r.id);

  /** A user whose latest onboarding is `type`, `age` ago, with footprints around that time. */
  async function scenario(history: { type: string; age: number }[]) {
    const now = new Date();
    const { id: userId } = await t.signUp();
    const entries = history.map((h) => ({
      type: h.type,
      completed_at: new Date(now.getTime() - h.age).toISOString(),
    }));
    await setOnboardingHistory(t.database.db, userId, entries);
    const anchor = new Date(now.getTime() - (history.at(-1)?.age ?? 0));
    const at = (offset: number) => new Date(anchor.getTime() + offset);
    const custom = (createdAt: Date, dataItems: PiiFieldType[]) =>
      createFootprints(t.database.db, userId, 1, { custom: true, createdAt, dataItems }).then(
        ([row]) => row!.id,
      );
    const footprints = {
      before200: await custom(at(-2 * MINUTE), NOT_MOVING),
      after200: await custom(at(2 * MINUTE), NOT_MOVING),
      before201: await custom(at(-2 * MINUTE - SECOND), NOT_MOVING),
      after201: await custom(at(2 * MINUTE + SECOND), NOT_MOVING),
      matchedOld: await custom(new Date(now.getTime() - 90 * DAY), MOVING),
      unmatchedOld: await custom(new Date(now.getTime() - 90 * DAY), ['cookies']),
    };
    const journey = await createJourney(t.database.db, userId);
    const run = () =>
      autoLinkFootprints(t.database.db, logger, {
        userId,
        journeyId: journey.id,
        journeyType: 'moving_house',
        now,
      });
    return { userId, journey, footprints, run };
  }

  it('links footprints from a general onboarding 6 days 23 hours ago, 2:00 either side', async () => {
    const {
      journey,
      footprints: f,
      run,
    } = await scenario([{ type: 'general', age: 6 * DAY + 23 * HOUR }]);
    expect(await run()).toBe(3);
    expect(new Set(await linkedIds(journey.id))).toEqual(
      new Set([f.before200, f.after200, f.matchedOld]),
    );
  });

  it('ignores the window of a general onboarding 7 days 1 hour ago', async () => {
    const {
      journey,
      footprints: f,
      run,
    } = await scenario([{ type: 'general', age: 7 * DAY + HOUR }]);
    await run();
    expect(await linkedIds(journey.id)).toEqual([f.matchedOld]);
  });

  it("uses the window of the latest entry of the journey's type, however old", async () => {
    const {
      journey,
      footprints: f,
      run,
    } = await scenario([
      { type: 'general', age: 400 * DAY },
      { type: 'moving_house', age: 200 * DAY },
    ]);
    await run();
    expect(new Set(await linkedIds(journey.id))).toEqual(
      new Set([f.before200, f.after200, f.matchedOld]),
    );
  });

  it('ignores the window when the latest entry is of another type', async () => {
    const {
      journey,
      footprints: f,
      run,
    } = await scenario([
      { type: 'moving_house', age: 2 * DAY },
      { type: 'graduation', age: DAY },
    ]);
    await run();
    expect(await linkedIds(journey.id)).toEqual([f.matchedOld]);
  });

  it('links a footprint both in the window and matched by data items once', async () => {
    const { userId, journey, run } = await scenario([{ type: 'general', age: HOUR }]);
    const [both] = await createFootprints(t.database.db, userId, 1, {
      custom: true,
      createdAt: new Date(Date.now() - HOUR),
      dataItems: ['address'],
    });
    expect(await run()).toBe(4);
    const ids = await linkedIds(journey.id);
    expect(ids).toHaveLength(4);
    expect(ids.filter((id) => id === both!.id)).toHaveLength(1);
  });

  it("links directory footprints whose brand's data items meet the journey's fields", async () => {
    const { id: userId } = await t.signUp();
    const directory = await createFootprints(t.database.db, userId, 3, {
      createdAt: new Date(Date.now() - 30 * DAY),
    });
    const journey = await createJourney(t.database.db, userId);
    await autoLinkFootprints(t.database.db, logger, {
      userId,
      journeyId: journey.id,
      journeyType: 'moving_house',
      now: new Date(),
    });
    expect(new Set(await linkedIds(journey.id))).toEqual(new Set(directory.map((f) => f.id)));
  });

  it('inserts all links in one statement with standard priority and only the address', async () => {
    const { journey, run } = await scenario([{ type: 'general', age: DAY }]);
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      expect(await run()).toBe(3);
      expect(execute).toHaveBeenCalledOnce();
    } finally {
      execute.mockRestore();
    }
    const rows = await t.database.db
      .select()
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, journey.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        priority_level: 'standard',
        fields_to_update: { address: true, email: false, phone: false },
        completed_at: null,
      });
    }
  });

  it('inserts nothing when nothing matches (the one statement adds no rows)', async () => {
    const { id: userId } = await t.signUp();
    await createFootprints(t.database.db, userId, 3, { custom: true, dataItems: NOT_MOVING });
    const journey = await createJourney(t.database.db, userId);
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const linked = await autoLinkFootprints(t.database.db, logger, {
        userId,
        journeyId: journey.id,
        journeyType: 'moving_house',
        now: new Date(),
      });
      expect(linked).toBe(0);
      expect(execute).toHaveBeenCalledOnce();
    } finally {
      execute.mockRestore();
    }
    expect(await linkedIds(journey.id)).toEqual([]);
  });

  it('selects in SQL exactly what the selection rules say', async () => {
    const { id: userId } = await t.signUp();
    const store = sqlAutoLinkStore(t.database.db);
    const journeyFields = await getJourneyPiiFields(t.database.db, 'moving_house');
    const now = new Date();
    const items = fc.subarray<PiiFieldType>(['username', 'address', 'cookies', 'post_code']);
    const footprint = fc.record({
      offset: fc.oneof(
        fc.constantFrom(-2 * MINUTE, 2 * MINUTE, -2 * MINUTE - 1, 2 * MINUTE + 1, 0),
        fc.integer({ min: -10 * MINUTE, max: 10 * MINUTE }),
      ),
      items,
    });
    const entry = fc.record({
      type: fc.constantFrom('general', 'moving_house', 'graduation'),
      age: fc.oneof(
        fc.constantFrom(7 * DAY, 7 * DAY + 1, 7 * DAY - 1),
        fc.integer({ min: 0, max: 10 * DAY }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 3 }),
        fc.array(footprint, { maxLength: 12 }),
        async (history, specs) => {
          await t.database.db
            .delete(digitalFootprints)
            .where(eq(digitalFootprints.user_id, userId));
          const entries = history.map((h) => ({
            type: h.type,
            completed_at: new Date(now.getTime() - h.age).toISOString(),
          }));
          await setOnboardingHistory(t.database.db, userId, entries);
          const latestAge = history.length ? Math.min(...history.map((h) => h.age)) : 0;
          const base = now.getTime() - latestAge;
          const rows =
            specs.length === 0
              ? []
              : await createFootprints(t.database.db, userId, specs.length, {
                  custom: true,
                  createdAt: (i) => new Date(base + specs[i]!.offset),
                  dataItems: (i) => specs[i]!.items,
                });

          const onboarding = await store.readOnboarding(userId);
          const anchor = onboardingAnchor(onboarding.history, null, 'moving_house', now);
          const window = anchor && autoLinkWindow(anchor);
          const expected = rows
            .filter(
              (r) =>
                (window && isInWindow(r.created_at, window)) ||
                sharesJourneyField(r.custom_data_items, journeyFields),
            )
            .map((r) => r.id);
          const journey = await createJourney(t.database.db, userId);
          const linked = await store.linkMatching({
            userId,
            journeyId: journey.id,
            journeyType: 'moving_house',
            window,
          });
          expect(linked).toBe(expected.length);
          expect(new Set(await linkedIds(journey.id))).toEqual(new Set(expected));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('links 10,000 footprints in well under 2 seconds', async () => {
    const { id: userId } = await t.signUp();
    const now = new Date();
    const anchor = new Date(now.getTime() - DAY);
    await setOnboardingHistory(t.database.db, userId, [
      { type: 'general', completed_at: anchor.toISOString() },
    ]);
    const rows = await createFootprints(t.database.db, userId, 10_000, {
      custom: true,
      createdAt: (i) =>
        i < 100
          ? new Date(anchor.getTime() + (i - 50) * SECOND)
          : new Date(now.getTime() - 30 * DAY - i * SECOND),
    });
    const journeyFields = await getJourneyPiiFields(t.database.db, 'moving_house');
    const window = autoLinkWindow(anchor);
    const expected = rows.filter(
      (r) =>
        isInWindow(r.created_at, window) || sharesJourneyField(r.custom_data_items, journeyFields),
    ).length;
    const journey = await createJourney(t.database.db, userId);

    const started = performance.now();
    const linked = await autoLinkFootprints(t.database.db, logger, {
      userId,
      journeyId: journey.id,
      journeyType: 'moving_house',
      now,
    });
    const elapsed = performance.now() - started;

    expect(linked).toBe(expected);
    expect(expected).toBeGreaterThan(5000);
    expect((await linkedIds(journey.id)).length).toBe(expected);
    expect(elapsed).toBeLessThan(2000);
  });

  describe('over HTTP', () => {
    it('runs after a Moving Home journey is created, with an audit entry', async () => {
      const user = await t.signUp();
      await createFootprints(t.database.db, user.id, 2, { custom: true, dataItems: MOVING });
      const res = await t.request('/api/journeys', {
        method: 'POST',
        json: { type: 'moving_house', name: 'Move' },
        cookie: user.cookie,
      });
      expect(res.status).toBe(201);
      const journey = (await res.json()) as Journey;
      expect(await linkedIds(journey.id)).toHaveLength(2);
      const [entry] = await t.database.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.action, 'journey.footprints_link'),
            eq(auditLogs.resource_id, journey.id),
          ),
        );
      expect(entry).toMatchObject({
        resource_type: 'JOURNEY',
        new_values: { linked_count: 2 },
        metadata: { source: 'auto_link' },
      });
    });

    it('does not run for other journey types', async () => {
      const user = await t.signUp();
      await createFootprints(t.database.db, user.id, 2, { custom: true, dataItems: ['email'] });
      const res = await t.request('/api/journeys', {
        method: 'POST',
        json: { type: 'changing_jobs', name: 'New job' },
        cookie: user.cookie,
      });
      expect(res.status).toBe(201);
      expect(await linkedIds(((await res.json()) as Journey).id)).toEqual([]);
    });

    it('only logs a failure: the journey is still created', async () => {
      const user = await t.signUp();
      await createFootprints(t.database.db, user.id, 2, { custom: true, dataItems: MOVING });
      const requestLogger = createLogger('silent');
      const logged = vi.spyOn(requestLogger, 'error');
      const child = vi
        .spyOn(t.deps.logger, 'child')
        .mockReturnValue(requestLogger as unknown as ReturnType<typeof t.deps.logger.child>);
      const execute = vi
        .spyOn(t.database.db, 'execute')
        .mockRejectedValue(new Error('insert failed'));
      let res: Response;
      try {
        res = await t.request('/api/journeys', {
          method: 'POST',
          json: { type: 'moving_house', name: 'Still here' },
          cookie: user.cookie,
        });
      } finally {
        execute.mockRestore();
        child.mockRestore();
      }
      expect(res.status).toBe(201);
      const journey = (await res.json()) as Journey;
      expect(journey.name).toBe('Still here');
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ journeyId: journey.id }),
        expect.stringContaining('auto-link failed'),
      );
      expect(await t.database.db.$count(journeys, eq(journeys.id, journey.id))).toBe(1);
      expect(await linkedIds(journey.id)).toEqual([]);
    });
  });
});
