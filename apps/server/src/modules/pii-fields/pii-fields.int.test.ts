import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOURNEY_PII_FIELDS } from '@updately/shared/journey-types';
import type { JourneyPiiFields } from '@updately/shared/journeys-api';
import { auditLogs, journeyFootprints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { autoLinkFootprints } from '../journeys/auto-link';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { signUpAdmin } from '../../test/admin-test-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe('journey PII fields API', () => {
  let t: TestApp;
  let user: User;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const read = async (type: string, cookie = user.cookie) => {
    const res = await t.request(`/api/journey-pii-fields/${type}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as JourneyPiiFields;
  };
  const put = (type: string, json: unknown, cookie?: string) =>
    t.request(`/api/journey-pii-fields/${type}`, { method: 'PUT', json, cookie });
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w+/);
  };

  it('answers 401 to anonymous callers', async () => {
    await expectError(await t.request('/api/journey-pii-fields/moving_house'), 401, 'UNAUTHORIZED');
    await expectError(await put('moving_house', { fields: ['address'] }), 401, 'UNAUTHORIZED');
  });

  it('lists the seeded fields of a journey type in catalogue order', async () => {
    const { journeyType, fields } = await read('moving_house');
    expect(journeyType).toBe('moving_house');
    expect(new Set(fields)).toEqual(new Set(DEFAULT_JOURNEY_PII_FIELDS.moving_house));
    expect(fields.slice(0, 2)).toEqual(['address', 'billing_address']);
  });

  it('answers 404 for an unknown journey type', async () => {
    await expectError(
      await t.request('/api/journey-pii-fields/retiring', { cookie: user.cookie }),
      404,
      'NOT_FOUND',
    );
    await expectError(await put('retiring', { fields: [] }, admin.cookie), 404, 'NOT_FOUND');
  });

  it('refuses non-admins with 403 and changes nothing', async () => {
    await expectError(
      await put('graduation', { fields: ['passport'] }, user.cookie),
      403,
      'FORBIDDEN',
    );
    expect(new Set((await read('graduation')).fields)).toEqual(
      new Set(DEFAULT_JOURNEY_PII_FIELDS.graduation),
    );
  });

  it('answers 400 for fields outside the catalogue and changes nothing', async () => {
    for (const json of [{}, { fields: ['shoe_size'] }, { fields: 'address' }]) {
      await expectError(await put('graduation', json, admin.cookie), 400, 'VALIDATION_FAILED');
    }
    expect(new Set((await read('graduation')).fields)).toEqual(
      new Set(DEFAULT_JOURNEY_PII_FIELDS.graduation),
    );
  });

  it('lets an admin replace the set, with an audit entry', async () => {
    const res = await put(
      'graduation',
      { fields: ['passport', 'email', 'passport'] },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ journeyType: 'graduation', fields: ['email', 'passport'] });
    expect((await read('graduation')).fields).toEqual(['email', 'passport']);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'journey_pii_fields.update'),
          eq(auditLogs.resource_id, 'graduation'),
        ),
      );
    expect(entry).toMatchObject({
      user_id: admin.id,
      resource_type: 'JOURNEY',
      new_values: { fields: ['email', 'passport'] },
    });
    expect((entry!.old_values as { fields: string[] }).fields).toContain('education');

    const emptied = await put('graduation', { fields: [] }, admin.cookie);
    expect(await emptied.json()).toEqual({ journeyType: 'graduation', fields: [] });
  });

  it('decides which footprints auto-link matches by data items', async () => {
    const res = await put('moving_house', { fields: ['username'] }, admin.cookie);
    expect(res.status).toBe(200);
    const owner = await t.signUp();
    const [byUsername] = await createFootprints(t.database.db, owner.id, 1, {
      custom: true,
      dataItems: ['username'],
    });
    await createFootprints(t.database.db, owner.id, 1, { custom: true, dataItems: ['address'] });
    const journey = await createJourney(t.database.db, owner.id);
    const linked = await autoLinkFootprints(t.database.db, t.deps.logger, {
      userId: owner.id,
      journeyId: journey.id,
      journeyType: 'moving_house',
      now: new Date(),
    });
    expect(linked).toBe(1);
    const links = await t.database.db
      .select({ footprintId: journeyFootprints.footprint_id })
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, journey.id));
    expect(links).toEqual([{ footprintId: byUsername!.id }]);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths['/api/journey-pii-fields/{journeyType}']!)).toEqual([
      'get',
      'put',
    ]);
  });
});
