import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '@updately/shared/webhooks-api';
import { webhookEndpoints } from '../../db/schema';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { expectError } from '../../test/account-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney } from '../../test/update-kit';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';

type Hook = { id: string; target_url: string; event: string; secret?: string };

describe('REST hooks (Zapier-style): an iPaaS tool subscribes a target URL with an API key', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  let cookieA: string;
  let orgA: string;
  let keyA: string;
  let keyB: string;
  let brand: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver();
    const ownerA = await t.signUp();
    const ownerB = await t.signUp();
    cookieA = ownerA.cookie;
    orgA = await createOrganization(t, ownerA.cookie, 'Acme Energy');
    const orgB = await createOrganization(t, ownerB.cookie, 'Bolt Bank');
    ({ brand } = await claimBrand(t, ownerA.cookie, orgA));
    keyA = (await createKey(t, ownerA.cookie, orgA, ['requests:read'])).key;
    keyB = (await createKey(t, ownerB.cookie, orgB)).key;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const subscribe = (key: string | null, json: unknown, idempotencyKey?: string) =>
    businessApi(t, key)('POST', '/hooks', { json, idempotencyKey });
  const hooksOf = (organizationId: string) =>
    t.database.db.$count(webhookEndpoints, eq(webhookEndpoints.organization_id, organizationId));

  it('refuses calls without a key (401) and keys without requests:read (403)', async () => {
    const json = { target_url: `${receiver.url}/zap`, event: 'update_request.created' };
    await expectError(await subscribe(null, json), 401, 'UNAUTHORIZED');
    await expectError(await businessApi(t, null)('DELETE', `/hooks/${orgA}`), 401, 'UNAUTHORIZED');
    const writeOnly = (await createKey(t, cookieA, orgA, ['requests:write'])).key;
    await expectError(await subscribe(writeOnly, json), 403, 'INSUFFICIENT_SCOPE');
    expect(await hooksOf(orgA)).toBe(0);
  });

  it('answers bad input with 400 and subscribes nothing', async () => {
    for (const json of [
      { target_url: `${receiver.url}/zap`, event: 'update_request.deleted' },
      { target_url: 'not a url', event: 'update_request.created' },
      { target_url: 'file:///etc/passwd', event: 'update_request.created' },
      { event: 'update_request.created' },
    ]) {
      await expectError(await subscribe(keyA, json), 400, 'VALIDATION_FAILED');
    }
    expect(await hooksOf(orgA)).toBe(0);
  });

  it('subscribes, delivers signed events to the target, and unsubscribes', async () => {
    const res = await subscribe(keyA, {
      target_url: `${receiver.url}/zap`,
      event: 'update_request.created',
    });
    expect(res.status).toBe(201);
    const hook = (await res.json()) as Hook;
    expect(hook).toEqual({
      id: expect.any(String),
      target_url: `${receiver.url}/zap`,
      event: 'update_request.created',
      secret: expect.stringMatching(/^whsec_/),
    });
    const portal = await t.request(`/api/business/organizations/${orgA}/webhooks`, {
      cookie: cookieA,
    });
    const { items } = (await portal.json()) as { items: WebhookEndpoint[] };
    expect(items).toEqual([
      expect.objectContaining({
        id: hook.id,
        source: 'rest_hook',
        event_types: ['update_request.created'],
      }),
    ]);

    // A customer's request reaches the target, signed with the hook's secret.
    const person = await t.signUp();
    const { journey } = await movingJourney(t, person.id, []);
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [brand.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
    const received = await eventually(
      async () => receiver.received.find((r) => r.path === '/zap'),
      'the delivery to the target',
    );
    const body = new Webhook(hook.secret!).verify(received.body, received.headers);
    expect(body).toMatchObject({ type: 'update_request.created', data: { id: request!.id } });

    // Another organisation's key cannot remove it; nor can the hook API remove portal endpoints.
    await expectError(await businessApi(t, keyB)('DELETE', `/hooks/${hook.id}`), 404, 'NOT_FOUND');
    const made = await t.request(`/api/business/organizations/${orgA}/webhooks`, {
      method: 'POST',
      cookie: cookieA,
      json: { url: 'https://hooks.example.com/portal' },
    });
    const portalEndpoint = (await made.json()) as { id: string };
    await expectError(
      await businessApi(t, keyA)('DELETE', `/hooks/${portalEndpoint.id}`),
      404,
      'NOT_FOUND',
    );
    await expectError(await businessApi(t, keyA)('DELETE', '/hooks/nope'), 404, 'NOT_FOUND');
    expect(await hooksOf(orgA)).toBe(2);

    const removed = await businessApi(t, keyA)('DELETE', `/hooks/${hook.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      id: hook.id,
      target_url: `${receiver.url}/zap`,
      event: 'update_request.created',
    });
    await expectError(await businessApi(t, keyA)('DELETE', `/hooks/${hook.id}`), 404, 'NOT_FOUND');
    expect(await hooksOf(orgA)).toBe(1);
  });

  it('replays a subscription sent again with the same Idempotency-Key, without the secret', async () => {
    const before = await hooksOf(orgA);
    const json = { target_url: 'https://hooks.example.com/make', event: 'update_request.reminder' };
    const first = await subscribe(keyA, json, 'make-scenario-1');
    expect(first.status).toBe(201);
    const hook = (await first.json()) as Hook;
    expect(hook.secret).toMatch(/^whsec_/);
    const again = await subscribe(keyA, json, 'make-scenario-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({
      id: hook.id,
      target_url: json.target_url,
      event: json.event,
    });
    expect(await hooksOf(orgA)).toBe(before + 1);
    const reused = await subscribe(
      keyA,
      { ...json, event: 'update_request.expired' },
      'make-scenario-1',
    );
    await expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
  });
});
