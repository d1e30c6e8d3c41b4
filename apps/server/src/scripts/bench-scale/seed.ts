import type pg from 'pg';
import { createValueCipher } from '../../platform/crypto/value-cipher';
import type { Config } from '../../lib/config';
import { buildIndexes, dropSecondaryIndexes } from './loading-indexes';
import { claims, type Shape } from './model';
import { rebuildRollups } from './rollups-hook';
import { seedAudit } from './seed-audit';
import { seedBusiness } from './seed-business';
import type { Brand, LoadResult, SeedContext } from './seed-context';
import { seedJobs } from './seed-jobs';
import { seedJourneys } from './seed-journeys';
import { seedPeople } from './seed-people';
import { seedRequests } from './seed-requests';

export const LOADED_TABLES = [
  'users',
  'profiles',
  'sessions',
  'digital_footprints',
  'journeys',
  'journey_footprints',
  'update_requests',
  'update_request_events',
  'update_request_items',
  'audit_logs',
  'organizations',
  'members',
  'api_keys',
  'brand_claims',
  'brand_update_channels',
  'webhook_endpoints',
  'webhook_deliveries',
] as const;

const CATEGORIES = [
  'banking',
  'retail',
  'government',
  'insurance',
  'subscriptions',
  'energy',
  'telco',
];

/** Directory brands beyond the reference data (a national directory's long tail). */
async function addBrands(client: pg.PoolClient, count: number): Promise<Brand[]> {
  await client.query(
    `insert into brand_directory (slug, name, category, website, contact_email)
     select 'scale-brand-' || lpad(g::text, 5, '0'), 'Scale Brand ' || g, ($2::text[])[1 + g % $3],
       'https://brand-' || g || '.example', 'updates@brand-' || g || '.example'
     from generate_series(1, $1::int) g`,
    [count, CATEGORIES, CATEGORIES.length],
  );
  const { rows } = await client.query<Brand>('select id, name from brand_directory order by slug');
  return rows;
}

export type SeedReport = {
  loads: LoadResult[];
  indexSeconds: number;
  vacuumSeconds: number;
  totalSeconds: number;
};

/**
 * Loads the whole shape over one connection with COPY, foreign keys and triggers off (this scratch
 * database only: every id refers to a row the seed makes), then builds the secondary indexes,
 * refreshes any rollups and runs VACUUM ANALYZE, as autovacuum would have by now.
 */
export async function seedScale(pool: pg.Pool, config: Config, shape: Shape): Promise<SeedReport> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('set session_replication_role = replica');
    const brands = await addBrands(client, shape.syntheticBrands);
    const cipher = createValueCipher(config.valueKeys);
    const ctx: SeedContext = {
      client,
      shape,
      brands,
      claims: claims(shape, brands.length),
      now: Date.now(),
      sealed: cipher.seal('12 Sydney Road, Brunswick VIC 3056', 'bench-scale'),
    };
    const indexes = await dropSecondaryIndexes(client, LOADED_TABLES);
    const loads: LoadResult[] = [];
    for (const step of [
      seedPeople,
      seedJourneys,
      seedRequests,
      seedAudit,
      seedBusiness,
      seedJobs,
    ]) {
      loads.push(...(await step(ctx)));
    }
    const indexSeconds = await buildIndexes(client, indexes);
    await client.query('set session_replication_role = origin');
    await rebuildRollups(pool);
    const vacuumStarted = performance.now();
    process.stderr.write('  vacuum analyze…\n');
    await client.query('vacuum analyze');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    return {
      loads,
      indexSeconds,
      vacuumSeconds,
      totalSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    client.release();
  }
}
