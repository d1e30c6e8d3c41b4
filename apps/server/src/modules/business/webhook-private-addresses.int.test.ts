import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { createWebhookEndpoint } from '../../platform/business/webhook-endpoints';
import { startTestReceiver } from '../../platform/outbound-http/test-receiver';
import { expectError } from '../../test/account-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney } from '../../test/update-kit';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';

/** What the delivery log keeps of an answer, in bytes (N8). */
const LOGGED_BYTES = 512;

type Receiver = Awaited<ReturnType<typeof startTestReceiver>>;

/** An organisation with a verified brand, its owner and an API key. */
async function business(t: TestApp) {
  const owner = await t.signUp({ name: 'Olivia Owner' });
  const org = await createOrganization(t, owner.cookie, 'Acme Energy');
  const { brand } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' });
  const key = (await createKey(t, owner.cookie, org)).key;
  const register = (url: string) =>
    t.request(`/api/business/organizations/${org}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { url },
    });
  const subscribe = (url: string) =>
    businessApi(t, key)('POST', '/hooks', {
      json: { target_url: url, event: 'update_request.created' },
    });
  /** A person approves telling the brand: its endpoints get update_request.created. */
  const newRequest = async () => {
    const person = await t.signUp();
    const { journey } = await movingJourney(t, person.id, []);
    const [fp] = await createFootprints(t.database.db, person.id, 1, { brandIds: [brand.id] });
    await createJourneyLinks(t.database.db, person.id, journey.id, [fp!.id]);
    await approveAddress(t, person.cookie, journey.id, [fp!.id]);
  };
  return { org, register, subscribe, newRequest };
}

const firstDelivery = (t: TestApp, endpointId: string) =>
  eventually(async () => {
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, endpointId));
    return row;
  }, 'a delivery in the log');

describe('development without WEBHOOK_ALLOW_PRIVATE: webhooks reach public addresses only (N8)', () => {
  let t: TestApp;
  let receiver: Receiver;
  let acme: Awaited<ReturnType<typeof business>>;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await startTestReceiver();
    acme = await business(t);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('refuses a loopback or private URL at registration, in the portal and as a REST hook', async () => {
    for (const url of [`${receiver.url}/hooks`, 'http://localhost:8080/', 'http://10.0.0.5/']) {
      await expectError(await acme.register(url), 400, 'VALIDATION_FAILED');
      await expectError(await acme.subscribe(url), 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses to deliver to an endpoint on loopback (registered before, or written directly)', async () => {
    const { row } = await t.database.db.transaction((tx) =>
      createWebhookEndpoint(tx, t.deps.updates.cipher, {
        organizationId: acme.org,
        url: `${receiver.url}/hooks`,
        eventTypes: ['update_request.created'],
        source: 'portal',
      }),
    );
    await acme.newRequest();
    const delivery = await firstDelivery(t, row.id);
    expect(delivery.error).toMatch(/^BLOCKED_ADDRESS: 127\.0\.0\.1 is not a public address/);
    expect(delivery.response_body).toBeNull();
    expect(receiver.received).toEqual([]);
  });
});

describe('development with WEBHOOK_ALLOW_PRIVATE=true: local receivers, never metadata (N8)', () => {
  let t: TestApp;
  let receiver: Receiver;
  let acme: Awaited<ReturnType<typeof business>>;
  // A service answering at length: the log keeps only the start of it.
  const answer = `${'é'.repeat(300)}${'INTERNAL-SECRET '.repeat(200)}`;
  beforeAll(async () => {
    t = await createTestApp({ config: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await startTestReceiver((_, res) => res.writeHead(200).end(answer));
    acme = await business(t);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('still refuses cloud metadata and link-local addresses at registration', async () => {
    const urls = [
      'http://169.254.169.254/latest/meta-data/',
      'http://169.254.10.1/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/latest/meta-data/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ];
    for (const url of urls) {
      const res = await acme.register(url);
      const error = await expectError(res, 400, 'VALIDATION_FAILED');
      expect(error.message, url).toContain('metadata or link-local');
      await expectError(await acme.subscribe(url), 400, 'VALIDATION_FAILED');
    }
  });

  it('delivers to a local receiver, and the delivery log keeps at most 512 bytes of its answer', async () => {
    const res = await acme.register(`${receiver.url}/hooks`);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await acme.newRequest();
    const delivery = await firstDelivery(t, id);
    expect(delivery.response_status).toBe(200);
    const logged = delivery.response_body!;
    expect(Buffer.byteLength(logged)).toBeLessThanOrEqual(LOGGED_BYTES);
    expect(Buffer.byteLength(logged)).toBeGreaterThan(LOGGED_BYTES - 4);
    expect(answer.startsWith(logged)).toBe(true);
    expect(logged).not.toContain('�');
  });
});
