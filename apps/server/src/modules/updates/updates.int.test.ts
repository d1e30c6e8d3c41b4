import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JourneyProof,
  JourneyReview,
  UpdateRequest,
  UpdateRequestDetail,
  UpdateRequestList,
} from '@updately/shared/updates-api';
import {
  auditLogs,
  updateConsents,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
} from '../../db/schema';
import { expectError } from '../../test/account-test-kit';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  MOVING_DAY,
  NEW_ADDRESS,
  approveAddress,
  movingJourney,
  waitForStatus,
} from '../../test/update-kit';
import { createFootprints } from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('update requests: review, approve, follow and prove (owner, other user, anonymous)', () => {
  let t: TestApp;
  let user: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp({ name: 'Alex Nguyen' });
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const get = (path: string, cookie = user.cookie) => t.request(path, { cookie });
  const post = (path: string, json: unknown, cookie = user.cookie) =>
    t.request(path, { method: 'POST', json, cookie });
  const requestCount = (userId: string) =>
    t.database.db.$count(updateRequests, eq(updateRequests.user_id, userId));
  const consentCount = (userId: string) =>
    t.database.db.$count(updateConsents, eq(updateConsents.user_id, userId));

  it('answers 401 to anonymous callers on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/journeys/${NO_SUCH_ID}/review`],
      ['POST', `/api/journeys/${NO_SUCH_ID}/updates`, { consent_version: '1.0', companies: [] }],
      ['GET', `/api/journeys/${NO_SUCH_ID}/updates`],
      ['GET', `/api/journeys/${NO_SUCH_ID}/proof`],
      ['GET', `/api/updates/${NO_SUCH_ID}`],
      ['POST', `/api/updates/${NO_SUCH_ID}/cancel`],
      ['POST', `/api/updates/${NO_SUCH_ID}/resend`],
      ['POST', `/api/updates/${NO_SUCH_ID}/done`],
      ['POST', `/api/updates/${NO_SUCH_ID}/no-account`],
      ['GET', `/api/updates/${NO_SUCH_ID}/follow-up-letter`],
      ['PATCH', `/api/updates/${NO_SUCH_ID}/items/address`, { value: 'x' }],
      ['GET', '/api/account/update-consents'],
      ['GET', '/api/account/notifications'],
      ['PUT', '/api/account/notifications', { update_digest: false }],
    ];
    for (const [method, path, json] of routes) {
      await expectError(await t.request(path, { method, json }), 401, 'UNAUTHORIZED');
    }
  });

  it('reviews each linked company with how it is told and exactly what it gets', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      {},
      { contact_email: null },
      { channel: 'api', contact_email: null },
      { channel: 'manual' },
    ]);
    const [custom] = await createFootprints(t.database.db, user.id, 1, { custom: true });
    await t.database.db.execute(
      // A custom company linked with the phone only: it has no value to send.
      `insert into journey_footprints (user_id, journey_id, footprint_id, fields_to_update)
       values ('${user.id}', '${journey.id}', '${custom!.id}', '{"address": false, "email": false, "phone": true}')`,
    );
    const res = await get(`/api/journeys/${journey.id}/review`);
    expect(res.status).toBe(200);
    const review = (await res.json()) as JourneyReview;
    expect(review.effective_date).toBe(MOVING_DAY);
    expect(review.identifiers).toEqual({ full_name: 'Alex Nguyen', account_email: user.email });
    expect(review.consent).toEqual({
      version: '1.0',
      text: expect.stringContaining('on my behalf'),
      product: 'Updately',
    });
    const byFootprint = new Map(review.companies.map((c) => [c.footprint_id, c]));
    expect(byFootprint.get(footprints[0]!.id)).toMatchObject({
      company_name: brands[0]!.name,
      channel: 'email',
      destination: brands[0]!.contact_email,
      fields: [{ field: 'address', value: NEW_ADDRESS }],
      open_request: null,
    });
    expect(byFootprint.get(footprints[1]!.id)).toMatchObject({
      channel: 'manual',
      destination: null,
    });
    expect(byFootprint.get(footprints[2]!.id)).toMatchObject({ channel: 'api', destination: null });
    expect(byFootprint.get(footprints[3]!.id)).toMatchObject({ channel: 'manual' });
    expect(byFootprint.get(custom!.id)).toMatchObject({
      channel: 'manual',
      fields: [{ field: 'phone', value: null }],
    });
  });

  it('approves in one action: a consent record, encrypted values, two events and a dispatch per company', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      {},
      { channel: 'manual' },
    ]);
    const res = await t.request(`/api/journeys/${journey.id}/updates`, {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'user-agent': 'Review test browser' },
      json: {
        consent_version: '1.0',
        companies: [
          { footprint_id: footprints[0]!.id, fields: ['address'], customer_number: 'AC-1234' },
          { footprint_id: footprints[1]!.id, fields: ['address'] },
        ],
      },
    });
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as UpdateRequestList;
    expect(items).toHaveLength(2);
    const email = items.find((r) => r.channel === 'email')!;
    expect(email).toMatchObject({
      status: 'queued',
      company_name: brands[0]!.name,
      destination: brands[0]!.contact_email,
      effective_date: MOVING_DAY,
      reference: expect.stringMatching(/^UPD-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    expect(email.items.map((i) => [i.field, i.value])).toEqual([
      ['full_name', 'Alex Nguyen'],
      ['account_email', user.email],
      ['customer_number', 'AC-1234'],
      ['address', NEW_ADDRESS],
      ['address_parts', expect.stringContaining('"country":"AU"')],
    ]);

    const [consent] = await t.database.db
      .select()
      .from(updateConsents)
      .where(eq(updateConsents.company_name, brands[0]!.name));
    expect(consent).toMatchObject({
      user_id: user.id,
      journey_id: journey.id,
      brand_id: brands[0]!.id,
      fields: ['address'],
      consent_version: '1.0',
      user_agent: 'Review test browser',
      values_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const stored = await t.database.db
      .select()
      .from(updateRequestItems)
      .where(eq(updateRequestItems.request_id, email.id));
    expect(stored.map((s) => s.value_key_id)).toEqual(stored.map(() => 'test2'));
    for (const row of stored) expect(row.value_ciphertext).not.toContain('Sydney');
    expect(JSON.stringify(stored)).not.toContain(NEW_ADDRESS);

    await waitForStatus(t, email.id, 'sent');
    await waitForStatus(t, items.find((r) => r.channel === 'manual')!.id, 'sent');
    const mail = await waitForMail(t, brands[0]!.contact_email!, /Change of address/);
    expect(mail.subject).toContain(email.reference);
    expect(mail.text).toContain(NEW_ADDRESS);
    expect(mail.text).toContain('Customer number: AC-1234');
    expect(mail.text).toContain('Effective from: 3 March 2027');
    expect(mail.text).toMatch(/gave their consent on .* \(consent version 1\.0\)/);

    const detail = (await (await get(`/api/updates/${email.id}`)).json()) as UpdateRequestDetail;
    expect(detail.events.map((e) => [e.seq, e.type, e.actor, e.from_status, e.to_status])).toEqual([
      [1, 'created', 'person', null, 'pending_consent'],
      [2, 'approved', 'person', 'pending_consent', 'queued'],
      [3, 'sent', 'system', 'queued', 'sent'],
    ]);
    expect(detail.events[1]!.evidence).toMatchObject({ consent_id: consent!.id });
    expect(detail.events[2]!.evidence).toMatchObject({
      via: 'email',
      to: brands[0]!.contact_email,
    });

    const audit = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, user.id), eq(auditLogs.resource_id, email.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'update_request.approved',
      'update_request.sent',
    ]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{}], { target_address: null });
    const before = [await requestCount(user.id), await consentCount(user.id)];
    const path = `/api/journeys/${journey.id}/updates`;
    const cases: unknown[] = [
      {},
      {
        consent_version: '0.9',
        companies: [{ footprint_id: footprints[0]!.id, fields: ['address'] }],
      },
      { consent_version: '1.0', companies: [] },
      { consent_version: '1.0', companies: [{ footprint_id: 'nope', fields: ['address'] }] },
      { consent_version: '1.0', companies: [{ footprint_id: footprints[0]!.id, fields: [] }] },
      {
        consent_version: '1.0',
        companies: [{ footprint_id: footprints[0]!.id, fields: ['passport'] }],
      },
      // The journey has no new address: nothing to send.
      {
        consent_version: '1.0',
        companies: [{ footprint_id: footprints[0]!.id, fields: ['address'] }],
      },
    ];
    for (const json of cases) await expectError(await post(path, json), 400, 'VALIDATION_FAILED');
    expect([await requestCount(user.id), await consentCount(user.id)]).toEqual(before);
  });

  it("keeps other people's journeys and updates out of reach (404) and changes nothing", async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{ channel: 'manual' }]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const before = await consentCount(other.id);
    await expectError(
      await get(`/api/journeys/${journey.id}/review`, other.cookie),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await get(`/api/journeys/${journey.id}/updates`, other.cookie),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await get(`/api/journeys/${journey.id}/proof`, other.cookie),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await post(
        `/api/journeys/${journey.id}/updates`,
        {
          consent_version: '1.0',
          companies: [{ footprint_id: footprints[0]!.id, fields: ['address'] }],
        },
        other.cookie,
      ),
      404,
      'NOT_FOUND',
    );
    await expectError(await get(`/api/updates/${request!.id}`, other.cookie), 404, 'NOT_FOUND');
    await expectError(
      await get(`/api/updates/${request!.id}/follow-up-letter`, other.cookie),
      404,
      'NOT_FOUND',
    );
    for (const action of ['cancel', 'resend', 'done', 'no-account']) {
      await expectError(
        await post(`/api/updates/${request!.id}/${action}`, undefined, other.cookie),
        404,
        'NOT_FOUND',
      );
    }
    await expectError(
      await t.request(`/api/updates/${request!.id}/items/address`, {
        method: 'PATCH',
        cookie: other.cookie,
        json: { value: '1 Elsewhere St' },
      }),
      404,
      'NOT_FOUND',
    );
    await expectError(await get('/api/updates/not-a-uuid'), 404, 'NOT_FOUND');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(row!.status).toBe('sent');
    expect(await consentCount(other.id)).toBe(before);
  });

  it('refuses a second update to a company while one is under way (409), writing nothing', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{ channel: 'manual' }, {}]);
    await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const before = [await requestCount(user.id), await consentCount(user.id)];
    const res = await post(`/api/journeys/${journey.id}/updates`, {
      consent_version: '1.0',
      companies: [
        { footprint_id: footprints[1]!.id, fields: ['address'] },
        { footprint_id: footprints[0]!.id, fields: ['address'] },
      ],
    });
    const error = await expectError(res, 409, 'CONFLICT');
    expect(error.message).toMatch(/already under way/);
    expect([await requestCount(user.id), await consentCount(user.id)]).toEqual(before);
    const review = (await (
      await get(`/api/journeys/${journey.id}/review`)
    ).json()) as JourneyReview;
    expect(
      review.companies.find((c) => c.footprint_id === footprints[0]!.id)?.open_request,
    ).toMatchObject({
      status: expect.stringMatching(/queued|sent/),
    });
  });

  it('marks a manual update done (self-attested) and completes the journey link', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [{ channel: 'manual' }]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    // A sent checklist is the person's own to-do: counted apart.
    const before = (await (await get('/api/journeys')).json()) as {
      items: { id: string; update_counts: Record<string, number> }[];
    };
    expect(before.items.find((j) => j.id === journey.id)!.update_counts).toEqual({ checklist: 1 });
    const res = await post(`/api/updates/${request!.id}/done`, undefined);
    expect(res.status).toBe(200);
    expect(((await res.json()) as UpdateRequest).status).toBe('completed');
    const detail = (await (await get(`/api/journeys/${journey.id}`)).json()) as {
      completed_count: number;
      footprint_count: number;
    };
    expect([detail.completed_count, detail.footprint_count]).toEqual([1, 1]);
    // Done is final: it cannot be cancelled any more.
    const error = await expectError(
      await post(`/api/updates/${request!.id}/cancel`, undefined),
      409,
      'CONFLICT',
    );
    expect(error.message).toBe('This update is confirmed and can no longer be cancelled.');
  });

  it('cancels an update already sent and tells the company to disregard it', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [{}]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const res = await post(`/api/updates/${request!.id}/cancel`, undefined);
    expect(res.status).toBe(200);
    expect(((await res.json()) as UpdateRequest).status).toBe('cancelled');
    const notice = await waitForMail(t, brands[0]!.contact_email!, /^Cancelled:/);
    expect(notice.text).toContain('please disregard');
    expect(notice.text).toContain(request!.reference);
    // A cancelled company may be sent a new update.
    const [again] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    expect(again!.id).not.toBe(request!.id);
  });

  it('changes a value only while it is not sent, with a new consent record, and sends it again', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [{}]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const patch = (value: unknown) =>
      t.request(`/api/updates/${request!.id}/items/address`, {
        method: 'PATCH',
        cookie: user.cookie,
        json: { value },
      });
    await expectError(await patch('1 Elsewhere Street'), 409, 'CONFLICT');
    // The company says it cannot update until the person verifies: the update needs them.
    await t.database.db
      .update(updateRequests)
      .set({ status: 'needs_you', status_reason: 'needs_user_verification' })
      .where(eq(updateRequests.id, request!.id));
    await expectError(await patch(''), 400, 'VALIDATION_FAILED');
    const consentsBefore = await consentCount(user.id);
    const changed = await patch('1 Elsewhere Street, Fitzroy VIC 3065');
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as UpdateRequest;
    expect(body.items.find((i) => i.field === 'address')?.value).toBe(
      '1 Elsewhere Street, Fitzroy VIC 3065',
    );
    expect(await consentCount(user.id)).toBe(consentsBefore + 1);
    const resent = await post(`/api/updates/${request!.id}/resend`, undefined);
    expect(resent.status).toBe(200);
    await waitForStatus(t, request!.id, 'sent');
    const mails = await mailTo(t, brands[0]!.contact_email!);
    expect(mails[0]!.text).toContain('1 Elsewhere Street, Fitzroy VIC 3065');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(row!.attempt).toBe(2);
  });

  it('lists the journey updates and proves them as JSON and CSV', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [
      {},
      { channel: 'manual' },
    ]);
    const requests = await approveAddress(
      t,
      user.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    const manual = requests.find((r) => r.channel === 'manual')!;
    await post(`/api/updates/${manual.id}/done`, undefined);

    const list = (await (
      await get(`/api/journeys/${journey.id}/updates`)
    ).json()) as UpdateRequestList;
    expect(list.items.map((r) => r.status).sort()).toEqual(['completed', 'sent']);

    const proofRes = await get(`/api/journeys/${journey.id}/proof`);
    expect(proofRes.headers.get('cache-control')).toBe('no-store');
    const proof = (await proofRes.json()) as JourneyProof;
    expect(proof.journey.id).toBe(journey.id);
    expect(proof.person.email).toBe(user.email);
    const done = proof.companies.find((c) => c.reference === manual.reference)!;
    expect(done).toMatchObject({
      channel: 'manual',
      status: 'completed',
      evidence: { kind: 'self_attested', by: 'You (self-attested, not confirmed by the company)' },
    });
    const emailed = proof.companies.find((c) => c.company_name === brands[0]!.name)!;
    expect(emailed).toMatchObject({
      channel: 'email',
      destination: brands[0]!.contact_email,
      evidence: null,
    });
    expect(emailed.sent).toContainEqual({
      field: 'address',
      value: NEW_ADDRESS,
      outcome: 'pending',
    });
    expect(emailed.approved_at).not.toBeNull();
    expect(emailed.sent_at).not.toBeNull();

    const csv = await get(`/api/journeys/${journey.id}/proof?format=csv&download=1`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="proof-of-update-.*\.csv"/,
    );
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(/^Company,Who did what,Completed by,Channel,/);
    expect(text).toContain(`New address: ${NEW_ADDRESS}"`);
    expect(text).toContain('You (self-attested, not confirmed by the company)');
    await expectError(
      await get(`/api/journeys/${journey.id}/proof?format=pdf`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lists approvals in Privacy & Security and turns the daily summary off and on', async () => {
    const consents = (await (await get('/api/account/update-consents')).json()) as {
      items: { company_name: string; consent_version: string }[];
    };
    expect(consents.items.length).toBeGreaterThan(0);
    expect(consents.items.every((c) => c.consent_version === '1.0')).toBe(true);
    const theirs = (await (await get('/api/account/update-consents', other.cookie)).json()) as {
      items: unknown[];
    };
    expect(theirs.items).toEqual([]);

    expect(await (await get('/api/account/notifications')).json()).toEqual({ update_digest: true });
    const put = (json: unknown) =>
      t.request('/api/account/notifications', { method: 'PUT', cookie: user.cookie, json });
    await expectError(await put({ update_digest: 'no' }), 400, 'VALIDATION_FAILED');
    expect(await (await put({ update_digest: false })).json()).toEqual({ update_digest: false });
    expect(await (await get('/api/account/notifications')).json()).toEqual({
      update_digest: false,
    });
    expect(await (await get('/api/account/notifications', other.cookie)).json()).toEqual({
      update_digest: true,
    });
    await put({ update_digest: true });
  });

  it('cancels an open update when its company leaves the journey or the footprints', async () => {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [{}, {}]);
    const requests = await approveAddress(
      t,
      user.cookie,
      journey.id,
      footprints.map((f) => f.id),
    );
    for (const r of requests) await waitForStatus(t, r.id, 'sent');
    const unlink = await t.request(`/api/journeys/${journey.id}/footprints/${footprints[0]!.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(unlink.status).toBe(204);
    const removed = requests.find((r) => r.footprint_id === footprints[0]!.id)!;
    const cancelled = (await (
      await get(`/api/updates/${removed.id}`)
    ).json()) as UpdateRequestDetail;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.at(-1)!.evidence).toMatchObject({ reason: 'removed_from_journey' });
    await waitForMail(t, brands[0]!.contact_email!, /^Cancelled:/);

    const other = requests.find((r) => r.footprint_id === footprints[1]!.id)!;
    const gone = await t.request(`/api/footprints/${footprints[1]!.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(gone.status).toBe(204);
    // The proof keeps both, cancelled.
    const proof = (await (await get(`/api/journeys/${journey.id}/proof`)).json()) as JourneyProof;
    expect(proof.companies.map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(proof.companies.map((c) => c.reference).sort()).toEqual(
      [removed.reference, other.reference].sort(),
    );
  });

  it('keeps the event log append-only', async () => {
    const [event] = await t.database.db.select().from(updateRequestEvents).limit(1);
    await expect(
      t.database.db
        .update(updateRequestEvents)
        .set({ type: 'confirmed' })
        .where(eq(updateRequestEvents.id, event!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(updateRequestEvents).where(eq(updateRequestEvents.id, event!.id)),
    ).rejects.toThrow();
  });
});
