import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database in use', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers liveness without the database, even when it is down', async () => {
    const other = await createTestApp();
    await other.close();
    const res = await other.request('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the error shape when the database is down', async () => {
    const other = await createTestApp();
    await other.close();
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' },
    });
  });
});
