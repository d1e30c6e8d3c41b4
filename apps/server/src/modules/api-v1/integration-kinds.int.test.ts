import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BusinessRequestDetail, IntegrationKinds } from '@updately/shared/business-api';
import {
  DEFAULT_HANDLED_KINDS,
  REQUEST_KINDS,
  type RequestKind,
} from '@updately/shared/request-kinds';
import { journeys, updateRequestEvents } from '../../db/schema';
import { sealJourneyDetails } from '../../platform/crypto/journey-details';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { expectError } from '../../test/account-test-kit';
import {
  addMember,
  businessApi,
  claimBrand,
  createKey,
  createOrganization,
} from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, waitForStatus } from '../../test/update-kit';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const NEW_EMAIL = 'sam.new@example.com';
const NAME = {
  former_name: 'Sam Lee',
  given_names: 'Sam',
  family_name: 'Nguyen',
  effective_date: '2026-11-01',
  basis: 'marriage' as const,
};

/** The v1 shapes as a client generated before request kinds knew them (zod strips the rest). */
const OLD_FIELD = z.enum(['address', 'email', 'phone']);
const oldSummary = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  values_withheld: z.enum(['cancelled', 'expired']).nullable(),
  brand: z.object({ id: z.string().nullable(), name: z.string() }),
  fields: z.array(OLD_FIELD),
  effective_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
const oldDetail = z.object({
  id: z.string(),
  reference: z.string(),
  idempotency_key: z.string(),
  company: z.object({ brand_id: z.string().nullable(), name: z.string() }),
  person: z.array(z.object({ field: z.string(), value: z.string().nullable() })),
  changes: z.array(z.object({ field: OLD_FIELD, value: z.string().nullable() })),
  effective_date: z.string().nullable(),
  consent: z.object({
    id: z.string(),
    version: z.string(),
    text: z.string(),
    given_at: z.string(),
  }),
  status: z.string(),
  values_withheld: z.enum(['cancelled', 'expired']).nullable(),
  outcomes: z.array(
    z.object({
      field: OLD_FIELD,
      outcome: z.enum(['pending', 'applied', 'rejected']),
      reason: z.string().nullable(),
    }),
  ),
  identity_assertion: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
const oldWebhook = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    id: z.string(),
    reference: z.string(),
    brand_id: z.string().nullable(),
    status: z.string(),
    updated_at: z.string(),
  }),
});

