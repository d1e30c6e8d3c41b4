import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { digitalFootprints, journeys, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-data';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the demo users once, who can sign in with the demo password', async () => {
    expect(await seedDemoData(t.database.db, { heavy: true })).toEqual([
      DEMO_USERS.typical,
      DEMO_USERS.heavy,
    ]);
    expect(await seedDemoData(t.database.db, { heavy: true })).toEqual([]);
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
  });
});
