import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../seed/factories/user-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cachedAdminAnalytics, setAnalyticsCacheEnabled } from './admin-analytics.service';

// The scale bench measures analytics uncached: with the cache off every call counts afresh.
describe('the analytics cache switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    setAnalyticsCacheEnabled(true);
    await t.close();
  });

  it('counts afresh on every call while the cache is off, and caches again once on', async () => {
    const db = t.database.db;
    const range = { from: '2023-06-07', to: '2023-06-07', days: 1 };
    setAnalyticsCacheEnabled(false);
    expect((await cachedAdminAnalytics(db, range, 1_000)).signUps.total).toBe(0);
    const late = await createUser(db);
    await db
      .update(users)
      .set({ createdAt: new Date('2023-06-07T12:00:00Z') })
      .where(eq(users.id, late.id));
    expect((await cachedAdminAnalytics(db, range, 1_001)).signUps.total).toBe(1);

    setAnalyticsCacheEnabled(true);
    expect((await cachedAdminAnalytics(db, range, 2_000)).signUps.total).toBe(1);
    await db.delete(users).where(eq(users.id, late.id));
    expect((await cachedAdminAnalytics(db, range, 2_001)).signUps.total).toBe(1);
  });
});
