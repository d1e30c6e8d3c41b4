import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/**
 * What the bulk rows hang on: the organisation whose Business API list the test reads, and the
 * brands it holds verified claims to (many, as a large business does).
 */
export type ScaleAnchors = { organizationId: string; brandIds: string[]; endpointId: string };

/**
 * A moderate scale for the query-plan test: about 50,000 rows in each big table (75,000 audit
 * entries and footprints), written set-based with INSERT … SELECT over generate_series as
 * scripts/bench-admin.ts does, then VACUUM ANALYZE so the planner sees the volume. Only the
 * columns the pages read are filled; half the update requests go to the anchor organisation's
 * brands, so its Business API list is a big one.
 */
export async function seedScale(database: Database, anchors: ScaleAnchors, people = 50_000) {
  await database.db.transaction(async (tx) => {
    // Foreign keys and triggers are not checked while loading (this test's own database only):
    // every id below comes from its table.
    await tx.execute(sql`set local session_replication_role = replica`);
    await seedRows(tx as unknown as Db, anchors, people);
  });
  await database.db.execute(sql`vacuum analyze`);
}

async function seedRows(db: Db, a: ScaleAnchors, people: number) {
  const orgBrands = `{${a.brandIds.join(',')}}`;
  await db.execute(sql`insert into users (name, email, email_verified, first_name, last_name,
      created_at, updated_at, two_factor_enabled, banned, ban_reason)
    select 'Scale User', 'scale-' || g || '@example.com', g % 7 <> 0, 'Scale', 'User',
      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
      now() - (g % 365) * interval '1 day', g % 10 = 0, g % 500 = 0,
      case when g % 500 = 0 then 'spam' end
    from generate_series(1, ${people}) g`);
  await db.execute(sql`create temp table scale_users on commit drop as
    select id, row_number() over (order by id) as n from users where email like 'scale-%'`);
  await db.execute(sql`create temp table scale_brands on commit drop as
    select id, row_number() over (order by slug) - 1 as n, count(*) over () as total
    from brand_directory`);
  await db.execute(sql`insert into sessions (token, user_id, expires_at, created_at, updated_at)
    select 'scale-' || u.n, u.id, now() + interval '7 days' - (u.n % 20) * interval '1 day',
      now() - (u.n % 40) * interval '1 day', now() - (u.n % 40) * interval '1 day'
    from scale_users u`);
  await db.execute(sql`insert into accounts (account_id, provider_id, user_id, password)
    select u.id::text, 'credential', u.id, 'not-a-hash' from scale_users u`);
  // One directory brand each, two for every other person: 75,000 footprints.
  await db.execute(sql`insert into digital_footprints (user_id, brand_id, created_at)
    select u.id, b.id, now() - (u.n % 365) * interval '1 day'
    from scale_users u cross join generate_series(0, 1) k
    join scale_brands b on b.n = (u.n * 7 + k) % b.total
    where k = 0 or u.n % 2 = 0`);
  // Those are on a journey with both companies, each with one request (50,000).
  await db.execute(sql`insert into journeys (user_id, type, name, status, created_at, updated_at)
    select u.id,
      (array['moving_house','changing_jobs','getting_married','getting_hacked'])[1 + u.n % 4]::journey_type,
      'Moving to Melbourne, March 2027',
      (array['active','active','completed','archived'])[1 + (u.n / 2) % 4]::journey_status,
      now() - (u.n % 365) * interval '1 day', now()
    from scale_users u where u.n % 2 = 0`);
  await db.execute(sql`insert into journey_footprints (user_id, journey_id, footprint_id, created_at)
    select j.user_id, j.id, f.id, j.created_at
    from journeys j join digital_footprints f on f.user_id = j.user_id
    join scale_users u on u.id = j.user_id`);
  await db.execute(sql`insert into update_requests (user_id, journey_id, footprint_id, brand_id,
      company_name, channel, status, reference, created_at, updated_at, sent_at, completed_at)
    select l.user_id, l.journey_id, l.footprint_id,
      case when s.n % 2 = 0 then (${orgBrands}::uuid[])[1 + (s.n / 2) % ${a.brandIds.length}]
        else f.brand_id end, 'Scale Company',
      (array['api','email','manual'])[1 + s.n % 3]::update_channel,
      (array['completed','completed','completed','sent','acknowledged','needs_you','rejected',
        'queued'])[1 + s.n % 8]::update_status,
      'UPD-S' || lpad(to_hex(s.n), 8, '0'), l.created_at,
      l.created_at + (s.n % 1000) * interval '1 minute', l.created_at + interval '1 hour',
      case when s.n % 8 < 3 then l.created_at + (1 + s.n % 200) * interval '1 hour' end
    from (select l.journey_id, l.footprint_id,
        row_number() over (order by l.journey_id, l.footprint_id) n
      from journey_footprints l join scale_users u on u.id = l.user_id) s
    join journey_footprints l using (journey_id, footprint_id)
    join digital_footprints f on f.id = l.footprint_id`);
  // What the claim triggers keep (they are off while loading).
  await db.execute(sql`update update_requests r set organization_id = c.organization_id
    from brand_claims c
    where c.brand_id = r.brand_id and c.status = 'verified' and r.channel = 'api'`);
  await db.execute(sql`insert into update_request_events (request_id, user_id, seq, type, actor,
      to_status, created_at)
    select r.id, r.user_id, 1, 'sent', 'system', 'sent', r.created_at from update_requests r
    where r.reference like 'UPD-S%'`);
  await db.execute(sql`insert into update_request_items (request_id, user_id, field, value_key_id,
      value_ciphertext)
    select r.id, r.user_id, 'address', 'test2', 'not-a-ciphertext' from update_requests r
    where r.reference like 'UPD-S%'`);
  await db.execute(sql`insert into audit_logs (user_id, action, resource_type, resource_id,
      created_at)
    select u.id,
      (array['user.signin','user.signin','user.signout','footprint.create','journey.create',
        'user.profile_update'])[1 + g % 6],
      (array['USER','USER','USER','FOOTPRINT','JOURNEY','USER'])[1 + g % 6]::audit_resource_type,
      u.id::text,
      now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${Math.round(people * 1.5)}) g join scale_users u on u.n = 1 + g % ${people}`);
  await db.execute(sql`insert into error_groups (fingerprint, source, name, message)
    select encode(sha256(('scale-' || g)::bytea), 'hex'), (array['server','client'])[1 + g % 2], 'Error', 'Something failed ' || g
    from generate_series(0, 199) g`);
  await db.execute(sql`insert into error_logs (message, path, method, source, fingerprint,
      created_at)
    select 'Something failed ' || g % 200, '/api/x', 'GET', (array['server','client'])[1 + g % 2],
      encode(sha256(('scale-' || g % 200)::bytea), 'hex'), now() - (g % 30) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${people}) g`);
  await db.execute(sql`insert into feedback (user_id, feedback_type, page_location, content,
      created_at)
    select u.id, 'suggestion', '/dashboard', 'Scale feedback', now() - (u.n % 365) * interval '1 day'
    from scale_users u where u.n % 5 = 0`);
  await db.execute(sql`insert into webhook_deliveries (endpoint_id, message_id, event_type,
      payload, attempt, response_status, created_at)
    select ${a.endpointId}::uuid, 'msg-' || g, 'request.created', '{}'::jsonb, 1, 200,
      now() - g * interval '1 minute'
    from generate_series(1, ${people}) g`);
  await db.execute(sql`insert into api_idempotency_keys (organization_id, idempotency_key,
      request_fingerprint, status_code, request_id, created_at)
    select ${a.organizationId}::uuid, 'scale-' || r.reference, 'fingerprint', 201, r.id,
      r.created_at
    from update_requests r where r.organization_id = ${a.organizationId}::uuid`);
  await db.execute(sql`insert into usage_ledger (organization_id, brand_id, request_id, field,
      unit_price, currency, source, occurred_at)
    select ${a.organizationId}::uuid, r.brand_id, r.id, 'address', 0.5, 'AUD', 'api',
      r.updated_at
    from update_requests r where r.organization_id = ${a.organizationId}::uuid
      and r.status = 'completed'`);
}
