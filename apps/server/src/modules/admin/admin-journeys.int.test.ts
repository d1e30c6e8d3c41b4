import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminJourneyDetail,
  AdminJourneyList,
  AdminJourneyReveal,
} from '@updately/shared/admin-journeys-api';
import { auditLogs, journeyFootprints, journeys } from '../../db/schema';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import { createBrand } from '../../seed/factories/brand-factories';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../../seed/factories/journey-factories';
import { createUpdateRequests } from '../../seed/factories/update-factories';
import { createUser } from '../../seed/factories/user-factories';
import { expectError, type TestUser } from '../../test/account-test-kit';
import { signUpAdmin, signUpWithTotp } from '../../test/admin-test-kit';
import { countQueries } from '../../test/query-counter';
import { createTestApp, type TestApp } from '../../test/test-app';

// A known data set in May 2025, far from anything the test signs up today. One owner, five
// journeys; C, D and E were created within one millisecond (D and E at the same microsecond),
// so the cursor must keep microseconds and break ties by id.
const RANGE = 'from=2025-05-01T00:00:00Z&to=2025-06-01T00:00:00Z';
const OWNER_EMAIL = 'olive.owner@example.com';
const OWNER_NAME = 'Olive Owner';
const ADDRESS = '12 Sydney Road, Brunswick VIC 3056';
const NEW_EMAIL = 'olive.new@work.example';
const NEW_PHONE = '+61 412 345 678';
const NAME_A = 'Moving to Brunswick, March 2027';
const PERSONAL = [ADDRESS, OWNER_EMAIL, OWNER_NAME, NEW_EMAIL, NEW_PHONE, NAME_A, '2027-03-03'];

