import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentEntry, Consents } from '@updately/shared/account-api';
import { CONSENT_VERSION } from '@updately/shared/constants';
import { auditLogs, profiles, userConsents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError, type TestUser } from '../../test/account-test-kit';

describe('consents API', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const list = async (cookie = user.cookie) => {
    const res = await t.request('/api/account/consents', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Consents;
  };
  const record = (json: unknown, cookie = user.cookie) =>
    t.request('/api/account/consents', { method: 'POST', json, cookie });
  const rowCount = (userId: string) =>
    t.database.db.$count(userConsents, eq(userConsents.user_id, userId));
  const marketingFlag = async (userId: string) => {
    const [row] = await t.database.db
      .select({ marketing: profiles.marketing_consent })
      .from(profiles)
      .where(eq(profiles.user_id, userId));
    return row?.marketing;
  };

  it('answers 401 to anonymous callers', async () => {
    await expectError(await t.request('/api/account/consents'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request('/api/account/consents', {
        method: 'POST',
        json: { consentType: 'marketing', granted: true },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('starts with the data processing consent given at sign-up and marketing off', async () => {
    const consents = await list();
    expect(consents.current).toEqual({
      data_processing: {
        granted: true,
        version: CONSENT_VERSION,
        updated_at: expect.any(String),
      },
      marketing: { granted: false, version: null, updated_at: null },
    });
    expect(consents.history).toEqual([
      {
        id: expect.any(String),
        consent_type: 'data_processing',
        granted: true,
        version: '1.0',
        created_at: expect.any(String),
      },
    ]);
  });

  it('records a new row for every change, mirrored on the profile, newest first', async () => {
    const on = await record({ consentType: 'marketing', granted: true });
    expect(on.status).toBe(201);
    expect((await on.json()) as ConsentEntry).toMatchObject({
      consent_type: 'marketing',
      granted: true,
      version: CONSENT_VERSION,
    });
    expect(await rowCount(user.id)).toBe(2);
    expect(await marketingFlag(user.id)).toBe(true);

    expect((await record({ consentType: 'marketing', granted: false })).status).toBe(201);
    expect((await record({ consentType: 'marketing', granted: true })).status).toBe(201);
    expect(await rowCount(user.id)).toBe(4);

    const consents = await list();
    expect(consents.current.marketing).toMatchObject({ granted: true, version: '1.0' });
    expect(consents.history.map((e) => [e.consent_type, e.granted])).toEqual([
      ['marketing', true],
      ['marketing', false],
      ['marketing', true],
      ['data_processing', true],
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, user.id), eq(auditLogs.action, 'user.consent_update')));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.new_values)).toContainEqual({ marketing: false, version: '1.0' });
  });

  it("keeps users apart: another user's history is their own", async () => {
    const theirs = await list(other.cookie);
    expect(theirs.history).toHaveLength(1);
    expect(theirs.current.marketing.granted).toBe(false);
    expect(await marketingFlag(other.id)).toBe(false);
  });

  it('refuses to withdraw data processing consent, pointing to account deletion', async () => {
    const before = await rowCount(user.id);
    const error = await expectError(
      await record({ consentType: 'data_processing', granted: false }),
      400,
      'BAD_REQUEST',
    );
    expect(error.message).toMatch(/delete your account/);
    expect(await rowCount(user.id)).toBe(before);
    expect((await list()).current.data_processing.granted).toBe(true);
  });

  it('lets data processing consent be re-affirmed', async () => {
    const res = await record({ consentType: 'data_processing', granted: true });
    expect(res.status).toBe(201);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await rowCount(user.id);
    for (const json of [
      {},
      { consentType: 'marketing' },
      { consentType: 'newsletter', granted: true },
      { consentType: 'marketing', granted: 'yes' },
      { granted: true },
      [],
    ]) {
      await expectError(await record(json), 400, 'VALIDATION_FAILED');
    }
    expect(await rowCount(user.id)).toBe(before);
  });
});
