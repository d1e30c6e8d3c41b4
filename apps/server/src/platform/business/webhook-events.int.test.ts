import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail } from '@updately/shared/business-api';
import type { CompanyUpdateRequest } from '@updately/shared/update-channel-contract';
import { updateRequestEvents, updateRequests } from '../../db/schema';
import { startTestReceiver } from '../outbound-http/test-receiver';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, NEW_ADDRESS, waitForStatus } from '../../test/update-kit';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { webhookApiChannel } from './webhook-events';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Verified = { path: string; id: string; type: string; data: Record<string, unknown> };
const DAY = 24 * 3600_000;

/**
 * The api channel pushes: a person approves a journey with a company whose brand an organisation
 * verified; the organisation's endpoints get signed Standard Webhooks messages for the request's
 * events, and the business fetches the request with its API key.
 */
describe('webhooks for the events of update requests', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  let person: User;
  let owner: User;
  let key: string;
  let brand: { id: string; name: string };
  const secrets = new Map<string, string>();
  /** Every delivery the receiver verified with the secret of the path's endpoint. */
  const verified: Verified[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { WEBHOOK_RETRY_SCALE: '0.001', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    receiver = await startTestReceiver((request, res) => {
      try {
        const body = new Webhook(secrets.get(request.path)!).verify(
          request.body,
          request.headers,
        ) as Omit<Verified, 'path' | 'id'>;
        verified.push({ path: request.path, id: request.headers['webhook-id']!, ...body });
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
    owner = await t.signUp({ name: 'Olivia Owner' });
    const org = await createOrganization(t, owner.cookie, 'Acme Energy');
    ({ brand } = await claimBrand(t, owner.cookie, org, { name: 'Acme Energy' }));
    key = (await createKey(t, owner.cookie, org)).key;
    await endpoint(owner.cookie, org, '/all');
    await endpoint(owner.cookie, org, '/cancellations', ['update_request.cancelled']);
    const off = await endpoint(owner.cookie, org, '/off');
    await t.request(`/api/business/organizations/${org}/webhooks/${off}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { enabled: false },
    });
    // Another business, with its own brand and endpoint: it hears nothing of Acme's requests.
    const other = await t.signUp();
    const otherOrg = await createOrganization(t, other.cookie, 'Bolt Bank');
    await claimBrand(t, other.cookie, otherOrg);
    await endpoint(other.cookie, otherOrg, '/other');
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function endpoint(cookie: string, org: string, path: string, eventTypes?: string[]) {
    const res = await t.request(`/api/business/organizations/${org}/webhooks`, {
      method: 'POST',
      cookie,
      json: { url: `${receiver.url}${path}`, ...(eventTypes && { event_types: eventTypes }) },
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; secret: string };
    secrets.set(path, made.secret);
    return made.id;
  }

  /** A new person who moves and approves telling Acme (the dispatch then sends it). */
  async function approveAcme(): Promise<string> {
    person = await t.signUp({ name: 'Alex Nguyen' });
    const { journey } = await movingJourney(t, person.id, []);
    const [footprint] = await createFootprints(t.database.db, person.id, 1, {
      brandIds: [brand.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [footprint!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [footprint!.id]);
    expect(request!.channel).toBe('api');
    return request!.id;
  }

  const heard = (path: string, type: string, requestId: string) =>
    eventually(
      async () =>
        verified.find((v) => v.path === path && v.type === type && v.data.id === requestId),
      `${type} at ${path}`,
    );

  it('announces a new request; the business pulls it with its API key and acts at once', async () => {
    const id = await approveAcme();
    const created = await heard('/all', 'update_request.created', id);
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, id));
    expect(created.data).toEqual({
      id,
      reference: row!.reference,
      brand_id: brand.id,
      kind: 'change_of_address',
      subject: 'self',
      acting_for: null,
      confidential_address: false,
      status: 'sent',
      expected_by: row!.expected_by,
      updated_at: expect.any(String),
    });
    expect(row!.expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created.id).toMatch(/^msg_[0-9a-f]{32}$/);
    const raw = receiver.received.find((r) => r.headers['webhook-id'] === created.id)!;
    expect(raw.body).not.toContain(NEW_ADDRESS.split(',')[0]);

    const api = businessApi(t, key);
    const res = await api('GET', `/requests/${id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as BusinessRequestDetail;
    expect(detail.changes).toEqual([{ field: 'address', value: NEW_ADDRESS }]);
    const ack = await api('POST', `/requests/${id}/acknowledge`, { idempotencyKey: `ack-${id}` });
    expect(ack.status).toBe(200);

    // The person cancels: the subscribed endpoints are told, with the request's status.
    const cancel = await t.request(`/api/updates/${id}/cancel`, {
      method: 'POST',
      cookie: person.cookie,
    });
    expect(cancel.status).toBe(200);
    const cancelled = await heard('/all', 'update_request.cancelled', id);
    expect(cancelled.data).toMatchObject({ id, status: 'cancelled' });
    expect(cancelled.id).not.toBe(created.id);
    await heard('/cancellations', 'update_request.cancelled', id);

    // Only what each endpoint subscribed to; nothing to a switched-off endpoint or to another
    // organisation's.
    expect(verified.filter((v) => v.path === '/cancellations').map((v) => v.type)).toEqual([
      'update_request.cancelled',
    ]);
    expect(verified.filter((v) => v.path === '/off' || v.path === '/other')).toEqual([]);
    expect(receiver.received.filter((r) => r.path === '/off' || r.path === '/other')).toEqual([]);
  });

  it('tells of each reminder (each its own message) and of expiry', async () => {
    const id = await approveAcme();
    const sent = await waitForStatus(t, id, 'sent');
    await heard('/all', 'update_request.created', id);
    const at = (days: number) => new Date(sent.sent_at!.getTime() + days * DAY + 60_000);
    await t.deps.updates.runFollowUps(at(7));
    await t.deps.updates.runFollowUps(at(14));
    await eventually(async () => {
      const reminders = verified.filter(
        (v) => v.type === 'update_request.reminder' && v.data.id === id,
      );
      return reminders.length === 2 ? reminders : undefined;
    }, 'two reminders');
    const reminderIds = verified
      .filter((v) => v.type === 'update_request.reminder' && v.data.id === id)
      .map((v) => v.id);
    expect(new Set(reminderIds).size).toBe(2);
    await t.deps.updates.runFollowUps(at(21));
    await t.deps.updates.runFollowUps(at(45));
    const expired = await heard('/all', 'update_request.expired', id);
    expect(expired.data).toMatchObject({ status: 'expired' });
  });

  it('enqueues nothing twice when a dispatch runs again after a crash', async () => {
    const id = await approveAcme();
    const row = await waitForStatus(t, id, 'sent');
    await heard('/all', 'update_request.created', id);
    const transport = webhookApiChannel({
      db: t.database.db,
      jobs: t.deps.jobs,
      logger: t.deps.logger,
    });
    const again = {
      id,
      idempotency_key: `${id}:api:${row.attempt}`,
      company: { brand_id: brand.id, name: 'Acme Energy' },
    } as CompanyUpdateRequest;
    await transport.deliver(again);
    await transport.deliver(again);
    const jobs = (await t.database.db.execute(sql`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'webhook-deliver' AND data->>'requestId' = ${id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(jobs.rows[0]!.n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const created = verified.filter((v) => v.data.id === id && v.type === 'update_request.created');
    expect(created).toHaveLength(1);
    const evidence = await t.database.db
      .select({ evidence: updateRequestEvents.evidence })
      .from(updateRequestEvents)
      .where(eq(updateRequestEvents.request_id, id));
    expect(JSON.stringify(evidence)).toContain(`"delivery_id":"${id}:api:1"`);
  });
});
