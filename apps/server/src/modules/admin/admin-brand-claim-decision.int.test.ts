import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandClaim, BrandClaim } from '@updately/shared/business-api';
import { createBrand } from '../../seed/factories/brand-factories';
import { signUpAdmin } from '../../test/admin-test-kit';
import { addMember, createOrganization } from '../../test/business-kit';
import { eventually } from '../../test/mailbox';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe("an admin's decision on a brand claim: what they see, and the business is told", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let owner: User;
  let requester: User;
  let admin: User;
  let org: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
    owner = await t.signUp({ name: 'Olivia Owner', email: 'olivia@originenergy.com.au' });
    requester = await t.signUp({ name: 'Rae Requester', email: 'rae@mail.originenergy.com.au' });
    admin = await signUpAdmin(t);
    org = await createOrganization(t, owner.cookie, 'Origin Energy Pty Ltd');
    await addMember(t, org, requester.id, 'admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const claimFor = async (website: string, name: string) => {
    const brand = await createBrand(t.database.db, { name, website, contact_email: null });
    const res = await t.request(`/api/business/organizations/${org}/claims`, {
      method: 'POST',
      cookie: requester.cookie,
      json: { brand_id: brand.id, method: 'admin' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as BrandClaim;
  };
  const pending = async (id: string) => {
    const res = await t.request('/api/admin/brand-claims?status=pending', { cookie: admin.cookie });
    return ((await res.json()) as { items: AdminBrandClaim[] }).items.find((c) => c.id === id);
  };
  const mailsAbout = (subject: string) =>
    eventually(async () => {
      const found = smtp.received.filter((m) => m.raw.includes(subject));
      return found.length >= 2 ? found : undefined;
    }, `two mails "${subject}"`);

  it('shows whether the email domain and the organisation match the brand', async () => {
    const own = await claimFor('https://www.originenergy.com.au/', 'Origin Energy');
    expect((await pending(own.id))?.match).toEqual({
      brand_domain: 'originenergy.com.au',
      requester_domain: 'originenergy.com.au',
      email_domain_matches: true,
      organization_name_matches: true,
    });
    const other = await claimFor(
      `https://www.netflix-${crypto.randomUUID().slice(0, 6)}.example/`,
      'Netflix',
    );
    expect((await pending(other.id))?.match).toMatchObject({
      requester_domain: 'originenergy.com.au',
      email_domain_matches: false,
      organization_name_matches: false,
    });
  });

  it('lists claims a page at a time, every claim once, in the same order as one long page', async () => {
    for (let i = 0; i < 5; i++) {
      await claimFor(`https://www.paged-${crypto.randomUUID().slice(0, 6)}.example/`, `Paged ${i}`);
    }
    const list = async (query: string) => {
      const res = await t.request(`/api/admin/brand-claims?${query}`, { cookie: admin.cookie });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as { items: AdminBrandClaim[]; next_cursor: string | null };
    };
    const whole = await list('status=pending&limit=200');
    expect(whole.next_cursor).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(5);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`status=pending&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(whole.items.map((c) => c.id));
    expect((await list('')).items.length).toBeLessThanOrEqual(50);
    const bad = await t.request('/api/admin/brand-claims?cursor=nonsense', {
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it('emails the requester and the owners when a claim is approved, through SMTP', async () => {
    const claim = await claimFor('https://www.approved-brand.example/', 'Approved Brand');
    const res = await t.request(`/api/admin/brand-claims/${claim.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const mails = await mailsAbout('Subject: Your claim to Approved Brand is approved');
    expect(mails.flatMap((m) => m.to).sort()).toEqual(
      ['olivia@originenergy.com.au', 'rae@mail.originenergy.com.au'].sort(),
    );
    expect(mails[0]!.raw.replace(/=\r?\n/g, '')).toContain(
      "approved Origin Energy Pty Ltd's claim to Approved Brand",
    );
  });

  it('emails them when a claim is rejected, and nothing when the decision fails', async () => {
    const claim = await claimFor('https://www.rejected-brand.example/', 'Rejected Brand');
    const res = await t.request(`/api/admin/brand-claims/${claim.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const mails = await mailsAbout('Subject: Your claim to Rejected Brand was not approved');
    expect(mails).toHaveLength(2);

    const again = await t.request(`/api/admin/brand-claims/${claim.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => m.raw.includes('Rejected Brand is approved'))).toEqual([]);
  });
});
