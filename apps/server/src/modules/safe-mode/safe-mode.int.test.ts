import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyDetail, JourneyList } from '@updately/shared/journeys-api';
import type { Me } from '@updately/shared/me-api';
import {
  CONFIDENTIALITY_REQUEST,
  SAFE_JOURNEY_NAME,
  SAFE_MODE_NOT_ON,
  SAFE_MODE_OWNER_ONLY,
  SAFE_MODE_TOO_LATE,
  SAFE_POSTAL_ADDRESS_MISSING,
  SAFE_STEPS_NOT_DONE,
  SAFE_STEPS_SHARED_ONLY,
  type CompanySafety,
} from '@updately/shared/safe-mode';
import type { JourneyReview, UpdateRequestList } from '@updately/shared/updates-api';
import { auditLogs, journeyHousehold, journeyMembers, updateRequests } from '../../db/schema';
import { enqueueDispatch } from '../../platform/update-engine/dispatcher';
import { applyUpdateEvents } from '../../platform/update-engine/transition';
import { expectError } from '../../test/account-test-kit';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const SAFE_EMAIL = 'safe-contact@example.com';
const POSTAL = { street: 'PO Box 4120', suburb: 'Carlton', state: 'VIC', postcode: '3053' };
const POSTAL_LINE = 'PO Box 4120, Carlton VIC 3053';

