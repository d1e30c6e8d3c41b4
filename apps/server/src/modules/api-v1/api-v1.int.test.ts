import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRequestDetail, BusinessRequestSummary } from '@updately/shared/business-api';
import { usageLedger, updateRequests } from '../../db/schema';
import { expectError } from '../../test/account-test-kit';
import { businessApi, claimBrand, createKey, createOrganization } from '../../test/business-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveAddress, movingJourney, waitForStatus } from '../../test/update-kit';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const NEW_EMAIL = 'alex.new@example.com';
const NEW_PHONE = '+61 400 123 456';

describe('Business API v1: a company pulls, acknowledges and confirms; it pays per applied field', () => {
  let t: TestApp;
  let person: User;
  let ownerA: User;
  let ownerB: User;
  let orgA: string;
  let orgB: string;
  let keyA: string;
  let keyB: string;
  let brandA: { id: string; name: string };
  let requestA: string;
  let journeyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    person = await t.signUp({ name: 'Alex Nguyen' });
    ownerA = await t.signUp({ name: 'Olivia Owner' });
    ownerB = await t.signUp({ name: 'Ben Owner' });
    orgA = await createOrganization(t, ownerA.cookie, 'Acme Energy');
    orgB = await createOrganization(t, ownerB.cookie, 'Bolt Bank');
    ({ brand: brandA } = await claimBrand(t, ownerA.cookie, orgA, { name: 'Acme Energy' }));
    await claimBrand(t, ownerB.cookie, orgB, { name: 'Bolt Bank' });
    keyA = (await createKey(t, ownerA.cookie, orgA)).key;
    keyB = (await createKey(t, ownerB.cookie, orgB)).key;

    // The person is getting married: a new email and phone go to Acme (claimed: the api
    // channel) and to a brand told by email.
    const emailed = await createBrand(t.database.db);
    const journey = await createJourney(t.database.db, person.id, {
      type: 'getting_married',
      name: 'Getting married',
      target_email: NEW_EMAIL,
      target_phone: NEW_PHONE,
    });
    journeyId = journey.id;
    const [acme, other] = await createFootprints(t.database.db, person.id, 2, {
      brandIds: [brandA.id, emailed.id],
    });
    await createJourneyLinks(t.database.db, person.id, journey.id, [acme!.id, other!.id], {
      fields_to_update: { address: false, email: true, phone: true },
    });
    const res = await t.request(`/api/journeys/${journey.id}/updates`, {
      method: 'POST',
      cookie: person.cookie,
      json: {
        consent_version: '1.0',
        companies: [
          { footprint_id: acme!.id, fields: ['email', 'phone'] },
          { footprint_id: other!.id, fields: ['email'] },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const items = ((await res.json()) as { items: { id: string; channel: string }[] }).items;
    requestA = items.find((i) => i.channel === 'api')!.id;
    await waitForStatus(t, requestA, 'sent');
  });
  afterAll(() => t.close());

  it('refuses calls without a key, with a malformed or unknown key (401)', async () => {
    await expectError(await businessApi(t, null)('GET', '/requests'), 401, 'UNAUTHORIZED');
    const forged = 'upd_test_' + 'x'.repeat(32);
    await expectError(await businessApi(t, forged)('GET', '/requests'), 401, 'INVALID_API_KEY');
    const res = await t.request('/api/v1/requests', { headers: { authorization: 'Basic abc' } });
    await expectError(res, 401, 'INVALID_API_KEY');
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    // A session cookie is not a key.
    await expectError(
      await t.request('/api/v1/requests', { cookie: ownerA.cookie }),
      401,
      'UNAUTHORIZED',
    );
  });

  it("lists only the organisation's own requests, and polls by updated_since", async () => {
    const api = businessApi(t, keyA);
    const res = await api('GET', '/requests');
    expect(res.status).toBe(200);
    const page = (await res.json()) as { items: BusinessRequestSummary[]; next_cursor: null };
    expect(page.items.map((i) => i.id)).toEqual([requestA]);
    expect(page.items[0]).toMatchObject({
      status: 'sent',
      brand: { id: brandA.id, name: 'Acme Energy' },
      fields: ['email', 'phone'],
    });
    expect(JSON.stringify(page)).not.toContain(NEW_EMAIL);

    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await api('GET', `/requests?updated_since=${encodeURIComponent(later)}`);
    expect(((await none.json()) as { items: unknown[] }).items).toEqual([]);
    const other = await businessApi(t, keyB)('GET', '/requests');
    expect(((await other.json()) as { items: unknown[] }).items).toEqual([]);
    await expectError(await api('GET', '/requests?status=nope'), 400, 'VALIDATION_FAILED');
    await expectError(await api('GET', '/requests?cursor=bogus'), 400, 'VALIDATION_FAILED');
  });

  it('gives exactly the consented fields, with an identity assertion that verifies on the JWKS', async () => {
    const res = await businessApi(t, keyA)('GET', `/requests/${requestA}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as BusinessRequestDetail;
    expect(detail.changes).toEqual([
      { field: 'email', value: NEW_EMAIL },
      { field: 'phone', value: NEW_PHONE },
    ]);
    expect(detail.outcomes.map((o) => o.outcome)).toEqual(['pending', 'pending']);
    expect(detail).toMatchObject({
      kind: 'change_of_contact',
      subject: 'self',
      details: { kind: 'change_of_contact', email: NEW_EMAIL, phone: NEW_PHONE },
    });
    // The request's own answer date (set when it is sent), as the person sees it.
    const [row] = await t.database.db
      .select({ expected_by: updateRequests.expected_by })
      .from(updateRequests)
      .where(eq(updateRequests.id, requestA));
    expect(detail.expected_by).toBe(row!.expected_by);

    const jwks = (await (await t.request('/.well-known/jwks.json')).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(detail.identity_assertion, createLocalJWKSet(jwks), {
      issuer: t.config.appUrl,
      audience: `urn:updately:organization:${orgA}`,
    });
    expect(payload).toMatchObject({
      sub: `urn:updately:request:${requestA}`,
      reference: detail.reference,
      kind: 'change_of_contact',
      acting_for: 'self',
      verified: { email: true, phone: false, mfa: false },
      consent: { id: detail.consent.id },
    });
    expect(payload.fields).toEqual(expect.arrayContaining(['email', 'phone']));
  });

  it("never shows another organisation's request (404), nor a malformed id", async () => {
    await expectError(await businessApi(t, keyB)('GET', `/requests/${requestA}`), 404, 'NOT_FOUND');
    await expectError(
      await businessApi(t, keyA)('GET', `/requests/${NO_SUCH_ID}`),
      404,
      'NOT_FOUND',
    );
    await expectError(await businessApi(t, keyA)('GET', '/requests/not-an-id'), 404, 'NOT_FOUND');
    const ack = await businessApi(t, keyB)('POST', `/requests/${requestA}/acknowledge`, {
      idempotencyKey: 'b-ack-1',
    });
    await expectError(ack, 404, 'NOT_FOUND');
  });

  it('asks for an Idempotency-Key on every POST, and a read-only key cannot write', async () => {
    const api = businessApi(t, keyA);
    await expectError(
      await api('POST', `/requests/${requestA}/acknowledge`),
      400,
      'VALIDATION_FAILED',
    );
    const readOnly = (await createKey(t, ownerA.cookie, orgA, ['requests:read'])).key;
    const res = await businessApi(t, readOnly)('POST', `/requests/${requestA}/acknowledge`, {
      idempotencyKey: 'ro-1',
    });
    await expectError(res, 403, 'INSUFFICIENT_SCOPE');
  });

  it('acknowledges once; the person sees it', async () => {
    const api = businessApi(t, keyA);
    const first = await api('POST', `/requests/${requestA}/acknowledge`, {
      idempotencyKey: 'ack-1',
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as BusinessRequestDetail).status).toBe('acknowledged');
    const replay = await api('POST', `/requests/${requestA}/acknowledge`, {
      idempotencyKey: 'ack-1',
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const mine = await t.request(`/api/updates/${requestA}`, { cookie: person.cookie });
    expect(((await mine.json()) as { status: string }).status).toBe('acknowledged');
  });

  it('refuses a field that was not sent, and a key reused for another body', async () => {
    const api = businessApi(t, keyA);
    const stray = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'confirm-stray',
      json: { fields: [{ field: 'address', outcome: 'applied' }] },
    });
    await expectError(stray, 400, 'VALIDATION_FAILED');
    const bad = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'confirm-bad',
      json: { fields: [{ field: 'email', outcome: 'rejected' }] },
    });
    await expectError(bad, 400, 'VALIDATION_FAILED');
    const reused = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'ack-1',
      json: { fields: [{ field: 'email', outcome: 'applied' }] },
    });
    await expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await t.database.db.$count(usageLedger, eq(usageLedger.request_id, requestA))).toBe(0);
  });

  it('confirms two fields: completed for the person, two ledger rows, never billed twice', async () => {
    const api = businessApi(t, keyA);
    const answer = {
      fields: [
        { field: 'email', outcome: 'applied' },
        { field: 'phone', outcome: 'applied' },
      ],
      confirmed_by: 'Acme customer care',
    };
    const first = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'confirm-1',
      json: answer,
    });
    expect(first.status).toBe(200);
    const detail = (await first.json()) as BusinessRequestDetail;
    expect(detail.status).toBe('completed');
    expect(detail.outcomes.map((o) => o.outcome)).toEqual(['applied', 'applied']);

    const ledger = await t.database.db
      .select()
      .from(usageLedger)
      .where(eq(usageLedger.request_id, requestA));
    expect(ledger.map((r) => r.field).sort()).toEqual(['email', 'phone']);
    expect(ledger.every((r) => r.unit_price === '0.50' && r.currency === 'AUD')).toBe(true);
    expect(ledger.every((r) => r.organization_id === orgA)).toBe(true);

    // The same key replays the first answer; a new key is refused (already answered).
    const replay = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'confirm-1',
      json: answer,
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as BusinessRequestDetail).status).toBe('completed');
    const again = await api('POST', `/requests/${requestA}/confirm`, {
      idempotencyKey: 'confirm-2',
      json: answer,
    });
    await expectError(again, 409, 'CONFLICT');
    expect(await t.database.db.$count(usageLedger, eq(usageLedger.request_id, requestA))).toBe(2);

    const mine = await t.request(`/api/updates/${requestA}`, { cookie: person.cookie });
    const seen = (await mine.json()) as { status: string; events: { evidence: unknown }[] };
    expect(seen.status).toBe('completed');
    expect(JSON.stringify(seen.events)).toContain('Acme customer care');

    const usage = await t.request(`/api/business/organizations/${orgA}/usage`, {
      cookie: ownerA.cookie,
    });
    expect(await usage.json()).toMatchObject({ fields: 2, amount: '1.00', currency: 'AUD' });
    const csv = await t.request(`/api/business/organizations/${orgA}/usage.csv`, {
      cookie: ownerA.cookie,
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'ledger_id,confirmed_at,reference,brand,field,unit_price,currency,source',
    );
    const usageB = await t.request(`/api/business/organizations/${orgB}/usage`, {
      cookie: ownerB.cookie,
    });
    expect(await usageB.json()).toMatchObject({ fields: 0, amount: '0.00' });
  });

  /** A new person who moves and approves telling Acme: their request, once sent. */
  async function acmeRequest(): Promise<string> {
    const someone = await t.signUp();
    const { journey } = await movingJourney(t, someone.id, []);
    const [fp] = await createFootprints(t.database.db, someone.id, 1, { brandIds: [brandA.id] });
    await createJourneyLinks(t.database.db, someone.id, journey.id, [fp!.id]);
    const [request] = await approveAddress(t, someone.cookie, journey.id, [fp!.id]);
    await waitForStatus(t, request!.id, 'sent');
    return request!.id;
  }

  it('races: ten concurrent confirmations of one request bill each field once', async () => {
    const id = await acmeRequest();
    const api = businessApi(t, keyA);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', `/requests/${id}/confirm`, {
          idempotencyKey: `race-${i % 3}`,
          json: { fields: [{ field: 'address', outcome: 'applied' }] },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await t.database.db.$count(usageLedger, eq(usageLedger.request_id, id))).toBe(1);
  });

  it('pages with a cursor, oldest change first, without gaps or repeats', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await acmeRequest());
    const api = businessApi(t, keyA);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await api('GET', `/requests?status=sent&limit=2${query}`);
      const page = (await res.json()) as {
        items: BusinessRequestSummary[];
        next_cursor: string | null;
      };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(made);
    expect(pages).toBe(3);
  });

  it("never lists a request still waiting for the person's consent, or one sent by email", async () => {
    const rows = await t.database.db
      .select({ id: updateRequests.id, channel: updateRequests.channel })
      .from(updateRequests)
      .where(eq(updateRequests.journey_id, journeyId));
    const emailed = rows.find((r) => r.channel === 'email')!;
    await expectError(
      await businessApi(t, keyA)('GET', `/requests/${emailed.id}`),
      404,
      'NOT_FOUND',
    );
    const unclaimed = await createBrand(t.database.db);
    expect(unclaimed.id).not.toBe(brandA.id);
  });
});
