import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FootprintList } from '@updately/shared/footprints-api';
import type { BrandPage } from '@updately/shared/brands-api';
import {
  NOT_OWN_COMPANIES_MESSAGE,
  OWN_COMPANIES_ONLY_MESSAGE,
  type JourneyCompany,
  type JourneyDetail,
} from '@updately/shared/journeys-api';
import { auditLogs, brandDirectory, digitalFootprints, journeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import type { JourneyRow } from './journey-view';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe("a Losing a Loved One journey's own companies (the deceased's)", () => {
  let t: TestApp;
  let user: User;
  let other: User;
  let loss: JourneyRow;
  let move: JourneyRow;
  let brand: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
    loss = await createJourney(t.database.db, user.id, {
      type: 'losing_loved_one',
      name: 'For Mum',
    });
    move = await createJourney(t.database.db, user.id);
    brand = (
      await t.database.db
        .select({ id: brandDirectory.id, name: brandDirectory.name })
        .from(brandDirectory)
        .orderBy(brandDirectory.name)
        .limit(1)
    )[0]!;
    // The person holds the same brand themselves: theirs and the deceased's never mix.
    await createFootprints(t.database.db, user.id, 1, { brandIds: [brand.id] });
  });
  afterAll(() => t.close());

  const add = (json: unknown, cookie = user.cookie, journeyId = loss.id) =>
    t.request(`/api/journeys/${journeyId}/companies`, { method: 'POST', json, cookie });
  const remove = (footprintId: string, cookie = user.cookie, journeyId = loss.id) =>
    t.request(`/api/journeys/${journeyId}/companies/${footprintId}`, {
      method: 'DELETE',
      cookie,
    });
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    return body.error.message;
  };
  const journeyCompanies = (journeyId: string) =>
    t.database.db.$count(digitalFootprints, eq(digitalFootprints.journey_id, journeyId));

  it('answers 401 to anonymous callers', async () => {
    await expectError(
      await t.request(`/api/journeys/${loss.id}/companies`, {
        method: 'POST',
        json: { custom_brand_name: 'Bank' },
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request(`/api/journeys/${loss.id}/companies/${loss.id}`, { method: 'DELETE' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('adds a directory company and a custom one, linked to the journey only', async () => {
    const res = await add({ brand_id: brand.id });
    expect(res.status).toBe(201);
    const company = (await res.json()) as JourneyCompany;
    expect(company).toMatchObject({
      journey_id: loss.id,
      footprint: { brand_id: brand.id, name: brand.name, is_custom: false },
    });
    const custom = (await (await add({ custom_brand_name: '  Bowls Club  ' })).json()) as
      JourneyCompany | undefined;
    expect(custom?.footprint).toMatchObject({ name: 'Bowls Club', is_custom: true });

    const detail = (await (
      await t.request(`/api/journeys/${loss.id}`, { cookie: user.cookie })
    ).json()) as JourneyDetail;
    expect(detail.footprints.map((f) => f.footprint.name).sort()).toEqual(
      [brand.name, 'Bowls Club'].sort(),
    );
    const [row] = await t.database.db
      .select()
      .from(digitalFootprints)
      .where(eq(digitalFootprints.id, company.footprint_id));
    expect(row).toMatchObject({ user_id: user.id, journey_id: loss.id });
    expect(
      await t.database.db.$count(
        auditLogs,
        and(eq(auditLogs.resource_id, loss.id), eq(auditLogs.action, 'journey.footprints_link')),
      ),
    ).toBe(2);
  });

  it("never shows the deceased's companies among the person's footprints or in the directory", async () => {
    const list = (await (
      await t.request('/api/footprints', { cookie: user.cookie })
    ).json()) as FootprintList;
    expect(list.items.map((f) => f.name)).toEqual([brand.name]);
    expect(list.total).toBe(1);
    const page = (await (
      await t.request(`/api/brands?page=1&pageSize=5`, { cookie: user.cookie })
    ).json()) as BrandPage;
    // One row per brand: the journey's company does not double the person's own.
    expect(page.items.filter((b) => b.id === brand.id)).toHaveLength(1);
  });

  it("refuses the journey's company on /api/footprints and as a link to another journey", async () => {
    const [company] = await t.database.db
      .select({ id: digitalFootprints.id })
      .from(digitalFootprints)
      .where(eq(digitalFootprints.journey_id, loss.id))
      .limit(1);
    await expectError(
      await t.request(`/api/footprints/${company!.id}`, { method: 'DELETE', cookie: user.cookie }),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await t.request(`/api/journeys/${move.id}/footprints`, {
        method: 'POST',
        json: { footprintIds: [company!.id] },
        cookie: user.cookie,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 409 to the same directory company twice', async () => {
    expect(await expectError(await add({ brand_id: brand.id }), 409, 'CONFLICT')).toBe(
      'That company is already on this journey.',
    );
  });

  it("answers 404 to another user's journey and company, and changes nothing", async () => {
    const before = await journeyCompanies(loss.id);
    await expectError(await add({ custom_brand_name: 'Bank' }, other.cookie), 404, 'NOT_FOUND');
    const [company] = await t.database.db
      .select({ id: digitalFootprints.id })
      .from(digitalFootprints)
      .where(eq(digitalFootprints.journey_id, loss.id))
      .limit(1);
    await expectError(await remove(company!.id, other.cookie), 404, 'NOT_FOUND');
    expect(await journeyCompanies(loss.id)).toBe(before);
  });

  it('answers 400 to bad input and to a journey that links the person’s own footprints', async () => {
    await expectError(await add({}), 400, 'VALIDATION_FAILED');
    await expectError(
      await add({ brand_id: brand.id, custom_brand_name: 'Both' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await add({ custom_brand_name: '   ' }), 400, 'VALIDATION_FAILED');
    expect(
      await expectError(
        await add({ custom_brand_name: 'Bank' }, user.cookie, move.id),
        400,
        'VALIDATION_FAILED',
      ),
    ).toBe(NOT_OWN_COMPANIES_MESSAGE);
    await expectError(
      await add({ brand_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'NOT_FOUND',
    );
    const [own] = await createFootprints(t.database.db, user.id, 1, { custom: true });
    expect(
      await expectError(
        await t.request(`/api/journeys/${loss.id}/footprints`, {
          method: 'POST',
          json: { footprintIds: [own!.id] },
          cookie: user.cookie,
        }),
        400,
        'VALIDATION_FAILED',
      ),
    ).toBe(OWN_COMPANIES_ONLY_MESSAGE);
  });

  it('removes a company: the row is deleted, not just unlinked', async () => {
    const company = (await (await add({ custom_brand_name: 'Library' })).json()) as JourneyCompany;
    const before = await journeyCompanies(loss.id);
    expect((await remove(company.footprint_id)).status).toBe(204);
    expect(await journeyCompanies(loss.id)).toBe(before - 1);
    await expectError(await remove(company.footprint_id), 404, 'NOT_FOUND');
  });

  it('deletes the journey’s companies with the journey', async () => {
    const gone = await createJourney(t.database.db, user.id, {
      type: 'losing_loved_one',
      name: 'For Dad',
    });
    await add({ brand_id: brand.id }, user.cookie, gone.id);
    await add({ custom_brand_name: 'Golf Club' }, user.cookie, gone.id);
    expect(await journeyCompanies(gone.id)).toBe(2);
    const ownBefore = await t.database.db.$count(
      digitalFootprints,
      eq(digitalFootprints.user_id, user.id),
    );
    await t.database.db.delete(journeys).where(eq(journeys.id, gone.id));
    expect(
      await t.database.db.$count(digitalFootprints, eq(digitalFootprints.user_id, user.id)),
    ).toBe(ownBefore - 2);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths['/api/journeys/{id}/companies']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/journeys/{id}/companies/{footprintId}']!)).toEqual([
      'delete',
    ]);
  });
});
