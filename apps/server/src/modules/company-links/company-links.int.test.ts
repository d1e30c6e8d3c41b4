import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  journeyFootprints,
  updateRequestEvents,
  updateRequestItems,
  updateRequests,
} from '../../db/schema';
import { pathOf } from '../../test/mailbox';
import { startSmtpCapture, mimePart } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_ADDRESS, approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { eventually } from '../../test/mailbox';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** The email channel end to end: a real SMTP server receives the mail, its links are followed. */
describe('company links: the email channel over SMTP, answered by the company', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let user: User;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
    user = await t.signUp({ name: 'Alex Nguyen' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A journey with one emailed company, sent: its mail's two links. */
  async function sentRequest() {
    const { journey, brands, footprints } = await movingJourney(t, user.id, [{}]);
    const [request] = await approveAddress(t, user.cookie, journey.id, [footprints[0]!.id]);
    await waitForStatus(t, request!.id, 'sent');
    const mail = await smtp.waitFor(brands[0]!.contact_email!);
    const text = mimePart(mail.raw, 'text/plain');
    const updated = text.match(/^Updated: (\S+)$/m)?.[1];
    const cannot = text.match(/^Can't update \(tell us why\): (\S+)$/m)?.[1];
    if (!updated || !cannot) throw new Error(`No links in: ${text}`);
    return { journey, request: request!, brand: brands[0]!, mail, text, updated, cannot };
  }
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(updateRequests).where(eq(updateRequests.id, id)))[0]!;
  const eventsOf = (id: string) =>
    t.database.db.select().from(updateRequestEvents).where(eq(updateRequestEvents.request_id, id));
  const form = (fields: Record<string, string>) =>
    ({
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Company browser',
        'x-forwarded-for': '203.0.113.9',
      },
    }) as const;

  it('mails the company the change, the reference, the consent and two links', async () => {
    const { request, brand, mail, text } = await sentRequest();
    expect(mail.to).toEqual([brand.contact_email]);
    expect(mail.raw).toMatch(
      new RegExp(`^Message-ID: <${request.reference}\\.1\\.request@localhost>`, 'mi'),
    );
    expect(mail.raw).toContain(`X-Updately-Reference: ${request.reference}`);
    expect(text).toContain(`Hello ${brand.name} team,`);
    expect(text).toContain('Name: Alex Nguyen');
    expect(text).toContain(`New address: ${NEW_ADDRESS}`);
    expect(text).toContain(`Reference: ${request.reference}`);
    expect(text).toContain('Replies to this email are not read');
    const html = mimePart(mail.raw, 'text/html');
    expect(html).toContain('>Updated</a>');
    expect(html).toMatch(/>Can(&#39;|')t update<\/a>/);
  });

  it('records nothing when a link is only opened, then the confirmation with its evidence', async () => {
    const { journey, request, brand, updated } = await sentRequest();
    const page = await t.request(pathOf(updated));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Confirm the update');
    expect(html).toContain(NEW_ADDRESS);
    expect(html).toContain(request.reference);
    expect(html).toContain(brand.name);
    // Who is writing, a way to integrate, and the other answer next to "Confirm".
    expect(html).toContain('About Updately');
    expect(html).toContain('<a href="/for-business">Receive these by API</a>');
    const other = /<a href="([^"]+)"[^>]*>Can't update\? Tell the customer why<\/a>/.exec(
      html,
    )?.[1];
    expect(pathOf(updated).replace(/\/updated$/, '')).not.toBe(other);
    const otherPage = await t.request(other!.replaceAll('&amp;', '&'));
    expect(otherPage.status).toBe(200);
    expect(await otherPage.text()).toContain("We've updated it: confirm instead");
    expect((await statusOf(request.id)).status).toBe('sent');
    expect(await eventsOf(request.id)).toHaveLength(3);

    const confirmed = await t.request(pathOf(updated), form({ confirmed_by: 'Jo, customer care' }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('the update is recorded as made');
    const row = await statusOf(request.id);
    expect(row.status).toBe('completed');
    const last = (await eventsOf(request.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'confirmed', actor: 'company', to_status: 'completed' });
    expect(last.evidence).toMatchObject({
      via: 'email_link',
      confirmed_by: 'Jo, customer care',
      user_agent: 'Company browser',
      attempt: 1,
      fields: [{ field: 'address', outcome: 'applied' }],
    });
    const items = await t.database.db
      .select()
      .from(updateRequestItems)
      .where(
        and(eq(updateRequestItems.request_id, request.id), eq(updateRequestItems.field, 'address')),
      );
    expect(items[0]).toMatchObject({ outcome: 'applied', decided_at: expect.any(Date) });
    const [link] = await t.database.db
      .select()
      .from(journeyFootprints)
      .where(eq(journeyFootprints.journey_id, journey.id));
    expect(link!.completed_at).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resource_id, request.id),
          eq(auditLogs.action, 'update_request.confirmed'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_agent).toBe('Company browser');

    // The links are spent: a second answer changes nothing.
    const again = await t.request(pathOf(updated), form({}));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('was already confirmed');
    expect(await eventsOf(request.id)).toHaveLength(4);
  });

  it('records "No account held" through its own link: the page records nothing, the button completes it', async () => {
    const { request } = await sentRequest();
    const row = await statusOf(request.id);
    const token = t.deps.updates.links.token({
      requestId: request.id,
      attempt: row.attempt,
      purpose: 'no-account',
      expiresAt: row.links_expire_at!,
    });
    const path = `/company/updates/${token}/no-account`;
    const page = await t.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('No account held');
    expect(html).toContain('Confirm: we hold no account');
    expect(html).toContain('Change of address');
    expect((await statusOf(request.id)).status).toBe('sent');
    // Signed for "no account" only: the same token does not confirm an update.
    expect((await t.request(`/company/updates/${token}/updated`, form({}))).status).toBe(404);

    const answered = await t.request(path, form({ confirmed_by: 'Sam, records' }));
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('you hold no account');
    expect((await statusOf(request.id)).status).toBe('completed');
    const last = (await eventsOf(request.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'confirmed', actor: 'company', to_status: 'completed' });
    expect(last.evidence).toMatchObject({
      no_account: true,
      confirmed_by: 'Sam, records',
      fields: [{ field: 'address', outcome: 'no_account' }],
    });
    const [item] = await t.database.db
      .select()
      .from(updateRequestItems)
      .where(
        and(eq(updateRequestItems.request_id, request.id), eq(updateRequestItems.field, 'address')),
      );
    expect(item).toMatchObject({ outcome: 'no_account', decided_at: expect.any(Date) });
    expect((await t.request(path, form({}))).status).toBe(409);
  });

  it('takes a refusal with its reason; a request for verification makes the update need the person', async () => {
    const first = await sentRequest();
    const refused = await t.request(pathOf(first.cannot), form({}));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a reason.');
    expect((await statusOf(first.request.id)).status).toBe('sent');

    const rejected = await t.request(
      pathOf(first.cannot),
      form({ reason: 'no_match', message: 'No account under that name.' }),
    );
    expect(rejected.status).toBe(200);
    expect(await statusOf(first.request.id)).toMatchObject({
      status: 'rejected',
      status_reason: 'no_match',
      status_message: 'No account under that name.',
    });

    const second = await sentRequest();
    await t.request(pathOf(second.cannot), form({ reason: 'needs_user_verification' }));
    expect(await statusOf(second.request.id)).toMatchObject({
      status: 'needs_you',
      status_reason: 'needs_user_verification',
    });
    // Once the person has verified, the company can still confirm with the first link.
    const late = await t.request(pathOf(second.updated), form({}));
    expect(late.status).toBe(200);
    expect((await statusOf(second.request.id)).status).toBe('completed');
  });

  it('refuses a link used for another purpose, tampered, unknown or expired, changing nothing', async () => {
    const { request, updated, cannot } = await sentRequest();
    const token = new URL(updated).pathname.split('/')[3]!;
    const swapped = await t.request(
      `/company/updates/${token}/cannot-update`,
      form({ reason: 'other' }),
    );
    expect(swapped.status).toBe(404);
    expect(await swapped.text()).toContain('This link is not valid');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.request(`/company/updates/${tampered}/updated`, form({}))).status).toBe(404);
    expect((await t.request(`/company/updates/${token}/delete`)).status).toBe(404);
    expect((await t.request('/company/updates/nonsense/updated')).status).toBe(404);
    const expired = t.deps.updates.links.token({
      requestId: request.id,
      attempt: 1,
      purpose: 'updated',
      expiresAt: new Date(Date.now() - 1000),
    });
    const old = await t.request(`/company/updates/${expired}/updated`, form({}));
    expect(old.status).toBe(410);
    expect(await old.text()).toContain('This link has expired');
    const future = t.deps.updates.links.token({
      requestId: request.id,
      attempt: 5,
      purpose: 'updated',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await t.request(`/company/updates/${future}/updated`, form({}))).status).toBe(404);
    expect((await statusOf(request.id)).status).toBe('sent');
    expect(await eventsOf(request.id)).toHaveLength(3);
    expect(cannot).toContain(request.id);
  });

  it('tells the company a cancelled request needs nothing, by email and on the link page', async () => {
    const { request, brand, updated } = await sentRequest();
    const res = await t.request(`/api/updates/${request.id}/cancel`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    const notice = await eventually(
      async () =>
        smtp.received.find((m) => m.to.includes(brand.contact_email!) && /Cancelled:/.test(m.raw)),
      'the cancellation notice',
    );
    expect(mimePart(notice.raw, 'text/plain')).toContain(request.reference);
    const page = await t.request(pathOf(updated));
    expect(await page.text()).toContain('The customer cancelled this request');
    expect((await t.request(pathOf(updated), form({}))).status).toBe(409);
  });

  it('limits how often one address may open the pages', async () => {
    const limited = await createTestApp({ config: { SMTP_URL: smtp.url, RATE_LIMIT: 'on' } });
    try {
      let last = 0;
      for (let i = 0; i < 61; i++) {
        last = (
          await limited.request('/company/updates/x/updated', {
            headers: { 'x-forwarded-for': '198.51.100.7' },
          })
        ).status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
