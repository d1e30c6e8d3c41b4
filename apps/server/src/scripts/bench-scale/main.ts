// `npm run bench:scale`: a million people on PostgreSQL (seeded once with COPY into its own
// database, reused while the scale is the same), then every admin page, a person's pages and the
// Business API measured at that scale, the latter two against the same rows on an empty database.
// Prints, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-scale/main.ts [--server=postgres://…] [--scale=0.02]
//     [--reseed] [--seconds=5] [--only=coverage]
// --only measures just the admin pages whose name holds that text (and skips the rest).
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import type { AppDeps } from '../../auth/app-env';
import { startDeps, stopDeps } from '../../server';
import { adminCookie } from '../bench-admin-session';
import { openBenchDatabase } from '../bench-database';
import { adminRoutes, businessRoutes, personRoutes, type Route } from './bench-routes';
import { organizationKey, personCookie, preparePerson } from './bench-subjects';
import { copyShape } from './empty-copy';
import { measureRoute, type Measured } from './measure-route';
import { benchPerson, journeyId, organizationId, shapeFor, userId } from './model';
import {
  printRatios,
  printSeed,
  printSizes,
  printTarget,
  printTargetsHeader,
} from './print-tables';
import {
  databaseUrl,
  ensureDatabase,
  markSeeded,
  seededScale,
  tableSizes,
  vacuumRollups,
} from './scale-database';
import { LOADED_TABLES, seedScale } from './seed';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const scale = Number(args.get('scale') ?? 1);
const seconds = Number(args.get('seconds') ?? 5);
const measure = { seconds, runs: 3 };
const only = args.get('only');
// The server to work on (any database of it): scripts/bench-scale.mjs passes the environment's.
const server = args.get('server') ?? 'postgres://postgres@127.0.0.1:5432/test';
const SETTINGS = {
  // A fixed key, so values sealed by an earlier run still open when the database is reused.
  VALUE_ENCRYPTION_KEYS: `bench1:${Buffer.from('bench-scale-value-key-32-bytes!!').toString('base64')}`,
  API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
  // The targets hold without analytics' 30-second result cache (issue 28).
  ANALYTICS_CACHE_SECONDS: '0',
};
const logger = createLogger('silent');

const shape = shapeFor(scale);
const n = benchPerson(shape);
const ids = {
  person: userId(n),
  personEmail: `person-${n}@example.com`,
  journey: journeyId(n, 0),
  owner: userId(1),
  organization: organizationId(0),
};

async function withServer<T>(
  deps: AppDeps,
  run: (base: string, app: ReturnType<typeof createApp>) => Promise<T>,
) {
  const app = createApp(deps);
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  try {
    return await run(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, app);
  } finally {
    await new Promise((resolve) => http.close(resolve));
  }
}

const measureAll = async (base: string, routes: Route[], headers: Record<string, string>) => {
  const out: Measured[] = [];
  for (const [name, path] of routes)
    out.push(await measureRoute(base, name, path, headers, measure));
  return out;
};

/** A person's pages and the Business API on one database (the scale one or the empty one). */
async function measurePersonAndBusiness(deps: AppDeps) {
  await preparePerson(deps.database.db, deps.updates.cipher, ids.person);
  const key = await organizationKey(deps.database.db, ids.organization, ids.owner);
  return withServer(deps, async (base, app) => {
    const cookie = await personCookie(app, ids.personEmail);
    const person = await measureAll(base, personRoutes(ids.journey), { cookie });
    const business = await measureAll(base, await businessRoutes(base, key), {
      authorization: `Bearer ${key}`,
    });
    return { person, business };
  });
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
console.log(
  `Updately at scale ${scale} (${shape.people.toLocaleString('en')} people), PostgreSQL; ` +
    `${os.cpus().length} cores, load average ${load()}`,
);
const bigName = 'updately_scale';
const bigUrl = databaseUrl(server, bigName);
await ensureDatabase(server, bigName, args.has('reseed'));
const previous = await seededScale(bigUrl);
if (previous !== null && previous !== scale) {
  console.log(`  ${bigName} holds scale ${previous}: seeding again at ${scale}`);
}
if (previous !== scale) await ensureDatabase(server, bigName, true);
const big = await openBenchDatabase(bigUrl, SETTINGS);
let scaleFigures: { person: Measured[]; business: Measured[] } | undefined;
try {
  if (previous !== scale) {
    // pg-boss makes its schema and queues on start: the job history goes into them.
    await stopDeps(await startDeps(big.config, big.database, logger));
    const report = await seedScale(big.database.pool!, big.config, shape);
    await markSeeded(big.database.pool!, scale);
    printSeed(report, await tableSizes(big.database.pool!, [...LOADED_TABLES, 'pgboss.job']));
  } else {
    console.log(`  reusing ${bigName} (seeded at this scale; --reseed to start again)`);
    printSizes(await tableSizes(big.database.pool!, [...LOADED_TABLES, 'pgboss.job']));
  }
  const autovacuum = await vacuumRollups(big.database.pool!);
  if (!autovacuum) {
    console.log(
      '  autovacuum is off on this server: the rollup tables were vacuumed before measuring',
    );
  }
  const deps = await startDeps(big.config, big.database, logger);
  try {
    printTargetsHeader(
      `Admin pages at scale ${scale}: c = 10, ${seconds} s x 3 runs (medians), analytics cache off; load average ${load()}`,
    );
    await withServer(deps, async (base, app) => {
      const cookie = await adminCookie(app, big.database.db);
      for (const [name, path] of adminRoutes(ids).filter(
        ([name]) => !only || name.includes(only),
      )) {
        printTarget(await measureRoute(base, name, path, { cookie }, measure));
      }
    });
    if (!only) scaleFigures = await measurePersonAndBusiness(deps);
  } finally {
    await stopDeps(deps);
  }
} finally {
  await big.close();
}

if (!scaleFigures) process.exit(0);
const emptyName = 'updately_scale_empty';
await ensureDatabase(server, emptyName, true);
const empty = await openBenchDatabase(databaseUrl(server, emptyName), SETTINGS);
try {
  const deps = await startDeps(empty.config, empty.database, logger);
  try {
    const source = await openBenchDatabase(bigUrl, SETTINGS);
    try {
      await copyShape(source.database.pool!, empty.database.pool!, ids);
    } finally {
      await source.close();
    }
    const emptyFigures = await measurePersonAndBusiness(deps);
    printRatios(
      `A person's pages (person ${n}, a journey with 20 companies): scale vs empty database; load average ${load()}`,
      scaleFigures.person,
      emptyFigures.person,
    );
    printRatios(
      "Business API: the largest organisation (its brands' requests) at scale vs empty database",
      scaleFigures.business,
      emptyFigures.business,
    );
  } finally {
    await stopDeps(deps);
  }
} finally {
  await empty.close();
}
