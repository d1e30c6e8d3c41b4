import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail, BusinessRequestSummary } from '@updately/shared/business-api';
import { queryRows } from '../../db/client';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { expectError } from '../../test/account-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, waitForStatus } from '../../test/update-kit';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 24 * 3600_000;
const NEW_EMAIL = 'alex.moved@example.com';
const NEW_PHONE = '+61 412 345 678';

/**
 * N4 and N6: what a business can read back once it no longer needs it. The idempotency store
 * keeps no copy of a person's values, and forgets them with the person and after 48 hours; a
 * request that ended before the business answered it is returned without its values.
 */
describe('data minimisation for businesses (N4, N6)', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  let org: string;
  let key: string;
  let brand: { id: string; name: string };
  let secret: string;
  const heardEvents: { type: string; data: Record<string, unknown>; raw: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver((request, res) => {
      const body = new Webhook(secret).verify(request.body, request.headers) as {
        type: string;
        data: Record<string, unknown>;
      };
      heardEvents.push({ ...body, raw: request.body });
      res.writeHead(204).end();
    });
    const owner = await t.signUp({ name: 'Olivia Owner' });
    org = await createOrganization(t, owner.cookie, 'Acme Energy');
    ({ brand } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' }));
    key = (await createKey(t, owner.cookie, org)).key;
    const hook = await t.request(`/api/business/organizations/${org}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { url: `${receiver.url}/hooks` },
    });
    expect(hook.status).toBe(201);
    secret = ((await hook.json()) as { secret: string }).secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /**
   * A new person telling Acme their new address, email and phone (each kind its own request):
   * the address request (`id`) and the contact one (`contactId`), once sent.
   */
  async function sentRequest(fields: string[] = ['address', 'email']) {
    const person = await t.signUp({ name: 'Alex Nguyen' });
    const journey = await createJourney(t.database.db, person.id, {
      type: 'moving_house',
      name: 'Moving to Brunswick',
      target_address: NEW_ADDRESS,
      target_email: NEW_EMAIL,
      target_phone: NEW_PHONE,
    });
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [brand.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id], {
      fields_to_update: { address: true, email: true, phone: true },
    });
    const res = await t.request(`/api/journeys/${journey.id}/updates`, {
      method: 'POST',
      cookie: person.cookie,
      json: { consent_version: '1.0', companies: [{ footprint_id: footprint!.id, fields }] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const items = ((await res.json()) as { items: { id: string; kind: string }[] }).items;
    const idOf = (kind: string) => items.find((i) => i.kind === kind)?.id;
    const id = idOf('change_of_address');
    const contactId = idOf('change_of_contact');
    let sentAt = new Date();
    for (const requestId of [id, contactId]) {
      if (requestId) sentAt = (await waitForStatus(t, requestId, 'sent')).sent_at!;
    }
    return { person, id: id!, contactId: contactId!, sentAt };
  }

  async function cancel(person: User, id: string) {
    const res = await t.request(`/api/updates/${id}/cancel`, {
      method: 'POST',
      cookie: person.cookie,
    });
    expect(res.status).toBe(200);
  }

  /** Any of the person's values, anywhere in `text`. */
  function personalValuesIn(text: string, person: User): string[] {
    return [NEW_ADDRESS, 'Sydney Road', NEW_EMAIL, NEW_PHONE, person.email, 'Alex Nguyen'].filter(
      (v) => text.includes(v),
    );
  }

  const idempotencyRows = (requestId?: string) =>
    queryRows<Record<string, unknown>>(
      t.database.db,
      requestId
        ? sql`select * from api_idempotency_keys where organization_id = ${org} and idempotency_key like ${`%${requestId}%`}`
        : sql`select * from api_idempotency_keys where organization_id = ${org}`,
    );

  const withoutAssertion = ({ identity_assertion: _, ...rest }: BusinessRequestDetail) => rest;

  it('N4: after a confirm, the idempotency store holds no personal value; the replay answers the same', async () => {
    const { person, id } = await sentRequest();
    const api = businessApi(t, key);
    const answer = { fields: [{ field: 'address', outcome: 'applied' }] };
    const first = await api('POST', `/requests/${id}/confirm`, {
      idempotencyKey: `confirm-${id}`,
      json: answer,
    });
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as BusinessRequestDetail;
    expect(firstBody.changes).toContainEqual({ field: 'address', value: NEW_ADDRESS });

    const rows = await idempotencyRows(id);
    expect(rows).toHaveLength(1);
    expect(personalValuesIn(JSON.stringify(rows), person)).toEqual([]);
    expect(rows[0]!.response_body ?? null).toBeNull();
    expect(rows[0]).toMatchObject({ status_code: 200, request_id: id });

    const replay = await api('POST', `/requests/${id}/confirm`, {
      idempotencyKey: `confirm-${id}`,
      json: answer,
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(withoutAssertion((await replay.json()) as BusinessRequestDetail)).toEqual(
      withoutAssertion(firstBody),
    );
  });

  it("N4: a deleted person's requests leave no row; a replay then answers 404, as a read would", async () => {
    const { person, id } = await sentRequest();
    const api = businessApi(t, key);
    const ack = await api('POST', `/requests/${id}/acknowledge`, { idempotencyKey: `ack-${id}` });
    expect(ack.status).toBe(200);
    expect(await idempotencyRows(id)).toHaveLength(1);

    const gone = await t.request('/api/account', {
      method: 'DELETE',
      cookie: person.cookie,
      json: { confirm: 'DELETE', password: person.password },
    });
    expect(gone.status, await gone.clone().text()).toBe(200);
    expect(await idempotencyRows(id)).toEqual([]);
    const replay = await api('POST', `/requests/${id}/acknowledge`, {
      idempotencyKey: `ack-${id}`,
    });
    await expectError(replay, 404, 'NOT_FOUND');
  });

  it('N4: the scheduled prune job forgets keys older than 48 hours, and only those', async () => {
    const schedules = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from pgboss.schedule where name = 'prune-api-idempotency-keys'`,
    );
    expect(schedules).toHaveLength(1);
    const { id } = await sentRequest();
    const api = businessApi(t, key);
    expect(
      (await api('POST', `/requests/${id}/acknowledge`, { idempotencyKey: `old-${id}` })).status,
    ).toBe(200);
    expect(
      (await api('POST', `/requests/${id}/acknowledge`, { idempotencyKey: `recent-${id}` })).status,
    ).toBe(200);
    await t.database.db.execute(
      sql`update api_idempotency_keys set created_at = now() - interval '49 hours' where idempotency_key = ${`old-${id}`}`,
    );
    await t.database.db.execute(
      sql`update api_idempotency_keys set created_at = now() - interval '47 hours' where idempotency_key = ${`recent-${id}`}`,
    );
    // What the cron runs, run now.
    await t.deps.jobs.send('prune-api-idempotency-keys', {});
    await eventually(
      async () => ((await idempotencyRows(`old-${id}`)).length === 0 ? true : undefined),
      'the old key pruned',
    );
    expect(await idempotencyRows(`recent-${id}`)).toHaveLength(1);
  });

  it('N6: cancelled before any answer: no values in the detail, its details, the list or the webhook', async () => {
    const { person, id, contactId } = await sentRequest();
    await cancel(person, id);
    await cancel(person, contactId);
    const api = businessApi(t, key);

    for (const [requestId, kind, field] of [
      [id, 'change_of_address', 'address'],
      [contactId, 'change_of_contact', 'email'],
    ] as const) {
      const res = await api('GET', `/requests/${requestId}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as BusinessRequestDetail;
      expect(detail).toMatchObject({ status: 'cancelled', values_withheld: 'cancelled', kind });
      expect(detail.changes.map((c) => [c.field, c.value])).toEqual([[field, null]]);
      expect(detail.details).toEqual({ kind, withheld: true });
      expect(detail.person.length).toBeGreaterThan(0);
      expect(detail.person.every((p) => p.value === null)).toBe(true);
      expect(detail.outcomes.map((o) => o.outcome)).toEqual(['pending']);
      expect(personalValuesIn(JSON.stringify(detail), person)).toEqual([]);
    }

    const list = (await (await api('GET', '/requests?status=cancelled')).json()) as {
      items: BusinessRequestSummary[];
    };
    expect(list.items.find((i) => i.id === id)).toMatchObject({
      values_withheld: 'cancelled',
      kind: 'change_of_address',
      fields: ['address'],
    });
    expect(list.items.find((i) => i.id === contactId)).toMatchObject({
      values_withheld: 'cancelled',
      kind: 'change_of_contact',
      fields: ['email'],
    });
    expect(personalValuesIn(JSON.stringify(list), person)).toEqual([]);

    const event = await eventually(
      async () =>
        heardEvents.find((e) => e.type === 'update_request.cancelled' && e.data.id === id),
      'the cancelled event',
    );
    expect(event.data).toMatchObject({ kind: 'change_of_address', subject: 'self' });
    expect(personalValuesIn(event.raw, person)).toEqual([]);
  });

  it('N6: expired before any answer: no values in the detail, its details or the list', async () => {
    const { person, id, sentAt } = await sentRequest(['address']);
    for (const days of [7, 14, 21, 45]) {
      await t.deps.updates.runFollowUps(new Date(sentAt.getTime() + days * DAY + 60_000));
    }
    await waitForStatus(t, id, 'expired');
    const api = businessApi(t, key);
    const detail = (await (await api('GET', `/requests/${id}`)).json()) as BusinessRequestDetail;
    expect(detail).toMatchObject({ status: 'expired', values_withheld: 'expired' });
    expect([...detail.person, ...detail.changes].every((v) => v.value === null)).toBe(true);
    expect(detail.details).toEqual({ kind: 'change_of_address', withheld: true });
    expect(personalValuesIn(JSON.stringify(detail), person)).toEqual([]);
    const list = (await (await api('GET', '/requests?status=expired')).json()) as {
      items: BusinessRequestSummary[];
    };
    expect(list.items.find((i) => i.id === id)).toMatchObject({ values_withheld: 'expired' });
  });

  it('N6: cancelled after one field was answered: that field and the person stay, the other goes', async () => {
    const { person, contactId } = await sentRequest(['email', 'phone']);
    const api = businessApi(t, key);
    const verify = await api('POST', `/requests/${contactId}/confirm`, {
      idempotencyKey: `verify-${contactId}`,
      json: {
        fields: [{ field: 'email', outcome: 'rejected', reason: 'needs_user_verification' }],
      },
    });
    expect(verify.status).toBe(200);
    await waitForStatus(t, contactId, 'needs_you');
    await cancel(person, contactId);

    const detail = (await (
      await api('GET', `/requests/${contactId}`)
    ).json()) as BusinessRequestDetail;
    expect(detail).toMatchObject({ status: 'cancelled', values_withheld: 'cancelled' });
    expect(detail.changes.map((c) => [c.field, c.value])).toEqual([
      ['email', NEW_EMAIL],
      ['phone', null],
    ]);
    // The details would repeat the phone: they go whole.
    expect(detail.details).toEqual({ kind: 'change_of_contact', withheld: true });
    expect(detail.person.every((p) => p.value !== null)).toBe(true);
    expect(JSON.stringify(detail)).not.toContain(NEW_PHONE);
  });
});
