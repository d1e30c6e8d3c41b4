import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandClaim, BrandClaimOptions } from '@updately/shared/business-api';
import {
  auditLogs,
  brandDirectory,
  brandUpdateChannels,
  updateRequestEvents,
  updateRequests,
} from '../../db/schema';
import { createBrand } from '../../seed/factories/brand-factories';
import { createFootprints, createJourneyLinks } from '../../seed/factories/journey-factories';
import { expectError } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';
import {
  addMember,
  businessApi,
  claimBrandByAdmin,
  createKey,
  createOrganization,
} from '../../test/business-kit';
import { startDnsStandIn } from '../../test/dns-stand-in';
import { claimCodeIn, mailTo, waitForMail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe('brand claims: proven by DNS, a role address or an admin (review 2, N2 and N3)', () => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
  let owner: User;
  let member: User;
  let stranger: User;
  let admin: User;
  let org: string;

  beforeAll(async () => {
    dns = await startDnsStandIn();
    t = await createTestApp({ config: { CLAIM_DNS_SERVERS: dns.server } });
    owner = await t.signUp({ name: 'Olivia Owner' });
    member = await t.signUp({ name: 'Max Member' });
    stranger = await t.signUp({ name: 'Sam Stranger' });
    admin = await signUpAdmin(t);
    org = await createOrganization(t, owner.cookie, 'Acme Energy');
    await addMember(t, org, member.id, 'member');
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  const base = (o = org) => `/api/business/organizations/${o}`;
  const post = (path: string, json: unknown, cookie = owner.cookie) =>
    t.request(path, { method: 'POST', json, cookie });
  const claim = async (json: unknown, o = org, cookie = owner.cookie) => {
    const res = await post(`${base(o)}/claims`, json, cookie);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as BrandClaim;
  };
  const newBrand = (contact: string | null = null) => {
    const domain = `brand-${crypto.randomUUID().slice(0, 8)}.example`;
    return createBrand(t.database.db, {
      name: `Brand ${domain}`,
      website: `https://www.${domain}/home`,
      contact_email: contact,
    }).then((brand) => ({ brand, domain }));
  };
  const channelOf = async (brandId: string) =>
    (
      await t.database.db
        .select()
        .from(brandUpdateChannels)
        .where(eq(brandUpdateChannels.brand_id, brandId))
    )[0]?.channel;
  const seededBrand = async (name: string) => {
    const [row] = await t.database.db
      .select()
      .from(brandDirectory)
      .where(eq(brandDirectory.name, name));
    return row!;
  };
  const auditActions = async (claimId: string) =>
    (
      await t.database.db
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(and(eq(auditLogs.resource_type, 'BRAND_CLAIM'), eq(auditLogs.resource_id, claimId)))
    )
      .map((a) => a.action)
      .sort();

  it("verifies a claim by a TXT record at the brand's registrable domain, never a subdomain", async () => {
    const contact = `privacy@contact-${crypto.randomUUID().slice(0, 6)}.example`;
    const { brand, domain } = await newBrand(contact);
    const options = await t.request(`${base()}/claim-options/${brand.id}`, {
      cookie: owner.cookie,
    });
    expect(await options.json()).toMatchObject({
      domain,
      dns_record_name: `_updately-claim.${domain}`,
      methods: ['dns', 'email_code', 'admin'],
      admin_only_reason: null,
    } satisfies Partial<BrandClaimOptions>);

    const pending = await claim({ brand_id: brand.id, method: 'dns' });
    expect(pending.dns_record).toEqual({
      name: `_updately-claim.${domain}`,
      value: expect.stringMatching(/^updately-claim=[0-9a-z]{26}$/),
    });
    const value = pending.dns_record!.value;
    const check = () => post(`${base()}/claims/${pending.id}/check-dns`, {});
    await expectError(await check(), 400, 'DNS_RECORD_NOT_FOUND');
    dns.addTxt(`_updately-claim.www.${domain}`, value);
    dns.addTxt(`_updately-claim.${domain}`, 'updately-claim=somebody-elses-token');
    await expectError(await check(), 400, 'DNS_RECORD_NOT_FOUND');
    await expectError(await check(), 400, 'DNS_RECORD_NOT_FOUND');
    // Asking again keeps the value, so a record already published still proves the claim.
    expect((await claim({ brand_id: brand.id, method: 'dns' })).dns_record!.value).toBe(value);
    dns.addTxt(`_updately-claim.${domain}`, value);
    await expectError(
      await post(`${base()}/claims/${pending.id}/check-dns`, {}, member.cookie),
      403,
      'FORBIDDEN',
    );
    const ok = await check();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'verified', decided_by_method: 'dns' });
    expect(await channelOf(brand.id)).toBe('api');
    const told = await waitForMail(t, contact, /now receives/);
    expect(told.text).toContain('Acme Energy');
    expect(told.text).toContain('a DNS record');
    expect(await auditActions(pending.id)).toEqual([
      'brand_claim.requested',
      'brand_claim.requested',
      'brand_claim.verified',
    ]);
  });

  it('verifies a claim by a 10-character code mailed to a role address at the exact registrable domain, or the published contact', async () => {
    const contact = `privacy-office@group-${crypto.randomUUID().slice(0, 6)}.example`;
    const { brand, domain } = await newBrand(contact);
    const options = (await (
      await t.request(`${base()}/claim-options/${brand.id}`, { cookie: owner.cookie })
    ).json()) as BrandClaimOptions;
    expect(options.email_addresses).toEqual([
      `admin@${domain}`,
      `administrator@${domain}`,
      `hostmaster@${domain}`,
      `postmaster@${domain}`,
      `webmaster@${domain}`,
      contact,
    ]);
    for (const email of [`privacy@${domain}`, `admin@support.${domain}`, 'admin@gmail.example']) {
      const refused = await post(`${base()}/claims`, { brand_id: brand.id, email });
      expect((await expectError(refused, 400, 'VALIDATION_FAILED')).message).toContain(
        `admin@${domain}`,
      );
    }
    await expectError(
      await post(
        `${base()}/claims`,
        { brand_id: brand.id, email: `admin@${domain}` },
        member.cookie,
      ),
      403,
      'FORBIDDEN',
    );
    const pending = await claim({
      brand_id: brand.id,
      method: 'email_code',
      email: `Hostmaster@${domain}`,
    });
    expect(pending).toMatchObject({
      method: 'email_code',
      verification_email: `hostmaster@${domain}`,
    });
    const mail = await waitForMail(t, `hostmaster@${domain}`, /code to claim/);
    const code = claimCodeIn(mail.subject);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const verify = (c: string, cookie = owner.cookie) =>
      post(`${base()}/claims/${pending.id}/verify`, { code: c }, cookie);
    await expectError(await verify(code, member.cookie), 403, 'FORBIDDEN');
    await expectError(await verify(code, stranger.cookie), 404, 'NOT_FOUND');
    await expectError(await verify('123456'), 400, 'VALIDATION_FAILED');
    await expectError(
      await verify(code === '00000-00000' ? '11111-11111' : '00000-00000'),
      400,
      'INVALID_CODE',
    );
    const ok = await verify(code.toLowerCase().replace('-', ' '));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'verified', decided_by_method: 'email_code' });
    await expectError(await verify(code), 409, 'CONFLICT');
    expect(await channelOf(brand.id)).toBe('api');
    expect((await waitForMail(t, contact, /now receives/)).subject).toContain(brand.name);

    // The published contact address is a target of its own.
    const other = await newBrand(contact);
    await claim({ brand_id: other.brand.id, email: contact });
    expect((await waitForMail(t, contact, /code to claim/)).subject).toContain(other.brand.name);
  });

  it("refuses the review's exploit: ISP customers' mailboxes claim nothing, and the business never reads a request", async () => {
    const attacker = await t.signUp({ name: 'Jo Bloggs' });
    const attackerOrg = await createOrganization(t, attacker.cookie, 'Bloggs Holdings');
    const person = await t.signUp({ name: 'Test Person' });
    const iinet = await seededBrand('iiNet');
    const { journey } = await movingJourney(t, person.id, []);
    const [fp] = await createFootprints(t.database.db, person.id, 1, { brandIds: [iinet.id] });
    await createJourneyLinks(t.database.db, person.id, journey.id, [fp!.id]);
    await approveAddress(t, person.cookie, journey.id, [fp!.id]);

    const tries: [string, string][] = [
      ['iiNet', 'some.customer@iinet.net.au'],
      ['iiNet', 'admin@iinet.net.au'],
      ['Internode', 'jo.bloggs@internode.on.net'],
      ['Internode', 'admin@on.net'],
      ['TPG', 'someone@tpg.com.au'],
      ['Dodo', 'someone@dodo.com'],
      ['Optus', 'someone@optus.com.au'],
    ];
    for (const [name, email] of tries) {
      const brand = await seededBrand(name);
      const bodies: unknown[] = [
        { brand_id: brand.id, email },
        { brand_id: brand.id, method: 'email_code', email },
      ];
      if (name !== 'Optus') bodies.push({ brand_id: brand.id, method: 'dns' });
      for (const json of bodies) {
        const res = await post(`${base(attackerOrg)}/claims`, json, attacker.cookie);
        await expectError(res, 400, 'VALIDATION_FAILED');
      }
      expect(await mailTo(t, email), email).toEqual([]);
    }
    const api = businessApi(t, (await createKey(t, attacker.cookie, attackerOrg)).key);
    expect(await (await api('GET', '/requests')).json()).toMatchObject({ items: [] });
    const portal = await t.request(`${base(attackerOrg)}/requests`, { cookie: attacker.cookie });
    expect(await portal.json()).toMatchObject({ items: [] });
    const mine = await t.request(`${base(attackerOrg)}/claims`, { cookie: attacker.cookie });
    expect(((await mine.json()) as { items: BrandClaim[] }).items).toEqual([]);
  });

  it("an admin approves a claim to a brand that offers admin review only, and the brand's contact is told", async () => {
    const internode = await seededBrand('Internode');
    const options = (await (
      await t.request(`${base()}/claim-options/${internode.id}`, { cookie: owner.cookie })
    ).json()) as BrandClaimOptions;
    expect(options).toMatchObject({
      methods: ['admin'],
      admin_only_reason: 'public_mailbox_domain',
      dns_record_name: null,
      email_addresses: [],
    });
    const pending = await claim({ brand_id: internode.id, method: 'admin' });
    expect(pending).toMatchObject({ status: 'pending', method: 'admin' });
    const list = await t.request('/api/admin/brand-claims?status=pending', {
      cookie: admin.cookie,
    });
    expect(((await list.json()) as { items: BrandClaim[] }).items.map((c) => c.id)).toContain(
      pending.id,
    );
    await expectError(
      await t.request(`/api/admin/brand-claims/${pending.id}/approve`, {
        method: 'POST',
        cookie: owner.cookie,
      }),
      403,
      'FORBIDDEN',
    );
    const approved = await t.request(`/api/admin/brand-claims/${pending.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(await approved.json()).toMatchObject({ status: 'verified', decided_by_method: 'admin' });
    // Internode publishes only a complaints address: the notice goes there (no first request does).
    const told = await waitForMail(t, internode.escalation_email!, /now receives/);
    expect(told.text).toContain('reply to this email');
    expect(await auditActions(pending.id)).toEqual([
      'brand_claim.approved',
      'brand_claim.requested',
    ]);
  });

  it('locks the code path after 10 wrong codes in 24 hours, however often a new code is asked for', async () => {
    const { brand, domain } = await newBrand();
    const email = `webmaster@${domain}`;
    const wrongAll = async (claimId: string, count: number) => {
      const answers = [];
      for (let i = 0; i < count; i++) {
        answers.push(
          (await post(`${base()}/claims/${claimId}/verify`, { code: 'ZZZZZ-ZZZZZ' })).status,
        );
      }
      return answers;
    };
    const first = await claim({ brand_id: brand.id, email });
    expect(await wrongAll(first.id, 5)).toEqual([400, 400, 400, 400, 400]);
    const again = await claim({ brand_id: brand.id, email });
    expect(again.id).toBe(first.id);
    expect(await wrongAll(again.id, 4)).toEqual([400, 400, 400, 400]);
    const tenth = await post(`${base()}/claims/${again.id}/verify`, { code: 'ZZZZZ-ZZZZZ' });
    const locked = await expectError(tenth, 429, 'RATE_LIMITED');
    expect(locked.message).toMatch(/no code is taken before .* UTC/);
    expect(Number(tenth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    const code = claimCodeIn((await waitForMail(t, email, /code to claim/, 2)).subject);
    await expectError(
      await post(`${base()}/claims/${again.id}/verify`, { code }),
      429,
      'RATE_LIMITED',
    );
    await expectError(
      await post(`${base()}/claims`, { brand_id: brand.id, email }),
      429,
      'RATE_LIMITED',
    );
    expect(await mailTo(t, email)).toHaveLength(2);
    const listed = await t.request(`${base()}/claims`, { cookie: owner.cookie });
    const row = ((await listed.json()) as { items: BrandClaim[] }).items.find(
      (c) => c.id === first.id,
    );
    expect(Date.parse(row!.locked_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    // The lock is the code path's: DNS and an admin's review are still open.
    expect((await claim({ brand_id: brand.id, method: 'dns' })).method).toBe('dns');
  });

  it('rate-limits claim requests per organisation, per brand and per address, and DNS checks per claim', async () => {
    const limited = await createTestApp({
      config: { RATE_LIMIT: 'on', CLAIM_DNS_SERVERS: dns.server },
    });
    try {
      const boss = await limited.signUp();
      const orgs: string[] = [];
      for (let i = 0; i < 4; i++)
        orgs.push(await createOrganization(limited, boss.cookie, `Limited ${i}`));
      const req = (o: string, json: unknown) =>
        limited.request(`/api/business/organizations/${o}/claims`, {
          method: 'POST',
          cookie: boss.cookie,
          json,
        });
      const brand = (contact: string | null = null) => {
        const domain = `limit-${crypto.randomUUID().slice(0, 8)}.example`;
        return createBrand(limited.database.db, {
          website: `https://${domain}`,
          contact_email: contact,
        }).then((b) => ({ id: b.id, domain }));
      };

      // Per organisation: three requests an hour, whatever the path.
      const [a0, a1, a2, a3] = [await brand(), await brand(), await brand(), await brand()];
      expect((await req(orgs[0]!, { brand_id: a0.id })).status).toBe(201);
      expect((await req(orgs[0]!, { brand_id: a1.id, method: 'dns' })).status).toBe(201);
      expect((await req(orgs[0]!, { brand_id: a2.id, email: `admin@${a2.domain}` })).status).toBe(
        201,
      );
      const over = await req(orgs[0]!, { brand_id: a3.id });
      expect((await expectError(over, 429, 'RATE_LIMITED')).message).toContain('this organisation');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

      // Per brand: three codes an hour, from any organisations.
      const b = await brand();
      for (const [i, local] of ['admin', 'hostmaster', 'postmaster'].entries()) {
        expect(
          (await req(orgs[i + 1]!, { brand_id: b.id, email: `${local}@${b.domain}` })).status,
        ).toBe(201);
      }
      const brandOver = await req(orgs[1]!, { brand_id: b.id, email: `webmaster@${b.domain}` });
      expect((await expectError(brandOver, 429, 'RATE_LIMITED')).message).toContain(
        'Too many codes were asked',
      );

      // Per address: three codes an hour to one published contact, whichever brand.
      const shared = `privacy-${crypto.randomUUID().slice(0, 6)}@group.example`;
      const other = await limited.signUp();
      const others: string[] = [];
      for (let i = 0; i < 4; i++)
        others.push(await createOrganization(limited, other.cookie, `Group ${i}`));
      const ask = (o: string, id: string) =>
        limited.request(`/api/business/organizations/${o}/claims`, {
          method: 'POST',
          cookie: other.cookie,
          json: { brand_id: id, email: shared },
        });
      for (let i = 0; i < 3; i++)
        expect((await ask(others[i]!, (await brand(shared)).id)).status).toBe(201);
      const addressOver = await ask(others[3]!, (await brand(shared)).id);
      expect((await expectError(addressOver, 429, 'RATE_LIMITED')).message).toContain(
        `sent to ${shared}`,
      );
      await waitForMail(limited, shared, /code to claim/, 3);
      expect(await mailTo(limited, shared)).toHaveLength(3);

      // DNS checks: ten an hour per claim.
      const dnsClaim = (await (
        await req(orgs[3]!, { brand_id: (await brand()).id, method: 'dns' })
      ).json()) as BrandClaim;
      const check = () =>
        limited.request(`/api/business/organizations/${orgs[3]}/claims/${dnsClaim.id}/check-dns`, {
          method: 'POST',
          cookie: boss.cookie,
          json: {},
        });
      for (let i = 0; i < 10; i++) expect((await check()).status).toBe(400);
      await expectError(await check(), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('keeps one person to five organisations (organizationLimit)', async () => {
    const busy = await t.signUp();
    for (let i = 0; i < 5; i++) await createOrganization(t, busy.cookie, `Busy ${i}`);
    const sixth = await t.request('/api/auth/organization/create', {
      method: 'POST',
      cookie: busy.cookie,
      json: { name: 'Busy 6', slug: `busy-6-${crypto.randomUUID().slice(0, 6)}` },
    });
    expect(sixth.status).toBe(403);
  });

  it("refuses other organisations' and members' claim actions", async () => {
    const { brand, domain } = await newBrand();
    const pending = await claim({ brand_id: brand.id, method: 'dns' });
    dns.addTxt(`_updately-claim.${domain}`, pending.dns_record!.value);
    const rival = await createOrganization(t, stranger.cookie, 'Rival');
    for (const path of [`/claims/${pending.id}/check-dns`, `/claims/${pending.id}/verify`]) {
      await expectError(
        await post(`${base()}${path}`, { code: 'ZZZZZ-ZZZZZ' }, member.cookie),
        403,
        'FORBIDDEN',
      );
      await expectError(
        await post(`${base()}${path}`, { code: 'ZZZZZ-ZZZZZ' }, stranger.cookie),
        404,
        'NOT_FOUND',
      );
      await expectError(
        await post(`${base(rival)}${path}`, { code: 'ZZZZZ-ZZZZZ' }, stranger.cookie),
        404,
        'NOT_FOUND',
      );
    }
    await expectError(
      await t.request(`${base()}/claim-options/${brand.id}`, { cookie: member.cookie }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await post(`${base()}/claims`, { brand_id: brand.id, method: 'dns' }, member.cookie),
      403,
      'FORBIDDEN',
    );
    // The rival's own DNS claim has its own value: the published record proves only ours.
    const theirs = await claim({ brand_id: brand.id, method: 'dns' }, rival, stranger.cookie);
    expect(theirs.dns_record!.value).not.toBe(pending.dns_record!.value);
    await expectError(
      await post(`${base(rival)}/claims/${theirs.id}/check-dns`, {}, stranger.cookie),
      400,
      'DNS_RECORD_NOT_FOUND',
    );
  });

  it("an admin revokes a verified claim: the brand's unfinished requests go back to its email, audited", async () => {
    const contact = `privacy-${crypto.randomUUID().slice(0, 6)}@revoked.example`;
    const { brand } = await newBrand(contact);
    const claimed = await claimBrandByAdmin(t, owner.cookie, admin.cookie, org, brand.id);
    const person = await t.signUp({ name: 'Riley Resident' });
    const { journey } = await movingJourney(t, person.id, []);
    const [fp] = await createFootprints(t.database.db, person.id, 1, { brandIds: [brand.id] });
    await createJourneyLinks(t.database.db, person.id, journey.id, [fp!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [fp!.id]);
    expect(request!.channel).toBe('api');
    await waitForStatus(t, request!.id, 'sent');
    const seen = await t.request(`${base()}/requests/${request!.id}`, { cookie: owner.cookie });
    expect(seen.status).toBe(200);

    const revoke = (json: unknown, cookie = admin.cookie) =>
      t.request(`/api/admin/brand-claims/${claimed.id}/revoke`, { method: 'POST', cookie, json });
    await expectError(await revoke({ reason: 'x' }, owner.cookie), 403, 'FORBIDDEN');
    await expectError(await revoke({ reason: '' }), 400, 'VALIDATION_FAILED');
    const res = await revoke({ reason: 'The brand says this business does not act for it.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    await expectError(await revoke({ reason: 'again' }), 409, 'CONFLICT');

    expect(await channelOf(brand.id)).toBe('email');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(row).toMatchObject({ channel: 'email', destination: contact, attempt: 2 });
    await waitForStatus(t, request!.id, 'sent');
    const events = await t.database.db
      .select({ type: updateRequestEvents.type, actor: updateRequestEvents.actor })
      .from(updateRequestEvents)
      .where(eq(updateRequestEvents.request_id, request!.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'approved', 'sent', 'rerouted', 'sent']);
    expect(events[3]!.actor).toBe('system');
    const rerouted = await waitForMail(t, contact, /^Change of address for your customer/);
    expect(rerouted.subject).toContain(request!.reference);
    await expectError(
      await t.request(`${base()}/requests/${request!.id}`, { cookie: owner.cookie }),
      404,
      'NOT_FOUND',
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'brand_claim.revoked'), eq(auditLogs.resource_id, claimed.id)),
      );
    expect(entry).toMatchObject({
      user_id: admin.id,
      old_values: { status: 'verified', channel: 'api', organization_id: org },
      new_values: { status: 'revoked', channel: 'email', rerouted: 1 },
      metadata: { reason: 'The brand says this business does not act for it.' },
    });
    // The brand is free again: another organisation may claim it.
    const rival = await createOrganization(t, stranger.cookie, 'Rightful Owner');
    await claim({ brand_id: brand.id, method: 'admin' }, rival, stranger.cookie);
  });

  it('revoking a claim of a brand without a contact address puts its requests on the checklist', async () => {
    const { brand } = await newBrand(null);
    const claimed = await claimBrandByAdmin(t, owner.cookie, admin.cookie, org, brand.id);
    const person = await t.signUp();
    const { journey } = await movingJourney(t, person.id, []);
    const [fp] = await createFootprints(t.database.db, person.id, 1, { brandIds: [brand.id] });
    await createJourneyLinks(t.database.db, person.id, journey.id, [fp!.id]);
    const [request] = await approveAddress(t, person.cookie, journey.id, [fp!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const res = await t.request(`/api/admin/brand-claims/${claimed.id}/revoke`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Claimed by mistake' },
    });
    expect(res.status).toBe(200);
    expect(await channelOf(brand.id)).toBe('manual');
    await waitForStatus(t, request!.id, 'sent');
    const [row] = await t.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, request!.id));
    expect(row).toMatchObject({ channel: 'manual', destination: null, attempt: 2 });
  });
});
