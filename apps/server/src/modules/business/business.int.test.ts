import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, BusinessSummary } from '@updately/shared/business-api';
import { apiKeys } from '../../db/schema';
import { expectError } from '../../test/account-test-kit';
import { addMember, businessApi, createKey, createOrganization } from '../../test/business-kit';
import { mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe('business portal: organisations and API keys (claims: brand-claims.int.test.ts)', () => {
  let t: TestApp;
  let owner: User;
  let member: User;
  let stranger: User;
  let org: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olivia Owner' });
    member = await t.signUp({ name: 'Max Member' });
    stranger = await t.signUp({ name: 'Sam Stranger' });
    org = await createOrganization(t, owner.cookie, 'Acme Energy');
    await addMember(t, org, member.id, 'member');
  });
  afterAll(() => t.close());

  const base = () => `/api/business/organizations/${org}`;
  const post = (path: string, json: unknown, cookie = owner.cookie) =>
    t.request(path, { method: 'POST', json, cookie });

  it('lists the caller’s organisations with their role', async () => {
    const mine = await t.request('/api/business/organizations', { cookie: member.cookie });
    expect(await mine.json()).toEqual({
      items: [{ id: org, name: 'Acme Energy', slug: expect.any(String), role: 'member' }],
    });
    const none = await t.request('/api/business/organizations', { cookie: stranger.cookie });
    expect(await none.json()).toEqual({ items: [] });
    await expectError(await t.request('/api/business/organizations'), 401, 'UNAUTHORIZED');
  });

  it('shows a new API key once, stores it hashed, and refuses it at once when revoked', async () => {
    await expectError(
      await post(`${base()}/api-keys`, { name: 'x' }, member.cookie),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await post(`${base()}/api-keys`, { name: 'x' }, stranger.cookie),
      404,
      'NOT_FOUND',
    );
    await expectError(await post(`${base()}/api-keys`, { name: '' }), 400, 'VALIDATION_FAILED');
    await expectError(
      await post(`${base()}/api-keys`, { name: 'x', scopes: ['admin:all'] }),
      400,
      'VALIDATION_FAILED',
    );
    const created = await createKey(t, owner.cookie, org);
    expect(created.key).toMatch(/^upd_test_[A-Za-z0-9_-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.request(`${base()}/api-keys`, { cookie: owner.cookie });
    const keys = ((await list.json()) as { items: ApiKey[] }).items;
    expect(JSON.stringify(keys)).not.toContain(created.key);
    expect(keys.find((k) => k.id === created.id)).toMatchObject({
      prefix: created.prefix,
      last_used_at: null,
      revoked_at: null,
    });

    const api = businessApi(t, created.key);
    expect((await api('GET', '/requests')).status).toBe(200);
    const used = await t.request(`${base()}/api-keys`, { cookie: owner.cookie });
    expect(
      ((await used.json()) as { items: ApiKey[] }).items.find((k) => k.id === created.id)
        ?.last_used_at,
    ).not.toBeNull();

    const rival = await createOrganization(t, stranger.cookie, 'Rival Two');
    await expectError(
      await t.request(`/api/business/organizations/${rival}/api-keys/${created.id}`, {
        method: 'DELETE',
        cookie: stranger.cookie,
      }),
      404,
      'NOT_FOUND',
    );
    const revoked = await t.request(`${base()}/api-keys/${created.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as ApiKey).revoked_at).not.toBeNull();
    await expectError(await api('GET', '/requests'), 401, 'INVALID_API_KEY');
  });

  it('limits calls per key and says when to try again', async () => {
    const limited = await createTestApp({
      config: { API_KEY_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT: 'on' },
    });
    try {
      const boss = await limited.signUp();
      const o = await createOrganization(limited, boss.cookie, 'Tiny Co');
      const { key } = await createKey(limited, boss.cookie, o);
      const api = businessApi(limited, key);
      for (let i = 0; i < 3; i++) expect((await api('GET', '/requests')).status).toBe(200);
      const over = await api('GET', '/requests');
      await expectError(over, 429, 'RATE_LIMITED');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('sums up an organisation with nothing yet, and mails invitations', async () => {
    const res = await t.request(`${base()}/summary`, { cookie: member.cookie });
    const summary = (await res.json()) as BusinessSummary;
    expect(summary).toMatchObject({
      pending: 0,
      confirmed: 0,
      rejected: 0,
      confirmation_rate: null,
      median_seconds_to_confirm: null,
      usage: { fields: 0, amount: '0.00', currency: 'AUD', unit_price: '0.50' },
    });
    await expectError(
      await t.request(`${base()}/usage?month=2026-13`, { cookie: owner.cookie }),
      400,
      'VALIDATION_FAILED',
    );

    const invitee = `new-colleague-${crypto.randomUUID()}@example.com`;
    const invite = await t.request('/api/auth/organization/invite-member', {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: invitee, role: 'admin', organizationId: org },
    });
    expect(invite.status).toBe(200);
    const mail = await waitForMail(t, invitee, /invited you to Acme Energy/);
    expect(mail.text).toMatch(/\/business\/invitations\/[0-9a-f-]{36}/);
    expect(await mailTo(t, invitee)).toHaveLength(1);
  });
});