describe('safe mode: turning it on, shared companies and what companies receive', () => {
  let t: TestApp;
  let user: User;
  let other: User;
  let editor: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Sam Rivers' });
    other = await t.signUp();
    editor = await t.signUp();
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, json?: unknown, cookie = user.cookie) =>
    t.request(path, { method, json, cookie });
  const turnOn = (
    journeyId: string,
    json: unknown = { safe_contact_email: SAFE_EMAIL },
    cookie?: string,
  ) => call('POST', `/api/journeys/${journeyId}/safe-mode`, json, cookie);
  const safety = (journeyId: string, footprintId: string, json: unknown, cookie?: string) =>
    call('PUT', `/api/journeys/${journeyId}/companies/${footprintId}/safety`, json, cookie);
  const send = (journeyId: string, footprintId: string, cookie?: string) =>
    call(
      'POST',
      `/api/journeys/${journeyId}/companies/${footprintId}/safety/send`,
      { confirm: true },
      cookie,
    );
  const requestsOf = (journeyId: string) =>
    t.database.db.select().from(updateRequests).where(eq(updateRequests.journey_id, journeyId));

  it('answers 401 to anonymous callers', async () => {
    const base = `/api/journeys/${NO_SUCH_ID}`;
    for (const [method, path, json] of [
      ['POST', `${base}/safe-mode`, { safe_contact_email: SAFE_EMAIL }],
      ['PUT', `${base}/companies/${NO_SUCH_ID}/safety`, { shared: true }],
      ['POST', `${base}/companies/${NO_SUCH_ID}/safety/send`, { confirm: true }],
    ] as const) {
      await expectError(await t.request(path, { method, json }), 401, 'UNAUTHORIZED');
    }
  });

  it("refuses another user's journey (404), an editor (403) and bad input (400)", async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}]);
    const fp = footprints[0]!.id;
    await t.database.db
      .insert(journeyMembers)
      .values({ journey_id: journey.id, user_id: editor.id, role: 'editor' });
    await expectError(await turnOn(journey.id, undefined, other.cookie), 404, 'NOT_FOUND');
    await expectError(
      await safety(journey.id, fp, { shared: true }, other.cookie),
      404,
      'NOT_FOUND',
    );
    await expectError(await send(journey.id, fp, other.cookie), 404, 'NOT_FOUND');
    const forbidden = await turnOn(journey.id, undefined, editor.cookie);
    await expectError(forbidden, 403, 'FORBIDDEN');
    await expectError(
      await safety(journey.id, fp, { shared: true }, editor.cookie),
      403,
      'FORBIDDEN',
    );
    await expectError(await send(journey.id, fp, editor.cookie), 403, 'FORBIDDEN');
    expect(
      (
        (await (await turnOn(journey.id, undefined, editor.cookie)).json()) as {
          error: { message: string };
        }
      ).error.message,
    ).toBe(SAFE_MODE_OWNER_ONLY);
    await expectError(await turnOn(journey.id, {}), 400, 'VALIDATION_FAILED');
    await expectError(
      await turnOn(journey.id, { safe_contact_email: 'nope' }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await safety(journey.id, fp, {}), 400, 'VALIDATION_FAILED');
    await expectError(
      await call('POST', `/api/journeys/${journey.id}/companies/${fp}/safety/send`, {
        confirm: false,
      }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(await safety(journey.id, NO_SUCH_ID, { shared: true }), 409, 'CONFLICT');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.journey_id, journey.id));
    expect(row).toBeUndefined();
  });

  it('answers 409 while safe mode is off, and once something has been sent', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}]);
    const fp = footprints[0]!.id;
    const notOn = await safety(journey.id, fp, { shared: true });
    expect(notOn.status).toBe(409);
    expect(((await notOn.json()) as { error: { message: string } }).error.message).toBe(
      SAFE_MODE_NOT_ON,
    );
    await expectError(await send(journey.id, fp), 409, 'CONFLICT');
    const [request] = await approveAddress(t, user.cookie, journey.id, [fp]);
    await waitForStatus(t, request!.id, 'sent');
    const late = await turnOn(journey.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      SAFE_MODE_TOO_LATE,
    );
  });

  it('turns on: neutral name, safe contact, shown on the journey, the list and /api/me; audited without values', async () => {
    const before = (await (await call('GET', '/api/me')).json()) as Me;
    expect(before.safe_mode).toBe(false);
    const { journey, footprints } = await movingJourney(t, user.id, [{}]);
    const res = await turnOn(journey.id);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as JourneyDetail;
    expect(detail.name).toBe(SAFE_JOURNEY_NAME);
    expect(detail.safe_mode).toMatchObject({
      on: true,
      safe_contact_email: SAFE_EMAIL,
      safe_contact_phone: null,
    });
    const again = (await (
      await turnOn(journey.id, { safe_contact_phone: '0400 000 111' })
    ).json()) as JourneyDetail;
    expect(again.safe_mode).toMatchObject({
      turned_on_at: detail.safe_mode!.turned_on_at,
      safe_contact_email: null,
      safe_contact_phone: '0400 000 111',
    });
    // Its neutral name stays.
    await call('PATCH', `/api/journeys/${journey.id}`, { name: 'Away from Fitzroy' });
    const got = (await (await call('GET', `/api/journeys/${journey.id}`)).json()) as JourneyDetail;
    expect(got.safe_mode?.on).toBe(true);
    expect(got.name).toBe(SAFE_JOURNEY_NAME);
    expect(got.footprints[0]!.safety).toEqual({
      shared: false,
      use_postal_address: false,
      steps_done_at: null,
      confirmed_at: null,
    });
    const list = (await (await call('GET', '/api/journeys')).json()) as JourneyList;
    expect(list.items.find((j) => j.id === journey.id)?.safe_mode).toBe(true);
    expect(list.items.filter((j) => j.id !== journey.id).every((j) => !j.safe_mode)).toBe(true);
    expect(((await (await call('GET', '/api/me')).json()) as Me).safe_mode).toBe(true);
    expect(
      ((await (await call('GET', '/api/me', undefined, other.cookie)).json()) as Me).safe_mode,
    ).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resource_id, journey.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['journey.safe_mode_on', 'journey.safe_contact_change']),
    );
    expect(JSON.stringify(audits)).not.toContain(SAFE_EMAIL);
    expect(JSON.stringify(audits)).not.toContain('0400 000 111');
    // The review plan carries each company's safety too.
    await safety(journey.id, footprints[0]!.id, { shared: true });
    const review = (await (
      await call('GET', `/api/journeys/${journey.id}/review`)
    ).json()) as JourneyReview;
    expect(review.companies[0]!.safety.shared).toBe(true);
  });

  it('marks a company shared; steps only for a shared one; unmarking or undoing clears both confirmations', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}]);
    const fp = footprints[0]!.id;
    await turnOn(journey.id);
    const refused = await safety(journey.id, fp, { steps_done: true });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      SAFE_STEPS_SHARED_ONLY,
    );
    const shared = (await (await safety(journey.id, fp, { shared: true })).json()) as CompanySafety;
    expect(shared).toMatchObject({ shared: true, steps_done_at: null, confirmed_at: null });
    const early = await send(journey.id, fp);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      SAFE_STEPS_NOT_DONE,
    );
    const done = (await (
      await safety(journey.id, fp, { steps_done: true })
    ).json()) as CompanySafety;
    expect(done.steps_done_at).not.toBeNull();
    const sent = (await (await send(journey.id, fp)).json()) as {
      safety: CompanySafety;
      sent: number;
    };
    expect(sent.sent).toBe(0);
    expect(sent.safety.confirmed_at).not.toBeNull();
    const undone = (await (
      await safety(journey.id, fp, { steps_done: false })
    ).json()) as CompanySafety;
    expect(undone).toMatchObject({ shared: true, steps_done_at: null, confirmed_at: null });
    await safety(journey.id, fp, { steps_done: true });
    await send(journey.id, fp);
    const unshared = (await (
      await safety(journey.id, fp, { shared: false })
    ).json()) as CompanySafety;
    expect(unshared).toMatchObject({ shared: false, steps_done_at: null, confirmed_at: null });
  });

  it('approves 8 companies with 2 shared: 6 sent confidential, 2 held until both confirmations, then sent', async () => {
    const { journey, brands, footprints } = await movingJourney(
      t,
      user.id,
      Array.from({ length: 8 }, () => ({})),
    );
    await turnOn(journey.id);
    const [s1, s2] = [footprints[6]!.id, footprints[7]!.id];
    for (const fp of [s1, s2])
      expect((await safety(journey.id, fp, { shared: true })).status).toBe(200);
    const approved = await approveAddress(
      t,
      user.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    expect(approved).toHaveLength(8);
    const held = approved.filter((r) => r.footprint_id === s1 || r.footprint_id === s2);
    expect(held.map((r) => r.status)).toEqual(['pending_consent', 'pending_consent']);
    const free = approved.filter((r) => !held.includes(r));
    expect(free.every((r) => r.status === 'queued')).toBe(true);
    for (const r of free) await waitForStatus(t, r.id, 'sent');
    const rows = await requestsOf(journey.id);
    expect(rows.every((r) => r.confidential)).toBe(true);
    const mail = await waitForMail(t, brands[0]!.contact_email!, /./);
    expect(mail.text).toContain(CONFIDENTIALITY_REQUEST);
    expect(mail.text).toContain(NEW_ADDRESS);
    expect(await mailTo(t, brands[6]!.contact_email!)).toEqual([]);

    // The first confirmation alone sends nothing; the second approves and dispatches.
    expect((await send(journey.id, s1)).status).toBe(409);
    await safety(journey.id, s1, { steps_done: true });
    const res = await send(journey.id, s1);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sent: number }).sent).toBe(1);
    const first = held.find((r) => r.footprint_id === s1)!;
    await waitForStatus(t, first.id, 'sent');
    const shared = await waitForMail(t, brands[6]!.contact_email!, /./);
    expect(shared.text).toContain(CONFIDENTIALITY_REQUEST);
    const second = held.find((r) => r.footprint_id === s2)!;
    const [still] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, second.id));
    expect(still!.status).toBe('pending_consent');
    expect(await mailTo(t, brands[7]!.contact_email!)).toEqual([]);
    // Turning on is too late now; changing the safe contact is still possible.
    expect((await turnOn(journey.id, { safe_contact_email: 'new-safe@example.com' })).status).toBe(
      200,
    );
  });

  it('never dispatches a held company, whatever the route: approve, resend, reroute, a joint release and the dispatcher', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [{}]);
    const fp = footprints[0]!.id;
    await turnOn(journey.id);
    await safety(journey.id, fp, { shared: true });
    const [request] = await approveAddress(t, user.cookie, journey.id, [fp]);
    for (const event of ['approved', 'resent', 'rerouted'] as const) {
      const result = await t.database.db.transaction((tx) =>
        applyUpdateEvents(tx, t.deps.logger, { requestIds: [request!.id], event, actor: 'person' }),
      );
      expect(result.applied).toEqual([]);
      if (event === 'approved') expect(result.refused[0]?.reason).toBe('safety_hold');
    }
    // Through the resend route: refused, nothing sent.
    const resend = await call('POST', `/api/updates/${request!.id}/resend`);
    expect(resend.status).toBeGreaterThanOrEqual(400);
    // A request forced to queued behind the state machine's back: the dispatcher holds it.
    await t.database.db
      .update(updateRequests)
      .set({ status: 'queued' })
      .where(eq(updateRequests.id, request!.id));
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    await t.database.db.transaction((tx) => enqueueDispatch(t.deps.jobs, tx, row!));
    const stopped = await waitForStatus(t, request!.id, 'needs_you');
    expect(stopped).toMatchObject({
      status_reason: 'safety_hold',
      status_message: SAFE_STEPS_NOT_DONE,
    });
    expect(await mailTo(t, brands[0]!.contact_email!)).toEqual([]);
  });

  it("a joint holder's approval does not release a held company; the person's confirmation does", async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}]);
    const fp = footprints[0]!.id;
    await turnOn(journey.id);
    const member = await call('POST', `/api/journeys/${journey.id}/household`, {
      relation: 'partner',
      name: 'Joint Holder',
    });
    const memberId = ((await member.json()) as { id: string }).id;
    await t.database.db
      .update(journeyHousehold)
      .set({ user_id: other.id })
      .where(eq(journeyHousehold.id, memberId));
    const joint = await call('PUT', `/api/journeys/${journey.id}/companies/${fp}/joint`, {
      household_ids: [memberId],
    });
    expect(joint.status).toBe(200);
    await safety(journey.id, fp, { shared: true });
    const [request] = await approveAddress(t, user.cookie, journey.id, [fp]);
    expect(request!.status).toBe('pending_consent');
    const approval = await call(
      'POST',
      `/api/household/joint-requests/${request!.id}/approve`,
      { consent_version: '1.0' },
      other.cookie,
    );
    expect(approval.status).toBeLessThan(300);
    const [afterJoint] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(afterJoint!.status).toBe('pending_consent');
    await safety(journey.id, fp, { steps_done: true });
    const res = await send(journey.id, fp);
    expect(((await res.json()) as { sent: number }).sent).toBe(1);
    await waitForStatus(t, request!.id, 'sent');
  });

  it('sends the postal address instead of the home to a company set so, and refuses without one', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}, {}]);
    const [postal, home] = [footprints[0]!.id, footprints[1]!.id];
    await turnOn(journey.id);
    await safety(journey.id, postal, { use_postal_address: true });
    const missing = await call('POST', `/api/journeys/${journey.id}/updates`, {
      consent_version: '1.0',
      companies: [{ footprint_id: postal, fields: ['address'] }],
    });
    expect(missing.status).toBe(400);
    const names = await requestsOf(journey.id);
    expect(names).toEqual([]);
    const review = (await (
      await call('GET', `/api/journeys/${journey.id}/review`)
    ).json()) as JourneyReview;
    const name = review.companies.find((c) => c.footprint_id === postal)!.company_name;
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      SAFE_POSTAL_ADDRESS_MISSING(name),
    );
    const addressKind = (r: JourneyReview) =>
      r.companies
        .find((c) => c.footprint_id === postal)!
        .kinds.find((k) => k.kind === 'change_of_address')!;
    expect(addressKind(review).missing).toBe(SAFE_POSTAL_ADDRESS_MISSING(name));
    const patched = await call('PATCH', `/api/journeys/${journey.id}`, {
      details: { change_of_address: { postal_address: POSTAL } },
    });
    expect(patched.status).toBe(200);
    const reviewed = (await (
      await call('GET', `/api/journeys/${journey.id}/review`)
    ).json()) as JourneyReview;
    expect(addressKind(reviewed).fields.find((f) => f.field === 'address')?.value).toBe(
      POSTAL_LINE,
    );
    const res = await call('POST', `/api/journeys/${journey.id}/updates`, {
      consent_version: '1.0',
      companies: [postal, home].map((footprint_id) => ({ footprint_id, fields: ['address'] })),
    });
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as UpdateRequestList;
    const toPostal = items.find((r) => r.footprint_id === postal)!;
    const toHome = items.find((r) => r.footprint_id === home)!;
    const values = (r: typeof toPostal) => r.items.map((i) => i.value).join('\n');
    expect(toPostal.items.find((i) => i.field === 'address')?.value).toBe(POSTAL_LINE);
    expect(values(toPostal)).not.toContain(NEW_ADDRESS);
    expect(toPostal.items.some((i) => i.field === 'postal_address')).toBe(false);
    expect(toHome.items.find((i) => i.field === 'address')?.value).toBe(NEW_ADDRESS);
    // A company not set so gets the home, with the postal address for letters as before.
    expect(toHome.items.map((i) => i.field).sort()).toEqual(
      [
        'full_name',
        'account_email',
        'address',
        'address_parts',
        'postal_address',
        'postal_address_parts',
      ].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(updateRequests)
      .where(
        and(
          eq(updateRequests.journey_id, journey.id),
          inArray(updateRequests.id, [toPostal.id, toHome.id]),
        ),
      );
    expect(rows.every((r) => r.confidential)).toBe(true);
  });
});