describe('admin journeys API', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const ids: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = { A: '', B: '', C: '', D: '', E: '' };
  let unlinkedFootprint: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await signUpWithTotp(t);
    const db = t.database.db;
    const owner = await createUser(db, {
      email: OWNER_EMAIL,
      firstName: 'Olive',
      lastName: 'Owner',
    });
    const brands = [
      await createBrand(db, { name: 'Alpha Energy', contact_email: 'care@alpha.example' }),
      await createBrand(db, { name: 'Beta Bank', contact_email: 'care@beta.example' }),
      await createBrand(db, { name: 'Gamma Gas', contact_email: null }),
    ];
    const footprints = await createFootprints(db, owner.id, 3, {
      brandIds: brands.map((b) => b.id),
    });
    const a = await createJourney(db, owner.id, {
      name: NAME_A,
      target_address: ADDRESS,
      moving_date: '2027-03-03',
      created_at: new Date('2025-05-01T09:00:00Z'),
    });
    await createJourneyLinks(
      db,
      owner.id,
      a.id,
      footprints.map((f) => f.id),
    );
    await createUpdateRequests(db, createValueCipher(t.config.valueKeys), {
      userId: owner.id,
      journeyId: a.id,
      footprintIds: footprints.map((f) => f.id),
      statuses: ['sent', 'completed', 'rejected'],
      startedAt: new Date('2025-05-02T08:00:00Z'),
    });
    // The third company's link is removed; its request (and proof) stays.
    unlinkedFootprint = footprints[2]!.id;
    await db
      .delete(journeyFootprints)
      .where(
        and(
          eq(journeyFootprints.journey_id, a.id),
          eq(journeyFootprints.footprint_id, unlinkedFootprint),
        ),
      );
    const b = await createJourney(db, owner.id, {
      type: 'changing_jobs',
      name: 'New job at Acme',
      status: 'completed',
      target_email: NEW_EMAIL,
      target_phone: NEW_PHONE,
      created_at: new Date('2025-05-02T09:00:00Z'),
      completed_at: new Date('2025-05-20T09:00:00Z'),
    });
    const c = await createJourney(db, owner.id, { type: 'getting_married', status: 'archived' });
    const d = await createJourney(db, owner.id, {});
    const e = await createJourney(db, owner.id, {});
    for (const [id, at] of [
      [c.id, '2025-05-03T10:00:00.1234Z'],
      [d.id, '2025-05-03T10:00:00.1239Z'],
      [e.id, '2025-05-03T10:00:00.1239Z'],
    ] as const) {
      await db.execute(sql`update journeys set created_at = ${at}::timestamptz where id = ${id}`);
    }
    Object.assign(ids, { A: a.id, B: b.id, C: c.id, D: d.id, E: e.id });
  }, 120_000);
  afterAll(() => t.close());

  const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });
  const list = async (query: string) => {
    const res = await get(`/api/admin/journeys?${RANGE}&${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminJourneyList;
  };
  const reveal = (id: string, cookie = admin.cookie) =>
    t.request(`/api/admin/journeys/${id}/reveal`, { method: 'POST', cookie });
  const reveals = () =>
    t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.journey.revealed'));
  // Newest first; D and E share a microsecond, so the larger id comes first.
  const newestFirst = () => {
    const [first, second] = [ids.D, ids.E].sort().reverse();
    return [first!, second!, ids.C, ids.B, ids.A];
  };

  it('answers 401 to anonymous callers and 403 to users, revealing nothing', async () => {
    for (const path of ['/api/admin/journeys', `/api/admin/journeys/${ids.A}`]) {
      await expectError(await t.request(path), 401, 'UNAUTHORIZED');
      await expectError(await get(path, user.cookie), 403, 'FORBIDDEN');
    }
    await expectError(
      await t.request(`/api/admin/journeys/${ids.A}/reveal`, { method: 'POST' }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await reveal(ids.A, user.cookie), 403, 'FORBIDDEN');
    expect(await reveals()).toEqual([]);
  });

  it('lists journeys newest first with masked names and owners, and counts', async () => {
    const res = await get(`/api/admin/journeys?${RANGE}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    for (const value of PERSONAL) expect(raw).not.toContain(value);
    const { items, next_cursor } = JSON.parse(raw) as AdminJourneyList;
    expect(next_cursor).toBeNull();
    expect(items.map((j) => j.id)).toEqual(newestFirst());
    expect(items.at(-1)).toEqual({
      id: ids.A,
      type: 'moving_house',
      status: 'active',
      name: 'M••••',
      owner_email: 'o••••@example.com',
      hidden: null,
      created_at: '2025-05-01T09:00:00.000Z',
      completed_at: null,
      company_count: 2,
      // Every company's latest request, the unlinked one's too.
      update_counts: { sent: 1, completed: 1, rejected: 1 },
    });
    expect(items.find((j) => j.id === ids.B)).toMatchObject({
      type: 'changing_jobs',
      status: 'completed',
      completed_at: '2025-05-20T09:00:00.000Z',
      company_count: 0,
      update_counts: {},
    });
  });

  it('filters by type, status and time, and sorts oldest first', async () => {
    const idsOf = async (query: string) => (await list(query)).items.map((j) => j.id);
    expect(await idsOf('type=moving_house')).toEqual(
      newestFirst().filter((id) => [ids.A, ids.D, ids.E].includes(id)),
    );
    expect(await idsOf('status=completed')).toEqual([ids.B]);
    expect(await idsOf('type=getting_married&status=archived')).toEqual([ids.C]);
    expect(await idsOf('type=graduation')).toEqual([]);
    const narrow = await get(
      '/api/admin/journeys?from=2025-05-02T00:00:00%2B10:00&to=2025-05-03T10:00:00.1239Z',
    );
    // From 2 May in Melbourne (1 May 14:00 UTC) to just before D and E.
    expect(((await narrow.json()) as AdminJourneyList).items.map((j) => j.id)).toEqual([
      ids.C,
      ids.B,
    ]);
    expect(await idsOf('order=asc')).toEqual(newestFirst().reverse());
  });

  it('pages with a cursor that neither skips nor repeats rows created in the same millisecond', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminJourneyList = await list(
          `order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((j) => j.id));
        cursor = page.next_cursor;
      } while (cursor && seen.length < 10);
      expect(seen).toEqual(order === 'desc' ? newestFirst() : newestFirst().reverse());
    }
    const typed = await list('type=moving_house&limit=1');
    const next = await list(`type=moving_house&limit=1&cursor=${typed.next_cursor}`);
    expect(next.items.map((j) => j.id)).toEqual([newestFirst()[1]]);
  });

  it('counts in one query, however many journeys the page holds', async () => {
    const one = await countQueries(t.database, () => list('limit=1'));
    const five = await countQueries(t.database, () => list('limit=5'));
    expect(five).toBe(one);
  });

  it('answers 400 for bad filters and cursors', async () => {
    for (const query of [
      'type=holiday',
      'status=paused',
      'limit=0',
      'limit=101',
      'order=up',
      'from=2025-05-01',
      'from=yesterday',
      'from=2025-05-02T00:00:00Z&to=2025-05-01T00:00:00Z',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from(JSON.stringify(['2025-05-01', ids.A])).toString('base64url')}`,
    ]) {
      await expectError(await get(`/api/admin/journeys?${query}`), 400, 'VALIDATION_FAILED');
    }
  });

  it('shows a journey with each company’s requests, personal values masked', async () => {
    const res = await get(`/api/admin/journeys/${ids.A}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    for (const value of PERSONAL) expect(raw).not.toContain(value);
    const detail = JSON.parse(raw) as AdminJourneyDetail;
    expect(detail).toMatchObject({
      id: ids.A,
      type: 'moving_house',
      name: 'M••••',
      target_address: '1••••',
      moving_date: '••••-••-••',
      target_email: null,
      target_phone: null,
      owner: { email: 'o••••@example.com', name: 'O••••' },
    });
    expect(
      detail.companies.map((c) => [c.name, c.linked, c.requests.map((r) => r.status)]),
    ).toEqual([
      ['Alpha Energy', true, ['sent']],
      ['Beta Bank', true, ['completed']],
      ['Gamma Gas', false, ['rejected']],
    ]);
    const [alpha, beta, gamma] = detail.companies;
    expect(alpha!.requests[0]).toMatchObject({
      channel: 'email',
      reference: expect.stringMatching(/^UPD-/),
      sent_at: expect.any(String),
      completed_at: null,
    });
    expect(beta!.requests[0]!.completed_at).toEqual(expect.any(String));
    expect(gamma).toMatchObject({ footprint_id: unlinkedFootprint, priority_level: null });
    expect(gamma!.requests[0]).toMatchObject({ channel: 'manual', status_reason: 'no_match' });

    const jobs = (await (await get(`/api/admin/journeys/${ids.B}`)).json()) as AdminJourneyDetail;
    expect(jobs).toMatchObject({
      target_email: 'o••••@work.example',
      target_phone: '••••78',
      target_address: null,
      companies: [],
    });
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    await expectError(await get('/api/admin/journeys/nope'), 400, 'VALIDATION_FAILED');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectError(await get(`/api/admin/journeys/${unknown}`), 404, 'NOT_FOUND');
    await expectError(await reveal('nope'), 400, 'VALIDATION_FAILED');
    await expectError(await reveal(unknown), 404, 'NOT_FOUND');
    expect(await reveals()).toEqual([]);
  });

  it('reveals the personal values and writes exactly one audit entry naming the fields', async () => {
    const res = await reveal(ids.A);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminJourneyReveal;
    expect(body).toMatchObject({
      journey_id: ids.A,
      values: {
        name: NAME_A,
        target_address: ADDRESS,
        moving_date: '2027-03-03',
        target_email: null,
        target_phone: null,
        owner_name: OWNER_NAME,
        owner_email: OWNER_EMAIL,
      },
    });
    const entries = await reveals();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      user_id: admin.id,
      resource_type: 'JOURNEY',
      resource_id: ids.A,
      old_values: null,
      new_values: null,
      metadata: {
        fields: ['name', 'target_address', 'moving_date', 'owner_name', 'owner_email'],
      },
    });
    // The audit log is read by every admin: it names the fields, never their values.
    const stored = JSON.stringify(entry);
    for (const value of PERSONAL) expect(stored).not.toContain(value);
    // And a reveal changes nothing: the list still masks.
    expect(await (await get(`/api/admin/journeys/${ids.A}`)).text()).not.toContain(ADDRESS);
    const [journey] = await t.database.db.select().from(journeys).where(eq(journeys.id, ids.A));
    expect(journey!.target_address).toBe(ADDRESS);
  });
});
