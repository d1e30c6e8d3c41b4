import type { ServerResponse } from 'node:http';
import { and, desc, eq, like } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IntegrationBrandList,
  IntegrationDetail,
  TestDeliveryResult,
} from '@updately/shared/admin-integrations-api';
import type { BusinessRequestDetail } from '@updately/shared/business-api';
import {
  auditLogs,
  brandClaims,
  brandFieldMappings,
  brandUpdateChannels,
  organizations,
  webhookDeliveries,
} from '../../db/schema';
import { createWebhookEndpoint } from '../../platform/business/webhook-endpoints';
import { grantRole } from '../../platform/roles/roles';
import {
  startTestReceiver,
  type ReceivedRequest,
} from '../../platform/outbound-http/test-receiver';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { expectError } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { CookieJar } from '../../test/cookie-jar';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';
import { secretFromUri, totpCode } from '../../test/totp';
import { TURNSTILE_PASS_TOKEN } from '../../test/turnstile-stand-in';
import { approveAddress, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Receiver = Awaited<ReturnType<typeof startTestReceiver>>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const base = '/api/admin/integrations';

/** 204 when the delivery verifies with `secret`, else 400. */
function verifyingWith(secret: string) {
  return (request: ReceivedRequest, res: ServerResponse) => {
    try {
      new Webhook(secret).verify(request.body, request.headers);
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=x' });
      res.end('{"received":true}');
    } catch (err) {
      res.writeHead(400).end(String(err));
    }
  };
}

describe('admin integration builder API', () => {
  let t: TestApp;
  let receiver: Receiver;
  let admin: User;
  let user: User;
  let owner: User;
  let org: string;
  let claimed: { id: string; name: string };
  let emailed: { id: string; name: string };
  let unlisted: { id: string; name: string };
  let endpoint: { id: string; secret: string };
  let otherEndpoint: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver();
    admin = await signUpAdmin(t);
    user = await t.signUp({ name: 'Uma User' });
    owner = await t.signUp({ name: 'Olivia Owner' });
    org = await createOrganization(t, owner.cookie, 'Zephyr Energy Group');
    ({ brand: claimed } = await claimBrand(t, owner.cookie, org, { name: 'Zephyr Energy' }));
    emailed = await createBrand(t.database.db, {
      name: 'Zephyr Insurance',
      contact_email: 'privacy@zephyr-insurance.example',
    });
    unlisted = await createBrand(t.database.db, { name: 'Zephyr Gym', contact_email: null });
    const made = await t.request(`/api/business/organizations/${org}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { url: `${receiver.url}/hooks` },
    });
    expect(made.status).toBe(201);
    endpoint = (await made.json()) as { id: string; secret: string };
    receiver.reply(verifyingWith(endpoint.secret));
    // Another organisation's endpoint: never a target for this brand's test delivery.
    const otherOwner = await t.signUp({ name: 'Ben Other' });
    const otherOrg = await createOrganization(t, otherOwner.cookie, 'Other Org');
    const other = await t.request(`/api/business/organizations/${otherOrg}/webhooks`, {
      method: 'POST',
      cookie: otherOwner.cookie,
      json: { url: `${receiver.url}/other` },
    });
    otherEndpoint = ((await other.json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: string, path: string, cookie?: string, json?: unknown) =>
    t.request(path, { method, cookie, json });
  const adminCall = (method: string, path: string, json?: unknown) =>
    call(method, path, admin.cookie, json);

  async function detail(brandId: string) {
    const res = await adminCall('GET', `${base}/${brandId}`);
    expect(res.status).toBe(200);
    return (await res.json()) as IntegrationDetail;
  }
  async function list(query: string) {
    const res = await adminCall('GET', `${base}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as IntegrationBrandList;
  }
  const adminEntries = () =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(like(auditLogs.action, 'admin.brand.%'))
      .orderBy(desc(auditLogs.created_at));
  const channelRows = () => t.database.db.select().from(brandUpdateChannels);
  const mappingRows = () => t.database.db.select().from(brandFieldMappings);
  const deliveryCount = () =>
    t.database.db.$count(webhookDeliveries, eq(webhookDeliveries.endpoint_id, endpoint.id));

  it('answers 401 to anonymous callers and 403 to users, writing nothing', async () => {
    const before = {
      channels: await channelRows(),
      deliveries: await deliveryCount(),
      received: receiver.received.length,
    };
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/${claimed.id}`],
      ['PUT', `${base}/${emailed.id}/channel`, { channel: 'manual' }],
      [
        'PUT',
        `${base}/${claimed.id}/mapping`,
        { fields: [{ field_type: 'address', external_name: 'addr' }] },
      ],
      ['POST', `${base}/${claimed.id}/test-delivery`, { endpoint_id: endpoint.id }],
    ];
    for (const [method, path, json] of routes) {
      await expectError(await call(method, path, undefined, json), 401, 'UNAUTHORIZED');
      await expectError(await call(method, path, user.cookie, json), 403, 'FORBIDDEN');
    }
    expect(await channelRows()).toEqual(before.channels);
    expect(await mappingRows()).toEqual([]);
    expect(await deliveryCount()).toBe(before.deliveries);
    expect(receiver.received.length).toBe(before.received);
    expect(await adminEntries()).toEqual([]);
  });

  it('lists brands by name with their effective channel, searched, filtered and paged', async () => {
    const found = await list('?q=zephyr');
    expect(found.items.map((b) => [b.name, b.channel])).toEqual([
      ['Zephyr Energy', 'api'],
      ['Zephyr Gym', 'manual'],
      ['Zephyr Insurance', 'email'],
    ]);
    expect(found.items[0]).toMatchObject({
      configured_channel: 'api',
      organization: { id: org, name: 'Zephyr Energy Group' },
    });
    expect(found.items[2]).toMatchObject({
      configured_channel: null,
      destination: 'privacy@zephyr-insurance.example',
      organization: null,
    });
    expect((await list('?q=zephyr&channel=email')).items.map((b) => b.name)).toEqual([
      'Zephyr Insurance',
    ]);
    const first = await list('?q=zephyr&limit=2');
    expect(first.items.map((b) => b.name)).toEqual(['Zephyr Energy', 'Zephyr Gym']);
    const next = await list(`?q=zephyr&limit=2&cursor=${first.next_cursor}`);
    expect(next).toEqual({
      items: [expect.objectContaining({ name: 'Zephyr Insurance' })],
      next_cursor: null,
    });
    // A search is text, not a pattern.
    expect((await list('?q=%25')).items).toEqual([]);
    for (const query of ['?channel=fax', '?limit=0', '?limit=101', '?cursor=bogus']) {
      await expectError(await adminCall('GET', `${base}${query}`), 400, 'VALIDATION_FAILED');
    }
  });

  it("shows a claimed brand's organisation, endpoints and field names; 404 and 400 otherwise", async () => {
    const shown = await detail(claimed.id);
    expect(shown).toMatchObject({
      brand: { id: claimed.id, name: 'Zephyr Energy' },
      configured_channel: 'api',
      channel: 'api',
      claim: { organization: { id: org, name: 'Zephyr Energy Group' }, method: 'email_code' },
      endpoints: [
        {
          id: endpoint.id,
          url: `${receiver.url}/hooks`,
          enabled: true,
          failure_streak: 0,
          recent_attempts: 0,
          success_rate: null,
          last_success_at: null,
        },
      ],
      deliveries: [],
      mapping: [
        { field_type: 'address', label: 'Address', external_name: null },
        { field_type: 'email', label: 'Email', external_name: null },
        { field_type: 'phone', label: 'Phone', external_name: null },
      ],
    });
    expect(JSON.stringify(shown)).not.toContain(endpoint.secret);
    expect((await detail(emailed.id)).claim).toBeNull();
    await expectError(await adminCall('GET', `${base}/${NO_SUCH_ID}`), 404, 'NOT_FOUND');
    await expectError(await adminCall('GET', `${base}/nope`), 400, 'VALIDATION_FAILED');
  });

  it('sets the email channel with a contact address, audited; refuses bad input and api without a claim', async () => {
    const before = await channelRows();
    const refusals: [string, unknown, number, string][] = [
      [unlisted.id, { channel: 'email' }, 400, 'VALIDATION_FAILED'],
      [
        unlisted.id,
        { channel: 'email', contact_email: 'not an address' },
        400,
        'VALIDATION_FAILED',
      ],
      [unlisted.id, { channel: 'fax' }, 400, 'VALIDATION_FAILED'],
      [unlisted.id, { channel: 'api' }, 409, 'CONFLICT'],
      [emailed.id, { channel: 'api' }, 409, 'CONFLICT'],
      [NO_SUCH_ID, { channel: 'manual' }, 404, 'NOT_FOUND'],
    ];
    for (const [brandId, json, status, code] of refusals) {
      await expectError(await adminCall('PUT', `${base}/${brandId}/channel`, json), status, code);
    }
    expect(await channelRows()).toEqual(before);
    expect(await adminEntries()).toEqual([]);

    const res = await adminCall('PUT', `${base}/${unlisted.id}/channel`, {
      channel: 'email',
      contact_email: ' Privacy@Zephyr-Gym.example ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      configured_channel: 'email',
      channel: 'email',
      contact_email_override: 'privacy@zephyr-gym.example',
      destination: 'privacy@zephyr-gym.example',
    });
    expect((await list('?q=zephyr%20gym')).items[0]).toMatchObject({
      channel: 'email',
      destination: 'privacy@zephyr-gym.example',
    });
    const [entry] = await adminEntries();
    expect(entry).toMatchObject({
      user_id: admin.id,
      action: 'admin.brand.channel_updated',
      resource_type: 'BRAND',
      resource_id: unlisted.id,
      old_values: { channel: null, contact_email: null, effective_channel: 'manual' },
      new_values: {
        channel: 'email',
        contact_email: 'privacy@zephyr-gym.example',
        effective_channel: 'email',
      },
    });

    // The claimed brand may go manual and back to api (its claim stands).
    for (const channel of ['manual', 'api'] as const) {
      const changed = await adminCall('PUT', `${base}/${claimed.id}/channel`, { channel });
      expect(changed.status).toBe(200);
      expect(((await changed.json()) as IntegrationDetail).channel).toBe(channel);
    }
  });

  it('saves field names with an audit entry, and the Business API gives them to the brand', async () => {
    const path = `${base}/${claimed.id}/mapping`;
    const bad = [
      { fields: [{ field_type: 'address', external_name: '1st_line' }] },
      { fields: [{ field_type: 'address', external_name: 'has space' }] },
      { fields: [{ field_type: 'address', external_name: 'x'.repeat(65) }] },
      { fields: [{ field_type: 'passport', external_name: 'passport_no' }] },
      {
        fields: [
          { field_type: 'address', external_name: 'contact' },
          { field_type: 'email', external_name: 'Contact' },
        ],
      },
      {
        fields: [
          { field_type: 'address', external_name: 'a' },
          { field_type: 'address', external_name: 'b' },
        ],
      },
    ];
    for (const json of bad)
      await expectError(await adminCall('PUT', path, json), 400, 'VALIDATION_FAILED');
    expect(await mappingRows()).toEqual([]);

    const res = await adminCall('PUT', path, {
      fields: [
        { field_type: 'address', external_name: 'postal_address' },
        { field_type: 'phone', external_name: 'mobile.number' },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as IntegrationDetail).mapping.map((m) => m.external_name)).toEqual([
      'postal_address',
      null,
      'mobile.number',
    ]);
    const cleared = await adminCall('PUT', path, {
      fields: [{ field_type: 'phone', external_name: null }],
    });
    expect(
      ((await cleared.json()) as IntegrationDetail).mapping.map((m) => m.external_name),
    ).toEqual(['postal_address', null, null]);
    const [last, first] = await adminEntries();
    expect(first).toMatchObject({
      user_id: admin.id,
      action: 'admin.brand.field_mapping_updated',
      resource_type: 'BRAND',
      resource_id: claimed.id,
      old_values: {},
      new_values: { address: 'postal_address', phone: 'mobile.number' },
    });
    expect(last).toMatchObject({
      old_values: { address: 'postal_address', phone: 'mobile.number' },
      new_values: { address: 'postal_address' },
    });

    // A person moves; the address goes to the claimed brand through the api channel.
    const person = await t.signUp({ name: 'Alex Nguyen' });
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [claimed.id],
    });
    const journey = await createJourney(t.database.db, person.id, {
      type: 'moving_house',
      name: 'Moving',
      target_address: NEW_ADDRESS,
      moving_date: '2027-03-03',
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
    expect(request!.channel).toBe('api');
    await waitForStatus(t, request!.id, 'sent');
    const key = (await createKey(t, owner.cookie, org)).key;
    const got = await businessApi(t, key)('GET', `/requests/${request!.id}`);
    expect(got.status).toBe(200);
    expect(((await got.json()) as BusinessRequestDetail).changes).toEqual([
      { field: 'address', value: NEW_ADDRESS, external_name: 'postal_address' },
    ]);
  });

  it('sends a signed test delivery through the guard, shows request and response, logs and audits it', async () => {
    const seen = receiver.received.length;
    const res = await adminCall('POST', `${base}/${claimed.id}/test-delivery`, {
      endpoint_id: endpoint.id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as TestDeliveryResult;
    expect(result).toMatchObject({
      outcome: 'delivered',
      request: { method: 'POST', url: `${receiver.url}/hooks` },
      response: {
        status: 200,
        body: '{"received":true}',
        body_truncated: false,
        headers: { 'content-type': 'application/json' },
      },
      error: null,
    });
    expect(result.response!.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain(endpoint.secret);

    const arrived = receiver.received.slice(seen).filter((r) => r.path === '/hooks');
    const delivered = arrived.find((r) => r.headers['webhook-id'] === result.message_id)!;
    expect(delivered.body).toBe(result.request.body);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(result.request.headers[name]).toBe(delivered.headers[name]);
    }
    const payload = new Webhook(endpoint.secret).verify(delivered.body, delivered.headers) as {
      type: string;
      data: { sample: boolean; request: { fields: Record<string, string> } };
    };
    expect(payload.type).toBe('webhook.test');
    expect(payload.data.sample).toBe(true);
    expect(Object.keys(payload.data.request.fields)).toEqual(['postal_address', 'email', 'phone']);

    const shown = await detail(claimed.id);
    expect(shown.deliveries[0]).toMatchObject({
      id: result.delivery_id,
      message_id: result.message_id,
      event_type: 'webhook.test',
      response_status: 200,
      succeeded: true,
    });
    expect(shown.endpoints[0]!.last_success_at).not.toBeNull();
    expect(shown.endpoints[0]!.success_rate).toBeGreaterThan(0);
    const [entry] = await adminEntries();
    expect(entry).toMatchObject({
      user_id: admin.id,
      action: 'admin.brand.test_delivery_sent',
      resource_type: 'BRAND',
      resource_id: claimed.id,
      new_values: { outcome: 'delivered', status: 200, error: null },
      metadata: { endpoint_id: endpoint.id, message_id: result.message_id },
    });
  });

  it('shows a failing answer, cut to 4 KB, and counts the failure streak', async () => {
    receiver.reply((_, res) => res.writeHead(503, { 'retry-after': '60' }).end('x'.repeat(6000)));
    try {
      const res = await adminCall('POST', `${base}/${claimed.id}/test-delivery`, {
        endpoint_id: endpoint.id,
      });
      const result = (await res.json()) as TestDeliveryResult;
      expect(result.outcome).toBe('failed');
      expect(result.response).toMatchObject({
        status: 503,
        headers: { 'retry-after': '60' },
        body_truncated: true,
      });
      expect(result.response!.body).toHaveLength(4096);
      const [health] = (await detail(claimed.id)).endpoints;
      expect(health).toMatchObject({ failure_streak: 1, enabled: true });
      expect(health!.last_failure_at).not.toBeNull();
    } finally {
      receiver.reply(verifyingWith(endpoint.secret));
    }
  });

  it('refuses a test delivery to another organisation’s endpoint, without a claim, or with bad input', async () => {
    const before = await deliveryCount();
    const entries = (await adminEntries()).length;
    const post = (brandId: string, json: unknown) =>
      adminCall('POST', `${base}/${brandId}/test-delivery`, json);
    await expectError(await post(claimed.id, { endpoint_id: otherEndpoint }), 404, 'NOT_FOUND');
    await expectError(await post(emailed.id, { endpoint_id: endpoint.id }), 409, 'CONFLICT');
    await expectError(await post(claimed.id, { endpoint_id: 'nope' }), 400, 'VALIDATION_FAILED');
    await expectError(await post(claimed.id, {}), 400, 'VALIDATION_FAILED');
    expect(await deliveryCount()).toBe(before);
    expect((await adminEntries()).length).toBe(entries);
    expect(
      await t.database.db.$count(
        webhookDeliveries,
        and(eq(webhookDeliveries.endpoint_id, otherEndpoint)),
      ),
    ).toBe(0);
  });
});

describe('admin test delivery in production: the SSRF guard refuses private addresses', () => {
  let t: TestApp;
  let receiver: Receiver;
  let cookie: string;
  let brandId: string;
  let endpointId: string;

  /** A browser's request to the production app (its own origin). */
  async function send(
    path: string,
    init: { method?: string; json?: unknown; jar?: CookieJar } = {},
  ) {
    const res = await t.app.request(path, {
      method: init.method ?? 'POST',
      headers: {
        origin: t.config.appUrl,
        'content-type': 'application/json',
        'x-captcha-response': TURNSTILE_PASS_TOKEN,
        ...(init.jar && { cookie: init.jar.toString() }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    init.jar?.store(res);
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp({ config: PRODUCTION_SETTINGS });
    receiver = await startTestReceiver();
    // An admin with two-factor authentication, signed in as a browser would be.
    const email = `admin-${crypto.randomUUID()}@example.com`;
    const password = 'a long enough passphrase';
    const created = await t.deps.auth.api.signUpEmail({
      body: { email, password, name: 'Ada Admin' },
      headers: new Headers({ 'x-captcha-response': TURNSTILE_PASS_TOKEN }),
    });
    await t.deps.auth.$context.then((c) =>
      c.internalAdapter.updateUser(created.user.id, { emailVerified: true }),
    );
    await grantRole(t.database.db, created.user.id, 'admin');
    const jar = new CookieJar();
    expect((await send('/api/auth/sign-in/email', { json: { email, password }, jar })).status).toBe(
      200,
    );
    const enabled = await send('/api/auth/two-factor/enable', { json: { password }, jar });
    const secret = secretFromUri(((await enabled.json()) as { totpURI: string }).totpURI);
    const verified = await send('/api/auth/two-factor/verify-totp', {
      json: { code: totpCode(secret) },
      jar,
    });
    expect(verified.status).toBe(200);
    cookie = jar.toString();

    // A claimed brand whose endpoint now points at a loopback address (say its DNS changed
    // after the address was checked): stored directly, as the portal would refuse it.
    const brand = await createBrand(t.database.db, { name: 'Rebind Energy' });
    brandId = brand.id;
    const [organization] = await t.database.db
      .insert(organizations)
      .values({ name: 'Rebind Group', slug: `rebind-${crypto.randomUUID().slice(0, 6)}` })
      .returning();
    await t.database.db.insert(brandClaims).values({
      organization_id: organization!.id,
      brand_id: brand.id,
      status: 'verified',
      decided_by_method: 'admin',
      decided_at: new Date(),
    });
    endpointId = await t.database.db.transaction(async (tx) => {
      const made = await createWebhookEndpoint(tx, t.deps.updates.cipher, {
        organizationId: organization!.id,
        url: `${receiver.url}/hooks`,
        eventTypes: ['update_request.created'],
        source: 'portal',
      });
      return made.row.id;
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('refuses to send to a loopback address, and logs the refusal', async () => {
    const res = await t.app.request(`${base}/${brandId}/test-delivery`, {
      method: 'POST',
      headers: { origin: t.config.appUrl, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ endpoint_id: endpointId }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = (await res.json()) as TestDeliveryResult;
    expect(result).toMatchObject({
      outcome: 'blocked',
      response: null,
      error: { code: 'BLOCKED_ADDRESS' },
    });
    expect(result.error!.message).toContain('not a public address');
    expect(receiver.received).toEqual([]);
    const [logged] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, endpointId));
    expect(logged).toMatchObject({
      response_status: null,
      error: expect.stringContaining('BLOCKED_ADDRESS'),
    });
  });
});
