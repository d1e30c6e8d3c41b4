import { and, count, eq, inArray } from 'drizzle-orm';
import type { JourneyDeadlineList } from '@updately/shared/deadlines-api';
import { JOURNEY_TYPES } from '@updately/shared/journey-types';
import { REQUEST_KINDS } from '@updately/shared/request-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  digitalFootprints,
  journeys,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
  users,
} from '../db/schema';
import { createValueCipher } from '../platform/crypto/value-cipher';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-data';
import { demoServices } from '../scripts/demo-services';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo users once, who can sign in with the demo password', async () => {
    const cipher = createValueCipher(t.config.valueKeys);
    expect(
      await seedDemoData(t.database.db, { heavy: true, cipher, services: demoServices }),
    ).toEqual([DEMO_USERS.typical, DEMO_USERS.heavy]);
    expect(
      await seedDemoData(t.database.db, { heavy: true, cipher, services: demoServices }),
    ).toEqual([]);
    const [heavy] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.heavy));
    const [fp] = await t.database.db
      .select({ n: count() })
      .from(digitalFootprints)
      .where(eq(digitalFootprints.user_id, heavy!.id));
    const [jr] = await t.database.db
      .select({ n: count() })
      .from(journeys)
      .where(eq(journeys.user_id, heavy!.id));
    expect(fp!.n).toBe(2000);
    expect(jr!.n).toBe(50);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: DEMO_USERS.typical, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);

    // The demo journey shows updates at every stage, readable through the app.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [typical] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.typical));
    const [journey] = await t.database.db
      .select()
      .from(journeys)
      .where(and(eq(journeys.user_id, typical!.id), eq(journeys.type, 'moving_house')));
    const list = (await (
      await t.request(`/api/journeys/${journey!.id}/updates`, { cookie })
    ).json()) as { items: { status: string; items: { field: string; value: string }[] }[] };
    expect(list.items).toHaveLength(17);
    expect(new Set(list.items.map((r) => r.status))).toEqual(
      new Set(['completed', 'sent', 'acknowledged', 'needs_you', 'rejected', 'cancelled']),
    );
    expect(list.items.find((r) => r.status === 'completed')!.items).toContainEqual({
      field: 'address',
      value: '12 Sydney Road, Brunswick VIC 3056',
      outcome: 'applied',
      reason_code: null,
      message: null,
    });
    const proof = await t.request(`/api/journeys/${journey!.id}/proof`, { cookie });
    expect(proof.status).toBe(200);
    expect(
      await t.database.db.$count(
        updateRequests,
        and(eq(updateRequests.user_id, typical!.id), eq(updateRequests.journey_id, journey!.id)),
      ),
    ).toBe(17);
  }, 90_000);

  it('gives the demo account one journey of each event, its companies at every stage and every kind answered', async () => {
    const [typical] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.typical));
    const all = await t.database.db
      .select()
      .from(journeys)
      .where(eq(journeys.user_id, typical!.id));
    expect(all.map((j) => j.type).sort()).toEqual([...JOURNEY_TYPES].sort());
    const requests = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.user_id, typical!.id));
    expect(new Set(requests.map((r) => r.kind))).toEqual(new Set(REQUEST_KINDS));
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set([
        'queued',
        'sent',
        'acknowledged',
        'completed',
        'rejected',
        'needs_you',
        'cancelled',
      ]),
    );
    const today = new Date().toISOString().slice(0, 10);
    const needsYou = requests.filter((r) => r.status === 'needs_you' && r.expected_by);
    expect(needsYou.some((r) => r.expected_by! < today)).toBe(true);
    expect(needsYou.some((r) => r.expected_by! >= today)).toBe(true);
    // Done by the person (self-attested) and confirmed by a company, both.
    const completedBy = await t.database.db
      .select({ actor: updateRequestEvents.actor })
      .from(updateRequestEvents)
      .innerJoin(updateRequests, eq(updateRequests.id, updateRequestEvents.request_id))
      .where(
        and(
          eq(updateRequests.user_id, typical!.id),
          inArray(updateRequestEvents.type, ['confirmed', 'marked_done']),
        ),
      );
    expect(new Set(completedBy.map((e) => e.actor))).toEqual(new Set(['company', 'person']));

    const death = all.find((j) => j.type === 'losing_loved_one')!;
    const deceased = await t.database.db
      .select()
      .from(digitalFootprints)
      .where(eq(digitalFootprints.journey_id, death.id));
    expect(deceased.length).toBeGreaterThanOrEqual(4);
    const outcomes = await t.database.db
      .select({ outcome: updateRequestItems.outcome, kind: updateRequests.kind })
      .from(updateRequestItems)
      .innerJoin(updateRequests, eq(updateRequests.id, updateRequestItems.request_id))
      .where(eq(updateRequests.journey_id, death.id));
    expect(outcomes).toContainEqual({ outcome: 'no_account', kind: 'notification_of_death' });
    expect(outcomes).toContainEqual({ outcome: 'applied', kind: 'notification_of_death' });

    // The marriage shows VicRoads' legal deadline, a week after moving day, still to do.
    const married = all.find((j) => j.type === 'getting_married')!;
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: DEMO_USERS.typical, password: DEMO_PASSWORD },
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const dates = (await (
      await t.request(`/api/journeys/${married.id}/deadlines`, { cookie })
    ).json()) as JourneyDeadlineList;
    expect(dates.items).toContainEqual(
      expect.objectContaining({
        type: 'legal',
        company_name: 'VicRoads',
        done: false,
        overdue: false,
      }),
    );
    for (const j of all) {
      const review = await t.request(`/api/journeys/${j.id}/updates`, { cookie });
      expect(review.status, j.type).toBe(200);
    }
  });
});
