import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  webhookEndpointWithSecretSchema,
} from '@updately/shared/webhooks-api';
import type { z } from 'zod';
import { auditLogs, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { FAILING_REASON, GONE_REASON } from '../../platform/business/webhook-worker';
import {
  startTestReceiver,
  type ReceivedRequest,
} from '../../platform/outbound-http/test-receiver';
import { expectError } from '../../test/account-test-kit';
import { addMember, createOrganization } from '../../test/business-kit';
import { eventually, mailTo, waitForMail } from '../../test/mailbox';
import { cookieFrom, createTestApp, PRODUCTION_SETTINGS, type TestApp } from '../../test/test-app';
import { TURNSTILE_PASS_TOKEN } from '../../test/turnstile-stand-in';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type WithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;
type Receiver = Awaited<ReturnType<typeof startTestReceiver>>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A receiver's answer: 204 when the delivery verifies with `secret`, else 400 (a retry). */
function verifyingWith(secret: string) {
  return (request: ReceivedRequest, res: ServerResponse) => {
    try {
      new Webhook(secret).verify(request.body, request.headers);
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(400).end(String(err));
    }
  };
}

describe('webhook endpoints in the business portal', () => {
  let t: TestApp;
  let receiver: Receiver;
  let owner: User;
  let admin: User;
  let member: User;
  let consumer: User;
  let ownerB: User;
  let org: string;
  let orgB: string;
  let endpoint: WithSecret;
  let delivery: WebhookDelivery;

  beforeAll(async () => {
    t = await createTestApp({
      config: { WEBHOOK_RETRY_SCALE: '0.001', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    receiver = await startTestReceiver();
    owner = await t.signUp({ name: 'Olivia Owner' });
    admin = await t.signUp({ name: 'Adam Admin' });
    member = await t.signUp({ name: 'Max Member' });
    consumer = await t.signUp({ name: 'Casey Consumer' });
    ownerB = await t.signUp({ name: 'Ben Owner' });
    org = await createOrganization(t, owner.cookie, 'Acme Energy');
    orgB = await createOrganization(t, ownerB.cookie, 'Bolt Bank');
    await addMember(t, org, admin.id, 'admin');
    await addMember(t, org, member.id, 'member');
    endpoint = await create(`${receiver.url}/hooks`);
    receiver.reply(verifyingWith(endpoint.secret));
    delivery = (await testAndWait(endpoint.id, 1))[0]!;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const base = (orgId = org) => `/api/business/organizations/${orgId}/webhooks`;
  const call = (method: string, path: string, cookie?: string, json?: unknown) =>
    t.request(path, { method, cookie, json });

  async function create(url: string, cookie = owner.cookie, extra: object = {}) {
    const res = await call('POST', base(), cookie, { url, ...extra });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as WithSecret;
  }

  async function deliveries(endpointId: string, query = '') {
    const res = await call('GET', `${base()}/${endpointId}/deliveries${query}`, owner.cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: WebhookDelivery[]; next_cursor: string | null };
  }

  /** Sends a test event and waits until the log holds `count` attempts of it: newest first. */
  async function testAndWait(endpointId: string, count: number) {
    const res = await call('POST', `${base()}/${endpointId}/test`, owner.cookie);
    expect(res.status).toBe(202);
    const { message_id } = (await res.json()) as { message_id: string };
    expect(message_id).toMatch(/^msg_[0-9a-f]{32}$/);
    return eventually(async () => {
      const { items } = await deliveries(endpointId);
      const mine = items.filter((d) => d.message_id === message_id);
      return mine.length >= count ? mine : undefined;
    }, `${count} attempts of ${message_id}`);
  }

  async function endpointRow(id: string) {
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    return row!;
  }

  const endpointCount = () =>
    t.database.db.$count(webhookEndpoints, eq(webhookEndpoints.organization_id, org));

  describe('who may call each route', () => {
    type Route = { method: string; path: () => string; write: boolean; body?: unknown };
    const routes: Route[] = [
      { method: 'GET', path: () => base(), write: false },
      { method: 'POST', path: () => base(), write: true, body: { url: 'https://example.com/h' } },
      {
        method: 'PATCH',
        path: () => `${base()}/${endpoint.id}`,
        write: true,
        body: { enabled: true },
      },
      { method: 'DELETE', path: () => `${base()}/${endpoint.id}`, write: true },
      { method: 'POST', path: () => `${base()}/${endpoint.id}/rotate-secret`, write: true },
      { method: 'POST', path: () => `${base()}/${endpoint.id}/test`, write: true },
      { method: 'GET', path: () => `${base()}/${endpoint.id}/deliveries`, write: false },
      {
        method: 'POST',
        path: () => `${base()}/${endpoint.id}/deliveries/${delivery.id}/replay`,
        write: true,
      },
    ];
    const label = (r: Route) => `${r.method} ${r.path().replace(/[0-9a-f-]{36}/g, ':id')}`;

    it('refuses anonymous callers (401), non-members (404) and plain members on writes (403)', async () => {
      const before = await endpointCount();
      const jobsBefore = await webhookJobCount();
      for (const route of routes) {
        const path = route.path();
        await expectError(
          await call(route.method, path, undefined, route.body),
          401,
          'UNAUTHORIZED',
        );
        for (const outsider of [consumer, ownerB]) {
          const res = await call(route.method, path, outsider.cookie, route.body);
          expect(res.status, `${label(route)} by an outsider`).toBe(404);
        }
        const res = await call(route.method, path, member.cookie, route.body);
        if (route.write) await expectError(res, 403, 'FORBIDDEN');
        else expect(res.status, `${label(route)} by a member`).toBe(200);
      }
      expect(await endpointCount()).toBe(before);
      expect(await webhookJobCount()).toBe(jobsBefore);
      const row = await endpointRow(endpoint.id);
      expect(row.previous_secret_expires_at).toBeNull();
    });

    it("answers 404 for A's endpoint through B's organisation, and for ids that are not there", async () => {
      const path = (p: string) => p.replace(base(), base(orgB));
      for (const route of routes.slice(2)) {
        const res = await call(route.method, path(route.path()), ownerB.cookie, route.body);
        await expectError(res, 404, 'NOT_FOUND');
      }
      for (const id of [NO_SUCH_ID, 'not-an-id']) {
        await expectError(await call('DELETE', `${base()}/${id}`, owner.cookie), 404, 'NOT_FOUND');
        const replay = `${base()}/${endpoint.id}/deliveries/${id}/replay`;
        await expectError(await call('POST', replay, owner.cookie), 404, 'NOT_FOUND');
      }
      expect((await endpointRow(endpoint.id)).enabled).toBe(true);
    });

    it('answers bad input with 400 and writes nothing', async () => {
      const before = await endpointCount();
      for (const body of [
        { url: 'not a url' },
        { url: 'ftp://example.com/hook' },
        { url: 'https://user:pw@example.com/hook' },
        { url: 'https://example.com/hook', event_types: [] },
        { url: 'https://example.com/hook', event_types: ['update_request.deleted'] },
        {},
      ]) {
        await expectError(await call('POST', base(), owner.cookie, body), 400, 'VALIDATION_FAILED');
      }
      expect(await endpointCount()).toBe(before);
      const patch = (json: unknown) =>
        call('PATCH', `${base()}/${endpoint.id}`, owner.cookie, json);
      for (const body of [{ url: 'javascript:alert(1)' }, { event_types: [] }, { enabled: 'no' }]) {
        await expectError(await patch(body), 400, 'VALIDATION_FAILED');
      }
      expect(await endpointRow(endpoint.id)).toMatchObject({
        url: `${receiver.url}/hooks`,
        enabled: true,
      });
      const list = `${base()}/${endpoint.id}/deliveries`;
      for (const query of ['?limit=0', '?limit=101', '?cursor=bogus']) {
        await expectError(await call('GET', list + query, owner.cookie), 400, 'VALIDATION_FAILED');
      }
    });
  });

  it('shows the secret once; the list shows a hint, to every member', async () => {
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: `${receiver.url}/hooks`,
      event_types: [
        'update_request.created',
        'update_request.cancelled',
        'update_request.expired',
        'update_request.reminder',
      ],
      enabled: true,
      source: 'portal',
      failing_since: null,
      secret_hint: `whsec_…${endpoint.secret.replace(/=+$/, '').slice(-4)}`,
    });
    const res = await call('GET', base(), member.cookie);
    const { items } = (await res.json()) as { items: WebhookEndpoint[] };
    expect(items.map((e) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(items)).not.toContain(endpoint.secret.slice(6, 30));
    const [row] = await t.database.db
      .select({ ciphertext: webhookEndpoints.secret_ciphertext })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.ciphertext).not.toContain(endpoint.secret.slice(6, 30));
    const audited = await t.database.db.$count(
      auditLogs,
      and(eq(auditLogs.action, 'webhook_endpoint.created'), eq(auditLogs.resource_id, org)),
    );
    expect(audited).toBeGreaterThanOrEqual(1);
  });

  it('sends a signed test event that the receiver verifies, and logs it', async () => {
    expect(delivery).toMatchObject({
      event_type: 'webhook.test',
      attempt: 1,
      response_status: 204,
      error: null,
    });
    const received = receiver.received.find((r) => r.headers['webhook-id'] === delivery.message_id);
    const body = new Webhook(endpoint.secret).verify(received!.body, received!.headers);
    expect(body).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: endpoint.id },
    });
  });

  it('changes the address and events, switches off and on (which clears the reason)', async () => {
    const made = await create('https://hooks.example.com/a', admin.cookie);
    const patch = (json: unknown) => call('PATCH', `${base()}/${made.id}`, admin.cookie, json);
    const changed = await patch({
      url: 'https://hooks.example.com/b',
      event_types: ['update_request.created'],
    });
    expect(await changed.json()).toMatchObject({
      url: 'https://hooks.example.com/b',
      event_types: ['update_request.created'],
    });
    const off = (await (await patch({ enabled: false })).json()) as WebhookEndpoint;
    expect(off).toMatchObject({
      enabled: false,
      disabled_reason: expect.stringContaining('member'),
    });
    await expectError(
      await call('POST', `${base()}/${made.id}/test`, admin.cookie),
      409,
      'CONFLICT',
    );
    await t.database.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date() })
      .where(eq(webhookEndpoints.id, made.id));
    const on = (await (await patch({ enabled: true })).json()) as WebhookEndpoint;
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    // Switching on an endpoint that is already on changes nothing (it was a 500).
    const again = await patch({ enabled: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: made.id, enabled: true });

    const removed = await call('DELETE', `${base()}/${made.id}`, admin.cookie);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as WebhookEndpoint).id).toBe(made.id);
    await expectError(await call('DELETE', `${base()}/${made.id}`, admin.cookie), 404, 'NOT_FOUND');
  });

  it('rotates the secret: for 24 hours receivers holding the old or the new one both verify', async () => {
    const made = await create(`${receiver.url}/rotating`);
    const res = await call('POST', `${base()}/${made.id}/rotate-secret`, owner.cookie);
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as WithSecret;
    expect(rotated.secret).not.toBe(made.secret);
    const expires = Date.parse(rotated.previous_secret_expires_at!);
    expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);

    for (const secret of [made.secret, rotated.secret]) {
      receiver.reply(verifyingWith(secret));
      const [attempt] = await testAndWait(made.id, 1);
      expect(attempt!.response_status).toBe(204);
    }
    // Once the 24 hours are over, the old secret no longer signs.
    await t.database.db
      .update(webhookEndpoints)
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, made.id));
    receiver.reply(verifyingWith(made.secret));
    const [refused] = await testAndWait(made.id, 1);
    expect(refused!.response_status).toBe(400);
    await call('DELETE', `${base()}/${made.id}`, owner.cookie);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  it('retries a failed delivery with the same webhook-id: attempts 1 and 2 in the log', async () => {
    const made = await create(`${receiver.url}/flaky`);
    let calls = 0;
    receiver.reply((request, res) => {
      calls += 1;
      if (calls === 1) return void res.writeHead(500).end('try later');
      verifyingWith(made.secret)(request, res);
    });
    const attempts = await testAndWait(made.id, 2);
    expect(attempts.map((a) => [a.attempt, a.response_status])).toEqual([
      [2, 204],
      [1, 500],
    ]);
    expect(attempts[1]!.response_body).toBe('try later');
    const ids = receiver.received
      .filter((r) => r.path === '/flaky')
      .map((r) => r.headers['webhook-id']);
    expect(ids).toEqual([attempts[0]!.message_id, attempts[0]!.message_id]);
    // A success ends the failing streak.
    expect((await endpointRow(made.id)).failing_since).toBeNull();

    // A replay is a new chain with the same message id, numbered after the others.
    const replay = await call(
      'POST',
      `${base()}/${made.id}/deliveries/${attempts[1]!.id}/replay`,
      owner.cookie,
    );
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ message_id: attempts[0]!.message_id });
    const after = await eventually(async () => {
      const { items } = await deliveries(made.id);
      return items.length >= 3 ? items : undefined;
    }, 'the replay');
    expect(after.map((a) => a.attempt)).toEqual([3, 2, 1]);
    const replayed = receiver.received.filter((r) => r.path === '/flaky').at(-1)!;
    expect(replayed.headers['webhook-id']).toBe(attempts[0]!.message_id);
    expect(JSON.parse(replayed.body)).toEqual(
      JSON.parse(receiver.received.find((r) => r.path === '/flaky')!.body),
    );
    await call('DELETE', `${base()}/${made.id}`, owner.cookie);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  it('waits as long as Retry-After asks before the next attempt', async () => {
    const made = await create(`${receiver.url}/busy`);
    receiver.reply((_, res) => res.writeHead(503, { 'retry-after': '3600' }).end());
    const [first] = await testAndWait(made.id, 1);
    // The schedule says 5 s (5 ms at this test's scale); Retry-After asks an hour (3.6 s).
    const next = await eventually(async () => {
      const result = (await t.database.db.execute(sql`
        SELECT extract(epoch from start_after - created_on) AS wait FROM pgboss.job
        WHERE name = 'webhook-deliver' AND data->>'messageId' = ${first!.message_id}
          AND data->>'attempt' = '2'`)) as unknown as { rows: { wait: string }[] };
      return result.rows[0];
    }, 'the second attempt');
    expect(Number(next.wait)).toBeGreaterThan(3);
    expect(Number(next.wait)).toBeLessThan(5);
    expect((await endpointRow(made.id)).failing_since).not.toBeNull();
    await call('DELETE', `${base()}/${made.id}`, owner.cookie);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  it('switches off an endpoint that answers 410 Gone', async () => {
    const made = await create(`${receiver.url}/gone`);
    receiver.reply((_, res) => res.writeHead(410).end());
    const [attempt] = await testAndWait(made.id, 1);
    expect(attempt!.response_status).toBe(410);
    const row = await endpointRow(made.id);
    expect(row).toMatchObject({ enabled: false, disabled_reason: GONE_REASON });
    expect(
      await t.database.db.$count(webhookDeliveries, eq(webhookDeliveries.endpoint_id, made.id)),
    ).toBe(1);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  it('after five days of failures switches the endpoint off and emails the owners and admins', async () => {
    const made = await create(`${receiver.url}/down`);
    receiver.reply((_, res) => res.writeHead(502).end());
    await t.database.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date(Date.now() - 5 * 24 * 3600_000 - 60_000) })
      .where(eq(webhookEndpoints.id, made.id));
    await testAndWait(made.id, 1);
    await eventually(
      async () => ((await endpointRow(made.id)).enabled ? undefined : true),
      'the endpoint switched off',
    );
    expect((await endpointRow(made.id)).disabled_reason).toBe(FAILING_REASON);
    for (const manager of [owner, admin]) {
      const mail = await waitForMail(t, manager.email, /stopped sending webhooks/);
      expect(mail.text).toContain(`${receiver.url}/down`);
      expect(mail.text).toContain('/business/integration');
    }
    expect((await mailTo(t, member.email)).filter((m) => /webhooks/.test(m.subject))).toEqual([]);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  it('pages through the delivery log, newest first, without gaps or repeats', async () => {
    const made = await create(`${receiver.url}/paged`);
    receiver.reply((_, res) => res.writeHead(200).end());
    for (let i = 0; i < 5; i++) await testAndWait(made.id, 1);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof deliveries>> = await deliveries(
        made.id,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((d) => d.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const all = await deliveries(made.id);
    expect(seen).toEqual(all.items.map((d) => d.id));
    expect(new Set(seen).size).toBe(5);
    receiver.reply(verifyingWith(endpoint.secret));
  });

  async function webhookJobCount(): Promise<number> {
    const result = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-deliver'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }
});

describe('webhook endpoints in production: no local or private addresses (SSRF)', () => {
  let t: TestApp;
  let cookie: string;
  let org: string;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp({ config: PRODUCTION_SETTINGS });
    origin = t.config.appUrl;
    const email = `owner-${crypto.randomUUID()}@example.com`;
    const password = 'a long enough passphrase';
    const created = await t.deps.auth.api.signUpEmail({
      body: { email, password, name: 'Olivia Owner' },
      headers: new Headers({ 'x-captcha-response': TURNSTILE_PASS_TOKEN }),
    });
    await t.deps.auth.$context.then((c) =>
      c.internalAdapter.updateUser(created.user.id, { emailVerified: true }),
    );
    const signedIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signedIn.status).toBe(200);
    cookie = cookieFrom(signedIn);
    const made = await post('/api/auth/organization/create', { name: 'Acme', slug: 'acme-prod' });
    expect(made.status).toBe(200);
    org = ((await made.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  function post(path: string, json: unknown) {
    return t.app.request(path, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        'x-captcha-response': TURNSTILE_PASS_TOKEN,
        ...(cookie && { cookie }),
      },
      body: JSON.stringify(json),
    });
  }

  it('refuses loopback, private, link-local and metadata addresses, and localhost', async () => {
    const path = `/api/business/organizations/${org}/webhooks`;
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost/hook',
      'http://[::1]/hook',
    ]) {
      const why = await expectError(await post(path, { url }), 400, 'VALIDATION_FAILED');
      expect(why.message, url).toContain('public address');
    }
    expect(
      await t.database.db.$count(webhookEndpoints, eq(webhookEndpoints.organization_id, org)),
    ).toBe(0);
    const ok = await post(path, { url: 'https://hooks.example.com/updately' });
    expect(ok.status).toBe(201);
  });

  it('refuses them as REST hook targets too', async () => {
    const made = await post(`/api/business/organizations/${org}/api-keys`, {
      name: 'Zapier',
      scopes: ['requests:read'],
    });
    const { key } = (await made.json()) as { key: string };
    for (const target_url of ['http://10.0.0.1/zap', 'http://169.254.169.254/', 'http://[::1]/']) {
      const res = await t.app.request('/api/v1/hooks', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ target_url, event: 'update_request.created' }),
      });
      await expectError(res, 400, 'VALIDATION_FAILED');
    }
    expect(
      await t.database.db.$count(webhookEndpoints, eq(webhookEndpoints.source, 'rest_hook')),
    ).toBe(0);
  });
});
