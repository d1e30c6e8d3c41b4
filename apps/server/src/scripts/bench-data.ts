// Figures for `npm run bench` that need the app in-process: queries per request and latency for
// the heavy demo user, and auto-link for a user with 10,000 footprints. Prints, asserts nothing.
import { eq } from 'drizzle-orm';
import { createValueCipher } from '../platform/crypto/value-cipher';
import { createApp } from '../app';
import { loadConfig } from '../lib/config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { journeyFootprints, journeys, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../seed/demo-data';
import { seedReferenceData } from '../seed/reference-data';
import { createLogger } from '../lib/logger';
import { autoLinkFootprints } from '../modules/journeys/auto-link';
import {
  createFootprints,
  createJourney,
  setOnboardingHistory,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import { startDeps, stopDeps } from '../server';
import { demoServices } from './demo-services';

const url = process.argv[2];
const label = url ? 'PostgreSQL' : 'PGlite';
const database: Database = url
  ? await openDatabase({ kind: 'postgres', connectionString: url })
  : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });

function countingQueries(db: Database) {
  const target = (db.pglite ?? db.pool) as unknown as { query: (...a: unknown[]) => unknown };
  const original = target.query.bind(target);
  let n = 0;
  target.query = (...args: unknown[]) => {
    n += 1;
    return original(...args);
  };
  return { reset: () => (n = 0), get: () => n };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

try {
  await migrate(database);
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    APP_URL: 'http://localhost:3000',
  });
  await seedDemoData(database.db, {
    heavy: true,
    cipher: createValueCipher(config.valueKeys),
    services: demoServices,
  });
  const deps = await startDeps(config, database, createLogger('silent'));
  const app = createApp(deps);
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email: DEMO_USERS.heavy, password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const [heavy] = await database.db.select().from(users).where(eq(users.email, DEMO_USERS.heavy));
  const [journey] = await database.db
    .select()
    .from(journeys)
    .where(eq(journeys.user_id, heavy!.id))
    .limit(1);

  const counter = countingQueries(database);
  for (const path of ['/api/footprints', `/api/journeys/${journey!.id}`, '/api/journeys']) {
    const times: number[] = [];
    let queries = 0;
    for (let i = 0; i < 15; i++) {
      counter.reset();
      const started = performance.now();
      const res = await app.request(path, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      queries = counter.get();
    }
    const shown = path.replace(journey!.id, '{id}');
    console.log(
      `${label}: GET ${shown.padEnd(20)} heavy user (2,000 footprints, 50 journeys): ${queries} queries, median ${ms(median(times))}`,
    );
  }

  const user = await createUser(database.db);
  const completedAt = new Date(Date.now() - 60_000);
  await createFootprints(database.db, user.id, 10_000, {
    custom: true,
    createdAt: (i) => (i < 40 ? completedAt : new Date(completedAt.getTime() - 86_400_000)),
  });
  await setOnboardingHistory(database.db, user.id, [
    { type: 'general', completed_at: completedAt.toISOString() },
  ]);
  const times: number[] = [];
  let linked = 0;
  const RUNS = 11;
  for (let i = 0; i < RUNS; i++) {
    const j = await createJourney(database.db, user.id, { type: 'moving_house' });
    const started = performance.now();
    linked = await autoLinkFootprints(database.db, createLogger('silent'), {
      userId: user.id,
      journeyId: j.id,
      journeyType: 'moving_house',
      now: new Date(),
    });
    times.push(performance.now() - started);
    await database.db.delete(journeyFootprints).where(eq(journeyFootprints.journey_id, j.id));
  }
  console.log(
    `${label}: auto-link, user with 10,000 footprints (${linked} linked): median ${ms(median(times))} of ${RUNS} (fastest ${ms(Math.min(...times))}, slowest ${ms(Math.max(...times))})`,
  );
  await stopDeps(deps);
} finally {
  await database.close();
}
