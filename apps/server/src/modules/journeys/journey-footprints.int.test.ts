import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JourneyFootprint,
  JourneyList,
  LinkFootprintsResult,
} from '@updately/shared/journeys-api';
import { auditLogs, journeyFootprints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { toJourneyFootprint, type JourneyRow } from './journey-view';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type ErrorBody = { error: { code: string; message: string } };

describe('journey footprints API (links and to-dos)', () => {
  let t: TestApp;
  let user: User;
  let other: User;
  let journey: JourneyRow;
  let footprintIds: string[];
  let otherFootprintId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
    journey = await createJourney(t.database.db, user.id);
    footprintIds = (await createFootprints(t.database.db, user.id, 4)).map((f) => f.id);
    otherFootprintId = (await createFootprints(t.database.db, other.id, 1))[0]!.id;
  });
  afterAll(() => t.close());

  const linkCount = (journeyId = journey.id) =>
    t.database.db.$count(journeyFootprints, eq(journeyFootprints.journey_id, journeyId));
  const link = (json: unknown, cookie = user.cookie, journeyId = journey.id) =>
    t.request(`/api/journeys/${journeyId}/footprints`, { method: 'POST', json, cookie });
  const linkPath = (footprintId: string, journeyId = journey.id) =>
    `/api/journeys/${journeyId}/footprints/${footprintId}`;
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w+/);
    return body;
  };

  it('answers 401 to anonymous callers on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(
      await t.request(`/api/journeys/${journey.id}/footprints`, {
        method: 'POST',
        json: { footprintIds },
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request(linkPath(id), { method: 'PATCH', json: { done: true } }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await t.request(linkPath(id), { method: 'DELETE' }), 401, 'UNAUTHORIZED');
  });

  it("links the caller's footprints with the defaults, skipping ones already linked", async () => {
    const res = await link({ footprintIds: footprintIds.slice(0, 2) });
    expect(res.status).toBe(201);
    const first = (await res.json()) as LinkFootprintsResult;
    expect(first.skippedFootprintIds).toEqual([]);
    expect(first.added).toHaveLength(2);
    expect(first.added[0]).toMatchObject({
      journey_id: journey.id,
      priority_level: 'standard',
      fields_to_update: { address: true, email: false, phone: false },
      completed_at: null,
    });

    const again = await link({ footprintIds: footprintIds.slice(1, 3) });
    expect(again.status).toBe(201);
    const second = (await again.json()) as LinkFootprintsResult;
    expect(second.added.map((l) => l.footprint_id)).toEqual([footprintIds[2]]);
    expect(second.skippedFootprintIds).toEqual([footprintIds[1]]);

    const none = await link({ footprintIds: footprintIds.slice(0, 1) });
    expect(none.status).toBe(200);
    expect(await linkCount()).toBe(3);

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'journey.footprints_link'), eq(auditLogs.resource_id, journey.id)),
      );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ resource_type: 'JOURNEY', metadata: { source: 'user' } });
  });

  it("refuses another user's footprint or journey with 404 and links nothing", async () => {
    const before = await linkCount();
    await expectError(
      await link({ footprintIds: [footprintIds[3], otherFootprintId] }),
      404,
      'NOT_FOUND',
    );
    expect(await linkCount()).toBe(before);

    const theirs = await createJourney(t.database.db, other.id, { name: 'Their move' });
    const body = await expectError(
      await link({ footprintIds: [footprintIds[3]] }, user.cookie, theirs.id),
      404,
      'NOT_FOUND',
    );
    expect(JSON.stringify(body)).not.toContain('Their move');
    await expectError(await link({ footprintIds }, user.cookie, 'nope'), 404, 'NOT_FOUND');
    expect(await linkCount(theirs.id)).toBe(0);
  });

  it('answers 400 for bad input and links nothing', async () => {
    const before = await linkCount();
    for (const json of [
      {},
      { footprintIds: [] },
      { footprintIds: ['not-a-uuid'] },
      { footprintIds: footprintIds[3] },
      { footprintIds: Array.from({ length: 501 }, () => footprintIds[3]) },
    ]) {
      await expectError(await link(json), 400, 'VALIDATION_FAILED');
    }
    expect(await linkCount()).toBe(before);
  });

  async function firstLink(): Promise<JourneyFootprint> {
    const [row] = await t.database.db
      .select()
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, journey.id))
      .orderBy(journeyFootprints.created_at, journeyFootprints.footprint_id)
      .limit(1);
    return toJourneyFootprint({ ...row!, completed_at: null });
  }

  it('changes priority and fields to update, and marks the to-do done and undone', async () => {
    const { footprint_id: id } = await firstLink();
    const patch = (json: unknown) =>
      t.request(linkPath(id), { method: 'PATCH', json, cookie: user.cookie });

    const changed = await patch({ priority_level: 'high', fields_to_update: { email: true } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      priority_level: 'high',
      fields_to_update: { address: true, email: true, phone: false },
      completed_at: null,
    });

    const done = (await (await patch({ done: true })).json()) as JourneyFootprint;
    expect(done.completed_at).not.toBeNull();
    const stillDone = (await (await patch({ done: true })).json()) as JourneyFootprint;
    expect(stillDone.completed_at).toBe(done.completed_at);

    const list = (await (
      await t.request('/api/journeys', { cookie: user.cookie })
    ).json()) as JourneyList;
    expect(list.items.find((j) => j.id === journey.id)).toMatchObject({
      footprint_count: 3,
      completed_count: 1,
    });

    const undone = (await (await patch({ done: false })).json()) as JourneyFootprint;
    expect(undone.completed_at).toBeNull();

    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'journey.footprint_update'),
          eq(auditLogs.resource_id, journey.id),
        ),
      );
    expect(entries).toHaveLength(4);
    expect(entries).toContainEqual(
      expect.objectContaining({
        resource_type: 'JOURNEY',
        old_values: expect.objectContaining({ priority_level: 'standard' }),
        new_values: expect.objectContaining({ priority_level: 'high' }),
      }),
    );
  });

  it('answers 400 to a bad change', async () => {
    const { footprint_id: id } = await firstLink();
    for (const json of [
      {},
      { priority_level: 'urgent' },
      { fields_to_update: { address: 'yes' } },
      { done: 'true' },
    ]) {
      await expectError(
        await t.request(linkPath(id), { method: 'PATCH', json, cookie: user.cookie }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it("answers 404 for another user's link, a link of another journey or a malformed id", async () => {
    const { footprint_id: id } = await firstLink();
    const mine = await createJourney(t.database.db, user.id, { name: 'Second' });
    const attempts: [string, string][] = [
      [linkPath(id), other.cookie],
      [linkPath(id, mine.id), user.cookie],
      [linkPath(otherFootprintId), user.cookie],
      [linkPath(footprintIds[3]!), user.cookie],
      [linkPath('nope'), user.cookie],
      [linkPath(id, 'nope'), user.cookie],
    ];
    for (const [path, cookie] of attempts) {
      await expectError(
        await t.request(path, { method: 'PATCH', json: { done: true }, cookie }),
        404,
        'NOT_FOUND',
      );
      await expectError(await t.request(path, { method: 'DELETE', cookie }), 404, 'NOT_FOUND');
    }
    const [stored] = await t.database.db
      .select()
      .from(journeyFootprints)
      .where(
        and(eq(journeyFootprints.journey_id, journey.id), eq(journeyFootprints.footprint_id, id)),
      );
    expect(stored!.completed_at).toBeNull();
  });

  it('unlinks a footprint (the footprint stays) with an audit entry', async () => {
    const { footprint_id } = await firstLink();
    const before = await linkCount();
    const res = await t.request(linkPath(footprint_id), { method: 'DELETE', cookie: user.cookie });
    expect(res.status).toBe(204);
    expect(await linkCount()).toBe(before - 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'journey.footprint_unlink'),
          eq(auditLogs.resource_id, journey.id),
        ),
      );
    expect(entry).toMatchObject({
      resource_type: 'JOURNEY',
      old_values: { footprint_id },
    });
    const footprints = await t.request('/api/footprints', { cookie: user.cookie });
    expect(JSON.stringify(await footprints.json())).toContain(footprint_id);
  });

  it('drops the links of a removed footprint', async () => {
    const [extra] = await createFootprints(t.database.db, user.id, 1, { custom: true });
    await createJourneyLinks(t.database.db, user.id, journey.id, [extra!.id]);
    const before = await linkCount();
    await t.request(`/api/footprints/${extra!.id}`, { method: 'DELETE', cookie: user.cookie });
    expect(await linkCount()).toBe(before - 1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths['/api/journeys/{id}/footprints']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/journeys/{id}/footprints/{footprintId}']!)).toEqual([
      'patch',
      'delete',
    ]);
  });
});
