import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logUserAction } from './audit-log';

describe('logUserAction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an entry with every field and answers true', async () => {
    const user = await t.signUp();
    const ok = await logUserAction(
      t.database.db,
      {
        userId: user.id,
        action: 'journey.create',
        resourceType: 'JOURNEY',
        resourceId: 'j-1',
        oldValues: null,
        newValues: { name: 'Move' },
        metadata: { source: 'test' },
        ipAddress: '203.0.113.9',
        userAgent: 'vitest',
      },
      t.deps.logger,
    );
    expect(ok).toBe(true);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'journey.create')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'journey.create',
      resource_type: 'JOURNEY',
      resource_id: 'j-1',
      new_values: { name: 'Move' },
      metadata: { source: 'test' },
      ip_address: '203.0.113.9',
      user_agent: 'vitest',
    });
  });

  it('is skipped with a warning when nobody is signed in', async () => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const ok = await logUserAction(
      t.database.db,
      {
        userId: null,
        action: 'x',
        resourceType: 'USER',
      },
      logger,
    );
    expect(ok).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('skips a user who no longer exists with a warning, never throws', async () => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const ok = await logUserAction(
      t.database.db,
      {
        userId: '00000000-0000-4000-8000-000000000000', // no such user: the foreign key fails
        action: 'x',
        resourceType: 'USER',
      },
      logger,
    );
    expect(ok).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('only logs any other failure, never throws', async () => {
    const logger = createLogger('silent');
    const error = vi.spyOn(logger, 'error');
    const ok = await logUserAction(
      t.database.db,
      {
        userId: '00000000-0000-4000-8000-000000000000',
        action: 'x'.repeat(10),
        resourceType: 'NOT_A_TYPE' as 'USER', // the enum rejects it
      },
      logger,
    );
    expect(ok).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });
});
