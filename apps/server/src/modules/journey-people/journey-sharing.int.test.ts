import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyDetail, JourneyList } from '@updately/shared/journeys-api';
import type { UpdateRequestDetail } from '@updately/shared/updates-api';
import {
  auditLogs,
  journeyMembers,
  updateConsents,
  updateRequestEvents,
  updateRequests,
} from '../../db/schema';
import { createFootprints, createJourney } from '../../seed/factories/journey-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import { eventually } from '../../test/mailbox';
import type { RealtimeEvent } from '../../platform/realtime/realtime-hub';
import { UPDATE_REQUEST_CHANGED } from '@updately/shared/realtime-events';
import { approveAddress, movingJourney } from '../../test/update-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Caller = 'owner' | 'editor' | 'viewer' | 'stranger' | 'admin' | 'anonymous';

/** The journey's existing routes, opened to the people who share it (issue 25). */
describe('a shared journey: editors work on it, viewers follow it, strangers never see it', () => {
  let t: TestApp;
  const cookies: Record<Caller, string> = {} as Record<Caller, string>;
  let owner: User;
  let editor: User;
  let viewer: User;
  let journeyId: string;
  let otherJourneyId: string;
  let footprintIds: string[];
  let spareFootprintId: string;
  let loss: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olive Owner' });
    editor = await t.signUp({ name: 'Eddie Editor' });
    viewer = await t.signUp({ name: 'Vera Viewer' });
    const stranger = await t.signUp();
    const admin = await signUpAdmin(t);
    Object.assign(cookies, {
      owner: owner.cookie,
      editor: editor.cookie,
      viewer: viewer.cookie,
      stranger: stranger.cookie,
      admin: admin.cookie,
      anonymous: '',
    });
    const db = t.database.db;
    const move = await movingJourney(t, owner.id, [{}, {}, {}]);
    journeyId = move.journey.id;
    footprintIds = move.footprints.map((f) => f.id);
    spareFootprintId = (await createFootprints(db, owner.id, 1))[0]!.id;
    otherJourneyId = (await createJourney(db, owner.id, { name: 'Not shared' })).id;
    loss = (await createJourney(db, owner.id, { type: 'losing_loved_one', name: 'For Dad' })).id;
    await db.insert(journeyMembers).values([
      { journey_id: journeyId, user_id: editor.id, role: 'editor', invited_by: owner.id },
      { journey_id: journeyId, user_id: viewer.id, role: 'viewer', invited_by: owner.id },
      { journey_id: loss, user_id: editor.id, role: 'editor', invited_by: owner.id },
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const call = (caller: Caller, method: string, path: string, json?: unknown) =>
    t.request(path, { method, cookie: cookies[caller], ...(json ? { json } : {}) });

  it('reads the journey for owner, editor and viewer with their role; 404 for others', async () => {
    for (const caller of ['owner', 'editor', 'viewer'] as const) {
      const res = await call(caller, 'GET', `/api/journeys/${journeyId}`);
      expect(res.status, caller).toBe(200);
      const body = (await res.json()) as JourneyDetail;
      expect(body.my_role).toBe(caller);
      expect(body.footprints).toHaveLength(3);
    }
    for (const path of ['', '/review', '/updates', '/deadlines', '/proof', '/people']) {
      for (const caller of ['editor', 'viewer'] as const) {
        expect((await call(caller, 'GET', `/api/journeys/${journeyId}${path}`)).status).toBe(200);
      }
      expect((await call('stranger', 'GET', `/api/journeys/${journeyId}${path}`)).status).toBe(404);
      expect((await call('admin', 'GET', `/api/journeys/${journeyId}${path}`)).status).toBe(404);
      expect((await call('anonymous', 'GET', `/api/journeys/${journeyId}${path}`)).status).toBe(
        401,
      );
    }
  });

  it("never reaches the owner's other journeys", async () => {
    for (const caller of ['editor', 'viewer'] as const) {
      expect((await call(caller, 'GET', `/api/journeys/${otherJourneyId}`)).status).toBe(404);
      expect((await call(caller, 'GET', `/api/journeys/${otherJourneyId}/updates`)).status).toBe(
        404,
      );
    }
  });

  it('lists shared journeys with the role and the owner, apart from the caller own', async () => {
    const list = (await (await call('editor', 'GET', '/api/journeys')).json()) as JourneyList;
    expect(list.items.map((j) => [j.id, j.shared])).toEqual(
      expect.arrayContaining([
        [journeyId, { role: 'editor', owner_name: 'Olive Owner' }],
        [loss, { role: 'editor', owner_name: 'Olive Owner' }],
      ]),
    );
    expect(list.items.map((j) => j.id)).not.toContain(otherJourneyId);
    const own = (await (await call('owner', 'GET', '/api/journeys')).json()) as JourneyList;
    expect(own.items.every((j) => j.shared === undefined)).toBe(true);
    expect(own.items).toHaveLength(3);
  });

  it('lets an editor edit details, refuses completing the journey, and refuses a viewer (403)', async () => {
    const rename = { name: 'Moving to Brunswick (shared)' };
    expect((await call('editor', 'PATCH', `/api/journeys/${journeyId}`, rename)).status).toBe(200);
    expect(
      (await call('editor', 'PATCH', `/api/journeys/${journeyId}`, { status: 'completed' })).status,
    ).toBe(403);
    expect((await call('viewer', 'PATCH', `/api/journeys/${journeyId}`, rename)).status).toBe(403);
    expect((await call('stranger', 'PATCH', `/api/journeys/${journeyId}`, rename)).status).toBe(
      404,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'journey.update'), eq(auditLogs.resource_id, journeyId)));
    expect(audit).toMatchObject({ user_id: editor.id });
    expect(audit!.metadata).toMatchObject({ owner_id: owner.id, acting_role: 'editor' });
  });

  it("lets an editor link the owner's footprints and add companies; a viewer gets 403", async () => {
    const link = { footprintIds: [spareFootprintId] };
    expect(
      (await call('viewer', 'POST', `/api/journeys/${journeyId}/footprints`, link)).status,
    ).toBe(403);
    expect(
      (await call('editor', 'POST', `/api/journeys/${journeyId}/footprints`, link)).status,
    ).toBe(201);
    const linkPath = `/api/journeys/${journeyId}/footprints/${spareFootprintId}`;
    expect((await call('viewer', 'PATCH', linkPath, { priority_level: 'high' })).status).toBe(403);
    expect((await call('editor', 'PATCH', linkPath, { priority_level: 'high' })).status).toBe(200);
    expect((await call('viewer', 'DELETE', linkPath)).status).toBe(403);
    expect((await call('editor', 'DELETE', linkPath)).status).toBe(204);
    const company = { custom_brand_name: 'Shared Mutual' };
    expect((await call('editor', 'POST', `/api/journeys/${loss}/companies`, company)).status).toBe(
      201,
    );
    // The owner sees who added it.
    const detail = (await (
      await call('owner', 'GET', `/api/journeys/${loss}`)
    ).json()) as JourneyDetail;
    expect(detail.footprints.map((f) => [f.footprint.name, f.added_by_name])).toEqual([
      ['Shared Mutual', 'Eddie Editor'],
    ]);
    expect((await call('viewer', 'POST', `/api/journeys/${loss}/companies`, company)).status).toBe(
      404,
    );
  });

  it("records the editor's own consent when they send, and their name on the events", async () => {
    expect(
      (
        await call('viewer', 'POST', `/api/journeys/${journeyId}/updates`, {
          consent_version: '1.0',
          companies: [{ footprint_id: footprintIds[0], fields: ['address'] }],
        })
      ).status,
    ).toBe(403);
    const viewerEvents: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe(viewer.id, (e) => viewerEvents.push(e));
    const [sent] = await approveAddress(t, editor.cookie, journeyId, [footprintIds[0]!]);
    // The people who share the journey follow it live, as its owner does.
    await eventually(
      async () => viewerEvents.find((e) => e.type === UPDATE_REQUEST_CHANGED),
      "the viewer's live update",
    );
    unsubscribe();
    const [request] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, sent!.id));
    expect(request!.user_id).toBe(owner.id);
    const [consent] = await t.database.db
      .select()
      .from(updateConsents)
      .where(eq(updateConsents.id, request!.consent_id!));
    expect(consent!.user_id).toBe(editor.id);
    const [approved] = await t.database.db
      .select()
      .from(updateRequestEvents)
      .where(
        and(eq(updateRequestEvents.request_id, sent!.id), eq(updateRequestEvents.type, 'approved')),
      );
    expect(approved!.evidence).toMatchObject({ acted_by: editor.id });

    // Per-request routes: everyone who shares reads, editors act, viewers 403, others 404.
    for (const caller of ['owner', 'editor', 'viewer'] as const) {
      expect((await call(caller, 'GET', `/api/updates/${sent!.id}`)).status).toBe(200);
    }
    expect((await call('stranger', 'GET', `/api/updates/${sent!.id}`)).status).toBe(404);
    expect((await call('admin', 'GET', `/api/updates/${sent!.id}`)).status).toBe(404);
    expect((await call('viewer', 'POST', `/api/updates/${sent!.id}/cancel`)).status).toBe(403);
    expect((await call('stranger', 'POST', `/api/updates/${sent!.id}/cancel`)).status).toBe(404);
    expect((await call('editor', 'POST', `/api/updates/${sent!.id}/cancel`)).status).toBe(200);
    const [cancelled] = await t.database.db
      .select()
      .from(updateRequestEvents)
      .where(
        and(
          eq(updateRequestEvents.request_id, sent!.id),
          eq(updateRequestEvents.type, 'cancelled'),
        ),
      );
    expect(cancelled!.evidence).toMatchObject({ acted_by: editor.id });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'update_request.cancelled'), eq(auditLogs.resource_id, sent!.id)),
      );
    expect(audit).toMatchObject({ user_id: editor.id });
    expect(audit!.metadata).toMatchObject({ owner_id: owner.id });
    // The timeline names who did each of the person's events.
    const timeline = (await (
      await call('owner', 'GET', `/api/updates/${sent!.id}`)
    ).json()) as UpdateRequestDetail;
    const byType = new Map(timeline.events.map((e) => [e.type, e.by]));
    expect(byType.get('approved')).toEqual({ user_id: editor.id, name: 'Eddie Editor' });
    expect(byType.get('cancelled')).toEqual({ user_id: editor.id, name: 'Eddie Editor' });
  });
});
