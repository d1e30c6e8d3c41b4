import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { digitalFootprints, journeys, updateRequests, users } from '../db/schema';
import { createValueCipher } from '../platform/crypto/value-cipher';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-data';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo users once, who can sign in with the demo password', async () => {
    const cipher = createValueCipher(t.config.valueKeys);
    expect(await seedDemoData(t.database.db, { heavy: true, cipher })).toEqual([
      DEMO_USERS.typical,
      DEMO_USERS.heavy,
    ]);
    expect(await seedDemoData(t.database.db, { heavy: true, cipher })).toEqual([]);
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
      .where(eq(journeys.user_id, typical!.id));
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
      await t.database.db.$count(updateRequests, eq(updateRequests.user_id, typical!.id)),
    ).toBe(17);
  });
});
