import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { members, organizations, webhookEndpoints } from '../../db/schema';

// Rows of the tables that only grow, in bulk (one statement each, generate_series), with their
// timestamps spread evenly over the `days` before `now`: the retention test and bench fill them.

export type AgedRows = { count: number; days: number; now: Date };

/** The k-th of `count` rows' timestamp, evenly spread over the `days` before `now` (SQL). */
const spread = ({ count, days, now }: AgedRows) =>
  sql`(${now.toISOString()}::timestamptz - (g::float8 / ${count}) * ${days} * interval '1 day')`;

/** An organisation with one webhook endpoint (and its owner), for deliveries and keys. */
export async function createWebhookOwner(db: Db, userId: string) {
  const [org] = await db
    .insert(organizations)
    .values({ name: 'Retention Org', slug: `retention-${crypto.randomUUID().slice(0, 8)}` })
    .returning({ id: organizations.id });
  await db.insert(members).values({ organizationId: org!.id, userId, role: 'owner' });
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      organization_id: org!.id,
      url: 'https://hooks.retention.example/in',
      event_types: ['update_request.created'],
      secret_key_id: 'retention',
      secret_ciphertext: 'not-a-real-secret',
    })
    .returning({ id: webhookEndpoints.id });
  return { organizationId: org!.id, endpointId: endpoint!.id };
}

export async function insertAgedWebhookDeliveries(db: Db, endpointId: string, rows: AgedRows) {
  await db.execute(sql`
    insert into webhook_deliveries
      (endpoint_id, message_id, event_type, payload, attempt, response_status, duration_ms, created_at)
    select ${endpointId}, 'msg_' || md5(random()::text || g), 'update_request.created',
      jsonb_build_object('type', 'update_request.created', 'timestamp', now(),
        'data', jsonb_build_object('id', gen_random_uuid(), 'reference', 'UPD-' || g,
          'kind', 'change_of_address', 'status', 'sent')),
      1, 204, 12, ${spread(rows)}
    from generate_series(1, ${rows.count}) g`);
}

export async function insertAgedIdempotencyKeys(
  db: Db,
  owner: { organizationId: string; endpointId: string },
  rows: AgedRows,
) {
  await db.execute(sql`
    insert into api_idempotency_keys
      (organization_id, idempotency_key, request_fingerprint, status_code, webhook_endpoint_id, created_at)
    select ${owner.organizationId}, 'key-' || md5(random()::text || g), md5(g::text), 201,
      ${owner.endpointId}, ${spread(rows)}
    from generate_series(1, ${rows.count}) g`);
}

/** Error occurrences, in 50 groups each last seen at its newest occurrence. */
export async function insertAgedErrorLogs(db: Db, rows: AgedRows) {
  await db.execute(sql`
    insert into error_logs (source, fingerprint, method, path, message, stack, created_at)
    select 'client', 'retention-' || (g % 50), 'GET', '/journeys',
      'TypeError: cannot read properties of undefined', repeat('at frame (app.js:1:1) ', 20),
      ${spread(rows)}
    from generate_series(1, ${rows.count}) g`);
  await db.execute(sql`
    insert into error_groups (fingerprint, source, name, message, count, first_seen_at, last_seen_at)
    select fingerprint, 'client', 'TypeError', 'cannot read properties of undefined', count(*),
      min(created_at), max(created_at)
    from error_logs where fingerprint like 'retention-%' group by fingerprint
    on conflict (fingerprint) do nothing`);
}

/**
 * Sign-ins spread over the period, each used for a while after and then left: it expires
 * `expiresInDays` after its last use (better-auth's rolling expiry).
 */
export async function insertAgedSessions(
  db: Db,
  userId: string,
  rows: AgedRows & { expiresInDays: number },
) {
  await db.execute(sql`
    insert into sessions (token, user_id, created_at, updated_at, expires_at, ip_address, user_agent)
    select 'retention-' || md5(random()::text || g), ${userId}, c, u,
      u + ${rows.expiresInDays} * interval '1 day', '203.0.113.7', 'Mozilla/5.0 (retention)'
    from generate_series(1, ${rows.count}) g,
      lateral (select ${spread(rows)} as c) created,
      lateral (select least(c + (g % 20) * interval '1 day', ${rows.now.toISOString()}::timestamptz) as u) used`);
}

/** Finished jobs of a queue (completed at their timestamps), as pg-boss's history holds them. */
export async function insertAgedCompletedJobs(db: Db, queue: string, rows: AgedRows) {
  await db.execute(sql`
    insert into pgboss.job (id, name, data, state, created_on, started_on, completed_on, deletion_seconds)
    select gen_random_uuid(), ${queue}, jsonb_build_object('requestId', gen_random_uuid(), 'attempt', 1),
      'completed', t, t, t, q.deletion_seconds
    from generate_series(1, ${rows.count}) g
      cross join pgboss.queue q,
      lateral (select ${spread(rows)} as t) at
    where q.name = ${queue}`);
}

/** Rows of a table and its size on disk with its indexes, its partitions' included (pgboss.job). */
export async function tableSize(db: Db, table: string) {
  const [row] = await queryRows<{ rows: number; bytes: number }>(
    db,
    sql`select (select count(*) from ${sql.raw(table)})::int as rows,
          greatest(pg_total_relation_size(${table}::regclass),
            (select coalesce(sum(pg_total_relation_size(relid)), 0)
               from pg_partition_tree(${table}::regclass)))::float8 as bytes`,
  );
  return row!;
}