describe('integrations declare the kinds they handle; v1 clients keep working', () => {
  let t: TestApp;
  let owner: User;
  let org: string;
  let brand: { id: string };
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  /** Each endpoint's secret, by its path. */
  const secrets: Record<string, string> = {};
  const heard: { body: unknown; raw: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver((request, res) => {
      // Verified as a business verifies it: Standard Webhooks, the endpoint's secret.
      const body = new Webhook(secrets[request.path]!).verify(request.body, request.headers);
      heard.push({ body, raw: request.body });
      res.writeHead(204).end();
    });
    owner = await t.signUp({ name: 'Olivia Owner' });
    org = await createOrganization(t, owner.cookie, 'Kinds Energy');
    ({ brand } = await claimBrand(t, owner.cookie, org, { name: 'Kinds Energy' }));
    await subscribe(org, '/hooks');
  });

  async function subscribe(organizationId: string, path: string) {
    const hook = await t.request(`/api/business/organizations/${organizationId}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { url: `${receiver.url}${path}` },
    });
    expect(hook.status).toBe(201);
    secrets[path] = ((await hook.json()) as { secret: string }).secret;
  }
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  /** A person tells the brand a new address and email: each kind's request, as approved. */
  async function approve(fields: string[], to: { id: string } = brand) {
    const person = await t.signUp({ name: 'Sam Lee' });
    const journey = await createJourney(t.database.db, person.id, {
      type: 'moving_house',
      name: 'Moving',
      target_address: NEW_ADDRESS,
      target_email: NEW_EMAIL,
    });
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [to.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id], {
      fields_to_update: { address: true, email: true, phone: false },
    });
    const res = await t.request(`/api/journeys/${journey.id}/updates`, {
      method: 'POST',
      cookie: person.cookie,
      json: { consent_version: '1.0', companies: [{ footprint_id: footprint!.id, fields }] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const items = ((await res.json()) as { items: { id: string; kind: string; channel: string }[] })
      .items;
    return { person, items };
  }

  it('GET answers the v1 kinds until the organisation chooses; 401 without a key', async () => {
    const key = (await createKey(t, owner.cookie, org, ['requests:read'])).key;
    const res = await businessApi(t, key)('GET', '/integration/kinds');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kinds: [...DEFAULT_HANDLED_KINDS],
      is_default: true,
      updated_at: null,
    });
    await expectError(await businessApi(t, null)('GET', '/integration/kinds'), 401, 'UNAUTHORIZED');
    await expectError(
      await businessApi(t, null)('PUT', '/integration/kinds', { json: { kinds: [] } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('PUT needs the integration:write scope (403) and known kinds, at least one (400)', async () => {
    const readOnly = (await createKey(t, owner.cookie, org)).key;
    await expectError(
      await businessApi(t, readOnly)('PUT', '/integration/kinds', {
        json: { kinds: ['change_of_name'] },
      }),
      403,
      'INSUFFICIENT_SCOPE',
    );
    const writer = businessApi(
      t,
      (await createKey(t, owner.cookie, org, ['requests:read', 'integration:write'])).key,
    );
    await expectError(
      await writer('PUT', '/integration/kinds', { json: { kinds: [] } }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await writer('PUT', '/integration/kinds', { json: { kinds: ['change_of_password'] } }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await writer('PUT', '/integration/kinds', { json: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('PUT records the choice (in the order of REQUEST_KINDS, once each); the portal reads it', async () => {
    const writer = businessApi(
      t,
      (await createKey(t, owner.cookie, org, ['requests:read', 'integration:write'])).key,
    );
    const res = await writer('PUT', '/integration/kinds', {
      json: { kinds: ['change_of_name', 'change_of_contact', 'change_of_name'] },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as IntegrationKinds;
    expect(body).toMatchObject({
      kinds: ['change_of_contact', 'change_of_name'],
      is_default: false,
    });
    const portal = await t.request(`/api/business/organizations/${org}/integration/kinds`, {
      cookie: owner.cookie,
    });
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual(body);
  });

  it('the portal: a member reads but may not choose (403); another user sees no organisation (404)', async () => {
    const member = await t.signUp({ name: 'Mia Member' });
    await addMember(t, org, member.id, 'member');
    const path = `/api/business/organizations/${org}/integration/kinds`;
    expect((await t.request(path, { cookie: member.cookie })).status).toBe(200);
    await expectError(
      await t.request(path, {
        method: 'PUT',
        cookie: member.cookie,
        json: { kinds: ['change_of_address'] },
      }),
      403,
      'FORBIDDEN',
    );
    const stranger = await t.signUp({ name: 'Stan Stranger' });
    await expectError(await t.request(path, { cookie: stranger.cookie }), 404, 'NOT_FOUND');
    await expectError(await t.request(path), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request(path, { method: 'PUT', cookie: owner.cookie, json: { kinds: ['nope'] } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a kind the organisation left out never reaches its integration: it goes by another channel', async () => {
    const set = await t.request(`/api/business/organizations/${org}/integration/kinds`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { kinds: ['change_of_contact'] },
    });
    expect(set.status).toBe(200);
    const { items } = await approve(['address', 'email']);
    const address = items.find((i) => i.kind === 'change_of_address')!;
    const contact = items.find((i) => i.kind === 'change_of_contact')!;
    expect(contact.channel).toBe('api');
    // The brand publishes no address: the person's checklist.
    expect(address.channel).toBe('manual');
    await waitForStatus(t, contact.id, 'sent');
    const key = (await createKey(t, owner.cookie, org)).key;
    const list = (await (await businessApi(t, key)('GET', '/requests')).json()) as {
      items: { id: string }[];
    };
    expect(list.items.map((i) => i.id)).toContain(contact.id);
    expect(list.items.map((i) => i.id)).not.toContain(address.id);
    await expectError(
      await businessApi(t, key)('GET', `/requests/${address.id}`),
      404,
      'NOT_FOUND',
    );
    // The company holds no account for this person: an answer of its own, billed nothing.
    const answered = await businessApi(t, key)('POST', `/requests/${contact.id}/confirm`, {
      idempotencyKey: `none-${contact.id}`,
      json: { fields: [{ field: 'email', outcome: 'no_account' }] },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(((await answered.json()) as BusinessRequestDetail).outcomes).toEqual([
      { field: 'email', outcome: 'no_account', reason: null },
    ]);
  });

  it('property: whatever kinds a business opts into, its integration receives only those', async () => {
    const key = (await createKey(t, owner.cookie, org)).key;
    const sentKinds: RequestKind[] = ['change_of_name', 'change_of_address', 'change_of_contact'];
    await fc.assert(
      fc.asyncProperty(fc.subarray([...REQUEST_KINDS], { minLength: 1 }), async (opted) => {
        const set = await t.request(`/api/business/organizations/${org}/integration/kinds`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: { kinds: opted },
        });
        expect(set.status).toBe(200);
        const person = await t.signUp({ name: 'Sam Lee' });
        const journey = await createJourney(t.database.db, person.id, {
          type: 'getting_married',
          name: 'Married',
          target_address: NEW_ADDRESS,
          target_email: NEW_EMAIL,
        });
        await t.database.db
          .update(journeys)
          .set(sealJourneyDetails(t.deps.updates.cipher, journey.id, { change_of_name: NAME }))
          .where(eq(journeys.id, journey.id));
        const [footprint] = await createFootprints(t.database.db, person.id, 1, {
          brandIds: [brand.id],
        });
        await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
        const res = await t.request(`/api/journeys/${journey.id}/updates`, {
          method: 'POST',
          cookie: person.cookie,
          json: {
            consent_version: '1.0',
            companies: [
              { footprint_id: footprint!.id, kinds: sentKinds.map((kind) => ({ kind })) },
            ],
          },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        const items = (
          (await res.json()) as { items: { id: string; kind: RequestKind; channel: string }[] }
        ).items;
        expect(items.map((i) => i.kind).sort()).toEqual([...sentKinds].sort());
        for (const item of items) {
          expect(item.channel === 'api', item.kind).toBe(opted.includes(item.kind));
        }
        const page = (await (await businessApi(t, key)('GET', '/requests?limit=100')).json()) as {
          items: { id: string; kind: RequestKind }[];
        };
        const received = page.items.filter((i) => items.some((mine) => mine.id === i.id));
        expect(received.map((i) => i.kind).sort()).toEqual(
          sentKinds.filter((k) => opted.includes(k)).sort(),
        );
      }),
      { numRuns: 5 },
    );
  }, 60_000);

  it('sent again after the business dropped its kind: the request goes to the checklist, not the integration', async () => {
    const path = `/api/business/organizations/${org}/integration/kinds`;
    const both = { kinds: ['change_of_address', 'change_of_contact'] };
    expect(
      (await t.request(path, { method: 'PUT', cookie: owner.cookie, json: both })).status,
    ).toBe(200);
    const { person, items } = await approve(['address']);
    const address = items.find((i) => i.kind === 'change_of_address')!;
    expect(address.channel).toBe('api');
    await waitForStatus(t, address.id, 'sent');
    const api = businessApi(t, (await createKey(t, owner.cookie, org)).key);
    const verify = await api('POST', `/requests/${address.id}/confirm`, {
      idempotencyKey: `verify-${address.id}`,
      json: {
        fields: [{ field: 'address', outcome: 'rejected', reason: 'needs_user_verification' }],
      },
    });
    expect(verify.status).toBe(200);
    await waitForStatus(t, address.id, 'needs_you');

    const contactOnly = { kinds: ['change_of_contact'] };
    expect(
      (await t.request(path, { method: 'PUT', cookie: owner.cookie, json: contactOnly })).status,
    ).toBe(200);
    const resent = await t.request(`/api/updates/${address.id}/resend`, {
      method: 'POST',
      cookie: person.cookie,
    });
    expect(resent.status, await resent.clone().text()).toBe(200);
    const row = await waitForStatus(t, address.id, 'sent');
    expect(row).toMatchObject({ channel: 'manual', attempt: 3 });
    const events = await t.database.db
      .select()
      .from(updateRequestEvents)
      .where(eq(updateRequestEvents.request_id, address.id));
    expect(events.find((e) => e.type === 'rerouted')?.evidence).toMatchObject({
      reason: 'kind_not_handled',
      channel: 'manual',
    });
    await expectError(await api('GET', `/requests/${address.id}`), 404, 'NOT_FOUND');
  });

  it('an old v1 client: the list, the detail, a confirm of address and the webhook parse as before', async () => {
    // A business that never chose kinds, as every v1 integration is.
    const legacy = await createOrganization(t, owner.cookie, 'Legacy Gas');
    const { brand: legacyBrand } = await claimBrand(t, owner.cookie, legacy, {
      name: 'Legacy Gas',
    });
    await subscribe(legacy, '/legacy');
    const { items } = await approve(['address', 'email'], legacyBrand);
    const address = items.find((i) => i.kind === 'change_of_address')!;
    await waitForStatus(t, address.id, 'sent');
    const api = businessApi(t, (await createKey(t, owner.cookie, legacy)).key);

    const list = await api('GET', '/requests');
    const page = z
      .object({ items: z.array(oldSummary), next_cursor: z.string().nullable() })
      .parse(await list.json());
    expect(page.items.find((i) => i.id === address.id)?.fields).toEqual(['address']);

    const detail = oldDetail.parse(await (await api('GET', `/requests/${address.id}`)).json());
    expect(detail.changes).toEqual([{ field: 'address', value: NEW_ADDRESS }]);

    const confirm = await api('POST', `/requests/${address.id}/confirm`, {
      idempotencyKey: `old-${address.id}`,
      json: { fields: [{ field: 'address', outcome: 'applied' }] },
    });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const confirmed = oldDetail.parse(await confirm.json());
    expect(confirmed.outcomes).toEqual([{ field: 'address', outcome: 'applied', reason: null }]);

    const event = await eventually(
      async () =>
        heard.find(
          (h) =>
            (h.body as { type: string; data: { id: string } }).type === 'update_request.created' &&
            (h.body as { data: { id: string } }).data.id === address.id,
        ),
      'the created webhook',
    );
    expect(oldWebhook.parse(event.body).data.id).toBe(address.id);
    // The new client reads the kind from the same body.
    expect((event.body as { data: Record<string, unknown> }).data).toMatchObject({
      kind: 'change_of_address',
      subject: 'self',
    });
    expect(event.raw).not.toContain(NEW_ADDRESS);
  });
});
