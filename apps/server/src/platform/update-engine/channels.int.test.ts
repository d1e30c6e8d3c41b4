import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateRequestDetail } from '@updately/shared/updates-api';
import { updateRequestItems, updateRequests } from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { eventually } from '../../test/mailbox';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDoubleBusiness } from '../../test/test-double-business';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe('the api channel: a business integration (test double) on the same contract', () => {
  const business = testDoubleBusiness();
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp({ apiChannel: business.transport });
    user = await t.signUp({ name: 'Alex Nguyen' });
  });
  afterAll(() => t.close());

  const detail = async (id: string) =>
    (await (
      await t.request(`/api/updates/${id}`, { cookie: user.cookie })
    ).json()) as UpdateRequestDetail;

  it('delivers the request on the contract, then acknowledged, then per-field outcomes', async () => {
    const brand = await createBrand(t.database.db, { channel: 'api', contact_email: null });
    const [footprint] = await createFootprints(t.database.db, user.id, 1, { brandIds: [brand.id] });
    const journey = await createJourney(t.database.db, user.id, {
      type: 'changing_jobs',
      name: 'New job, March 2027',
      target_email: 'alex@newjob.example',
      target_phone: '0412 345 678',
    });
    await createJourneyLinks(t.database.db, user.id, journey.id, [footprint!.id], {
      fields_to_update: { address: false, email: true, phone: true },
    });
    const res = await t.request(`/api/journeys/${journey.id}/updates`, {
      method: 'POST',
      cookie: user.cookie,
      json: {
        consent_version: '1.0',
        companies: [{ footprint_id: footprint!.id, fields: ['email', 'phone'] }],
      },
    });
    expect(res.status).toBe(201);
    const { items } = (await res.json()) as { items: { id: string; channel: string }[] };
    expect(items[0]!.channel).toBe('api');
    const id = items[0]!.id;
    await waitForStatus(t, id, 'sent');

    const delivered = business.received.find((r) => r.id === id)!;
    expect(delivered).toMatchObject({
      company: { brand_id: brand.id, name: brand.name },
      changes: [
        { field: 'email', value: 'alex@newjob.example' },
        { field: 'phone', value: '0412 345 678' },
      ],
      person: expect.arrayContaining([{ field: 'full_name', value: 'Alex Nguyen' }]),
      consent: { version: '1.0', text: expect.stringContaining('on my behalf') },
      idempotency_key: `${id}:api:1`,
    });
    expect((await detail(id)).events.at(-1)).toMatchObject({
      type: 'sent',
      evidence: { via: 'api', delivery_id: expect.stringMatching(/^delivery-/) },
    });

    expect(
      (await business.answer(t.database.db, t.deps.logger, id, { kind: 'acknowledge' })).ok,
    ).toBe(true);
    expect((await detail(id)).status).toBe('acknowledged');
    const answered = await business.answer(t.database.db, t.deps.logger, id, {
      kind: 'answer',
      fields: [
        { field: 'email', outcome: 'applied' },
        { field: 'phone', outcome: 'rejected', reason: 'not_supported', message: 'Call us.' },
      ],
    });
    expect(answered.ok).toBe(true);
    const done = await detail(id);
    expect(done.status).toBe('completed');
    expect(done.items.filter((i) => i.field === 'email' || i.field === 'phone')).toEqual([
      {
        field: 'email',
        value: 'alex@newjob.example',
        outcome: 'applied',
        reason_code: null,
        message: null,
      },
      {
        field: 'phone',
        value: '0412 345 678',
        outcome: 'rejected',
        reason_code: 'not_supported',
        message: 'Call us.',
      },
    ]);
    // An answer to a finished request changes nothing.
    const again = await business.answer(t.database.db, t.deps.logger, id, { kind: 'acknowledge' });
    expect(again).toMatchObject({ ok: false, reason: 'not_allowed_from_status' });
  });

  it('asks the person to act when the company needs them to verify who they are', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [
      { channel: 'api', contact_email: null },
    ]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    await business.answer(t.database.db, t.deps.logger, request!.id, {
      kind: 'answer',
      fields: [{ field: 'address', outcome: 'rejected', reason: 'needs_user_verification' }],
    });
    expect(await detail(request!.id)).toMatchObject({
      status: 'needs_you',
      status_reason: 'needs_user_verification',
    });
    // Cancelling tells the integration.
    await t.request(`/api/updates/${request!.id}/cancel`, { method: 'POST', cookie: user.cookie });
    await eventually(
      async () =>
        business.notices.find((n) => n.requestId === request!.id && n.type === 'cancelled'),
      'the cancellation notice',
    );
  });

  it('retries a delivery the integration could not take, with the same idempotency key', async () => {
    const { journey, footprints } = await movingJourney(t, user.id, [
      { channel: 'api', contact_email: null },
    ]);
    business.failDeliveries(1);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent', 30_000);
    const deliveries = business.received.filter((r) => r.id === request!.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.idempotency_key).toBe(`${request!.id}:api:1`);
  });
});

describe('the email channel when the mail server refuses the address', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture({ refuse: (to) => to.startsWith('nobody') });
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('makes the update need the person (email bounced), without retrying', async () => {
    const user = await t.signUp();
    const { journey, footprints } = await movingJourney(t, user.id, [
      { contact_email: 'nobody@refused.example' },
    ]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    const row = await waitForStatus(t, request!.id, 'needs_you');
    expect(row.status_reason).toBe('email_bounced');
    expect(smtp.received.filter((m) => m.to.includes('nobody@refused.example'))).toEqual([]);
    const [item] = await t.database.db
      .select()
      .from(updateRequestItems)
      .where(eq(updateRequestItems.request_id, request!.id));
    expect(item!.outcome).toBe('pending');
    const [current] = await t.database.db
      .select({ sent_at: updateRequests.sent_at })
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(current!.sent_at).toBeNull();
  });
});
