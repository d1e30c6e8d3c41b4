import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPDATE_ACTORS,
  UPDATE_EVENT_RULES,
  transition,
  type UpdateStatus,
} from '@updately/shared/update-status';
import { updateRequestEvents, updateRequests } from '../../db/schema';
import { createUser } from '../../seed/factories/user-factories';
import { createJourney } from '../../seed/factories/journey-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyUpdateEvent, type UpdateEventName } from './transition';

const EVENTS = Object.keys(UPDATE_EVENT_RULES) as UpdateEventName[];
const step = fc.tuple(fc.constantFrom(...EVENTS), fc.constantFrom(...UPDATE_ACTORS));

/**
 * The one transition function against the real database: random event sequences (some sent at
 * once, racing for the row) never produce an illegal state, never lose an accepted event, and
 * keep the timeline in order.
 */
describe('applyUpdateEvent (property)', () => {
  let t: TestApp;
  let userId: string;
  let journeyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database.db);
    userId = user.id;
    journeyId = (await createJourney(t.database.db, userId)).id;
  });
  afterAll(() => t.close());

  async function newRequest(): Promise<string> {
    const id = randomUUID();
    await t.database.db.insert(updateRequests).values({
      id,
      user_id: userId,
      journey_id: journeyId,
      footprint_id: randomUUID(),
      company_name: 'Property Test Co',
      channel: 'email',
      reference: `UPD-${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase(),
    });
    await t.database.db.insert(updateRequestEvents).values({
      request_id: id,
      user_id: userId,
      seq: 1,
      type: 'created',
      actor: 'person',
      to_status: 'pending_consent',
    });
    return id;
  }

  const apply = (
    requestId: string,
    event: UpdateEventName,
    actor: (typeof UPDATE_ACTORS)[number],
  ) =>
    t.database.db.transaction((tx) =>
      applyUpdateEvent(tx, t.deps.logger, { requestId, event, actor, evidence: { step: event } }),
    );

  it('accepts what the rules allow, in order, and records every accepted event once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const id = await newRequest();
        let model: UpdateStatus = 'pending_consent';
        let accepted = 0;
        for (const [event, actor] of steps) {
          const expected = transition(model, event, actor);
          const outcome = await apply(id, event, actor);
          expect(outcome.ok).toBe(expected.ok);
          if (expected.ok && outcome.ok) {
            expect(outcome.from).toBe(model);
            model = expected.to;
            accepted++;
          }
        }
        const [row] = await t.database.db
          .select()
          .from(updateRequests)
          .where(eq(updateRequests.id, id));
        expect(row!.status).toBe(model);
        await expectWholeTimeline(id, 1 + accepted, model);
      }),
      { numRuns: 25 },
    );
  });

  it('serialises events that race for the same request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 12 }), async (steps) => {
        const id = await newRequest();
        await apply(id, 'approved', 'person');
        await apply(id, 'sent', 'system');
        const outcomes = await Promise.all(steps.map(([event, actor]) => apply(id, event, actor)));
        const accepted = outcomes.filter((o) => o.ok).length;
        const [row] = await t.database.db
          .select()
          .from(updateRequests)
          .where(eq(updateRequests.id, id));
        await expectWholeTimeline(id, 3 + accepted, row!.status);
      }),
      { numRuns: 15 },
    );
  });

  /** seq 1..n without gaps, each event starting where the last ended, times never going back. */
  async function expectWholeTimeline(id: string, count: number, finalStatus: UpdateStatus) {
    const events = await t.database.db
      .select()
      .from(updateRequestEvents)
      .where(eq(updateRequestEvents.request_id, id))
      .orderBy(asc(updateRequestEvents.seq));
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    for (let i = 1; i < events.length; i++) {
      const event = events[i]!;
      expect(event.from_status).toBe(events[i - 1]!.to_status);
      expect(event.created_at.getTime()).toBeGreaterThanOrEqual(
        events[i - 1]!.created_at.getTime(),
      );
      const rule = transition(event.from_status!, event.type as UpdateEventName, event.actor);
      expect(rule).toEqual({ ok: true, to: event.to_status });
    }
    expect(events.at(-1)!.to_status).toBe(finalStatus);
  }
});
