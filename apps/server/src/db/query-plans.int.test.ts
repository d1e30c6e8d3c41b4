import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { createValueCipher } from '../platform/crypto/value-cipher';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUpdateRequests } from '../seed/factories/update-factories';
import { signUpAdmin } from '../test/admin-test-kit';
import { claimBrand, createKey, createOrganization } from '../test/business-kit';
import { planProblems, type PlanNode } from '../test/plan-check';
import { captureRouteSql, type CapturedQuery } from '../test/route-sql-capture';
import { seedScale } from '../test/scale-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

/** Tables that grow with the number of people (issue 28): never scanned whole, never sorted. */
const BIG_TABLES = new Set([
  'users',
  'sessions',
  'accounts',
  'digital_footprints',
  'journeys',
  'journey_footprints',
  'update_requests',
  'update_request_events',
  'update_request_items',
  'audit_logs',
  'error_logs',
  'feedback',
  'webhook_deliveries',
  'api_idempotency_keys',
  'usage_ledger',
]);

type Caller = 'admin' | 'person' | 'owner' | 'key';
type Route = { caller: Caller; path: string };

// The plans PostgreSQL chooses at scale are what the issue is about; PGlite is single-user and
// its plans are not what production runs, and seeding this volume there takes minutes.
describe.skipIf(testDatabaseKind !== 'postgres')(
  'query plans at 50,000 rows a table: no sequential scan of a big table, no big sort',
  () => {
    let t: TestApp;
    const cookies = {} as Record<Exclude<Caller, 'key'>, string>;
    let apiKey: string;
    const ids = {} as Record<string, string>;
    const results: { route: string; problems: string[] }[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      const db = t.database.db;
      const admin = await signUpAdmin(t);
      const person = await t.signUp({ name: 'Alex Nguyen' });
      const owner = await t.signUp({ name: 'Olivia Owner' });
      Object.assign(cookies, { admin: admin.cookie, person: person.cookie, owner: owner.cookie });
      const organizationId = await createOrganization(t, owner.cookie, 'Acme Energy');
      const { brand } = await claimBrand(t, owner.cookie, organizationId, { name: 'Acme Energy' });
      apiKey = (await createKey(t, owner.cookie, organizationId)).key;
      const [endpoint] = await queryRows<{ id: string }>(
        db,
        sql`insert into webhook_endpoints (organization_id, url, event_types, secret_key_id,
            secret_ciphertext)
          values (${organizationId}, 'https://hooks.acme.example/updately', '{request.created}',
            'test2', 'not-a-ciphertext')
          returning id`,
      );

      // The person's journey with 20 companies, each with a request along its legal path.
      const footprints = await createFootprints(db, person.id, 20);
      const journey = await createJourney(db, person.id);
      await createJourneyLinks(
        db,
        person.id,
        journey.id,
        footprints.map((f) => f.id),
      );
      const requests = await createUpdateRequests(db, createValueCipher(t.config.valueKeys), {
        userId: person.id,
        journeyId: journey.id,
        footprintIds: footprints.map((f) => f.id),
        statuses: footprints.map((_, i) => (['sent', 'completed', 'needs_you'] as const)[i % 3]!),
      });

      // The first goes to the organisation's claimed brand through the api channel: the
      // Business API reads it (its items are really encrypted; the bulk rows' are not).
      const request = requests[0] as { id: string };
      await db.execute(
        sql`update update_requests set channel = 'api', brand_id = ${brand.id}
          where id = ${request.id}`,
      );

      // A large business holds many brands (the Business API list must stay one index range).
      await db.execute(
        sql`insert into brand_claims (organization_id, brand_id, status, method,
            decided_by_method, decided_at)
          select ${organizationId}, b.id, 'verified', 'admin', 'admin', now()
          from brand_directory b
          where not exists (select 1 from brand_claims c where c.brand_id = b.id)
          order by b.slug limit 99`,
      );
      const brandIds = (
        await queryRows<{ brand_id: string }>(
          db,
          sql`select brand_id from brand_claims where organization_id = ${organizationId}`,
        )
      ).map((r) => r.brand_id);
      expect(brandIds.length).toBeGreaterThan(50);
      await seedScale(t.database, { organizationId, brandIds, endpointId: endpoint!.id });
      Object.assign(ids, {
        person: person.id,
        personEmail: person.email,
        journey: journey.id,
        request: request.id,
        organization: organizationId,
        brand: brand.id,
        endpoint: endpoint!.id,
        businessRequest: request.id,
        errorGroup: createHash('sha256').update('scale-7').digest('hex'),
      });
      // A cursor a few pages in, as a client polling from the start holds.
      let cursor: string | null = null;
      for (let page = 0; page < 5; page++) {
        const res = await t.request(
          `/api/v1/requests?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          {
            headers: { authorization: `Bearer ${apiKey}` },
          },
        );
        cursor = ((await res.json()) as { next_cursor: string | null }).next_cursor;
      }
      expect(cursor).not.toBeNull();
      ids.cursor = cursor!;
    }, 120_000);

    afterAll(async () => {
      await t?.close();
    });

    function routes(): Route[] {
      const admin = (path: string): Route => ({ caller: 'admin', path });
      const person = (path: string): Route => ({ caller: 'person', path });
      const org = `/api/business/organizations/${ids.organization}`;
      const journey = `/api/journeys/${ids.journey}`;
      const today = new Date().toISOString().slice(0, 10);
      const now = new Date().toISOString();
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
      return [
        // The admin pages and exports.
        admin('/api/admin/users'),
        admin('/api/admin/users?q=scale-4242'),
        admin('/api/admin/users?q=nguyen'),
        admin(`/api/admin/users?q=${encodeURIComponent(ids.personEmail!)}`),
        admin('/api/admin/users?role=admin'),
        admin('/api/admin/users?role=user'),
        admin('/api/admin/users?verified=true'),
        admin('/api/admin/users?verified=false'),
        admin('/api/admin/users?banned=true'),
        admin('/api/admin/users?mfa=true'),
        admin('/api/admin/users?mfa=false'),
        admin(`/api/admin/users/${ids.person}`),
        admin(`/api/admin/users/${ids.person}/factors`),
        admin('/api/admin/journeys'),
        admin('/api/admin/journeys?order=asc'),
        admin('/api/admin/journeys?status=completed'),
        admin('/api/admin/journeys?type=getting_married'),
        admin(`/api/admin/journeys/${ids.journey}`),
        admin('/api/admin/audit-logs'),
        admin('/api/admin/audit-logs?order=asc'),
        admin(`/api/admin/audit-logs?user=${ids.person}`),
        admin(`/api/admin/audit-logs?user=${encodeURIComponent(ids.personEmail!)}`),
        admin('/api/admin/audit-logs?action=journey.create'),
        admin('/api/admin/audit-logs?resource_type=JOURNEY'),
        admin(`/api/admin/audit-logs?resource_id=${ids.person}`),
        admin('/api/admin/audit-logs/actions'),
        // An export reads up to AUDIT_CSV_MAX_ROWS (50,000) rows by design: over a whole year at
        // this scale that is every match, which PostgreSQL rightly scans and sorts. A week's is a
        // range of the (action, created_at, id) index, as a year's is among 20 million entries.
        admin(`/api/admin/audit-logs/export.csv?action=user.signout&from=${weekAgo}&to=${now}`),
        admin(`/api/admin/audit-logs/export.csv?user=${ids.person}`),
        // Analytics keeps results 30 seconds per range: each call here has a range of its own.
        admin('/api/admin/analytics.csv'),
        admin(`/api/admin/analytics?from=${yearAgo}&to=${today}`),
        admin('/api/admin/security'),
        admin('/api/admin/error-groups'),
        admin('/api/admin/error-groups?source=client'),
        admin(`/api/admin/error-groups/${ids.errorGroup}`),
        admin('/api/admin/feedback'),
        admin('/api/admin/brands'),
        admin('/api/admin/brands/export'),
        admin(`/api/admin/brands/${ids.brand}`),
        admin(`/api/admin/brands/${ids.brand}/documents`),
        admin('/api/admin/brand-coverage'),
        admin('/api/admin/brand-coverage/brands?channel=manual'),
        admin('/api/admin/brand-suggestions'),
        admin('/api/admin/brand-claims'),
        admin('/api/admin/brand-claims?status=pending'),
        admin('/api/admin/brand-claims?status=verified'),
        admin('/api/admin/approvals'),
        admin('/api/admin/integrations'),
        admin(`/api/admin/integrations/${ids.brand}`),
        admin('/api/admin/settings'),
        // A person's pages: dashboard, footprints, a journey with 20 companies, review, proof.
        person('/api/me'),
        person('/api/auth/get-session'),
        person('/api/footprints'),
        person('/api/journeys'),
        person(journey),
        person(`${journey}/review`),
        person(`${journey}/updates`),
        person(`${journey}/deadlines`),
        person(`${journey}/letters`),
        person(`${journey}/people`),
        person(`${journey}/proof`),
        person(`${journey}/proof?format=csv`),
        person(`/api/updates/${ids.request}`),
        person('/api/account/activity?limit=50'),
        person('/api/account/sessions'),
        // The Business API and the organisation's portal.
        { caller: 'key', path: '/api/v1/requests' },
        { caller: 'key', path: '/api/v1/requests?limit=100' },
        { caller: 'key', path: `/api/v1/requests?limit=50&cursor=${ids.cursor}` },
        { caller: 'key', path: '/api/v1/requests?status=completed' },
        { caller: 'key', path: `/api/v1/requests/${ids.businessRequest}` },
        { caller: 'owner', path: `${org}/summary` },
        { caller: 'owner', path: `${org}/requests` },
        { caller: 'owner', path: `${org}/requests/${ids.businessRequest}` },
        { caller: 'owner', path: `${org}/usage` },
        { caller: 'owner', path: `${org}/webhooks/${ids.endpoint}/deliveries` },
      ];
    }

    function send(route: Route) {
      if (route.caller === 'key') {
        return t.request(route.path, { headers: { authorization: `Bearer ${apiKey}` } });
      }
      return t.request(route.path, { cookie: cookies[route.caller] });
    }

    async function explain(query: CapturedQuery): Promise<PlanNode> {
      const result = await t.database.pool!.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) ${query.text}`,
        query.values,
      );
      return result.rows[0]!['QUERY PLAN'][0].Plan;
    }

    it("every hot route: the admin pages, a person's pages and the Business API", async () => {
      const capture = captureRouteSql(t.database);
      const recorded: { route: string; queries: CapturedQuery[] }[] = [];
      const unanswered: string[] = [];
      try {
        for (const route of routes()) {
          const name = `GET ${route.path}`;
          const queries = await capture.record(async () => {
            const res = await send(route);
            await res.arrayBuffer();
            if (!res.ok) unanswered.push(`${name} answered ${res.status}`);
          });
          recorded.push({ route: name, queries });
        }
      } finally {
        capture.stop();
      }

      for (const { route, queries } of recorded) {
        const problems: string[] = [];
        for (const query of queries.filter((q) => /^\s*(select|with)\b/i.test(q.text))) {
          for (const problem of planProblems(await explain(query), BIG_TABLES)) {
            problems.push(`${problem}\n      in: ${query.text.replace(/\s+/g, ' ').trim()}`);
          }
        }
        results.push({ route, problems });
      }
      const failing = results
        .filter(({ problems }) => problems.length)
        .map(({ route, problems }) => `${route}:\n    ${problems.join('\n    ')}`);
      // A route that fails sends other SQL than its page does: its plans would prove nothing.
      expect(unanswered).toEqual([]);
      expect(failing, failing.join('\n')).toEqual([]);
    });

    it("the follow-up sweep's lookups (every run, on every instance)", async () => {
      const capture = captureRouteSql(t.database);
      let queries: CapturedQuery[];
      try {
        // Long ago: nothing is due, so only the lookups run.
        queries = await capture.record(() =>
          t.deps.updates.runFollowUps(new Date('2000-01-03T00:00:00Z')),
        );
      } finally {
        capture.stop();
      }
      const selects = queries.filter((q) => /^\s*select\b/i.test(q.text));
      expect(selects.length).toBeGreaterThanOrEqual(2);
      const problems: string[] = [];
      for (const query of selects) problems.push(...planProblems(await explain(query), BIG_TABLES));
      expect(problems).toEqual([]);
    });
  },
);
