import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '@updately/shared/activity-api';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/account/activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the caller's own entries, newest first, and never another user's", async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await t.request('/api/journeys', {
      method: 'POST',
      cookie: me.cookie,
      json: { type: 'moving_house', name: 'Move' },
    });
    const res = await t.request('/api/account/activity?limit=5', { cookie: me.cookie });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ActivityItem[] };
    expect(items[0]).toMatchObject({ resource_type: 'JOURNEY' });
    expect(items.map((i) => i.action)).toContain('user.signup');
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = (await (
      await t.request('/api/account/activity', { cookie: other.cookie })
    ).json()) as {
      items: ActivityItem[];
    };
    expect(theirs.items.some((i) => i.resource_type === 'JOURNEY')).toBe(false);
  });

  it('answers 401 signed out and 400 for a bad limit', async () => {
    expect((await t.request('/api/account/activity')).status).toBe(401);
    const user = await t.signUp();
    const res = await t.request('/api/account/activity?limit=1000', { cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
