import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Fills the empty database with exactly one person's rows and one organisation's (its brands'
 * requests and items), copied from the scale database, plus the same brand directory: the same
 * requests with nothing else around them. Ids are uuids the seed made, safe to inline.
 */
export async function copyShape(
  big: pg.Pool,
  empty: pg.Pool,
  ids: { person: string; owner: string; organization: string },
): Promise<void> {
  const { person, owner, organization } = ids;
  const claimed = `(select brand_id from brand_claims where organization_id = '${organization}')`;
  const orgRequests = `(select id from update_requests where brand_id in ${claimed} and user_id <> '${person}')`;
  const steps: [string, string][] = [
    ['brand_directory', 'select * from brand_directory'],
    ['brand_deadlines', 'select * from brand_deadlines'],
    ['users', `select * from users where id in ('${person}', '${owner}')`],
    ['profiles', `select * from profiles where user_id in ('${person}', '${owner}')`],
    ['digital_footprints', `select * from digital_footprints where user_id = '${person}'`],
    ['journeys', `select * from journeys where user_id = '${person}'`],
    ['journey_footprints', `select * from journey_footprints where user_id = '${person}'`],
    [
      'update_requests',
      `select * from update_requests where user_id = '${person}' or id in ${orgRequests}`,
    ],
    ['update_request_events', `select * from update_request_events where user_id = '${person}'`],
    [
      'update_request_items',
      `select * from update_request_items where user_id = '${person}' or request_id in ${orgRequests}`,
    ],
    ['audit_logs', `select * from audit_logs where user_id = '${person}'`],
    ['organizations', `select * from organizations where id = '${organization}'`],
    ['members', `select * from members where organization_id = '${organization}'`],
    ['api_keys', `select * from api_keys where organization_id = '${organization}'`],
    ['brand_claims', `select * from brand_claims where organization_id = '${organization}'`],
    ['brand_update_channels', `select * from brand_update_channels where brand_id in ${claimed}`],
    [
      'webhook_endpoints',
      `select * from webhook_endpoints where organization_id = '${organization}'`,
    ],
  ];
  const target = await empty.connect();
  const source = await big.connect();
  try {
    await target.query('set session_replication_role = replica');
    await target.query('delete from brand_deadlines');
    await target.query('delete from brand_directory');
    for (const [table, query] of steps) {
      // COPY writes given identity values too (update_request_events.id), unlike INSERT.
      const sink = target.query(copyFrom(`copy ${table} from stdin`));
      await pipeline(source.query(copyTo(`copy (${query}) to stdout`)), sink);
    }
    await target.query('set session_replication_role = origin');
    await target.query('vacuum analyze');
  } finally {
    source.release();
    target.release();
  }
}
