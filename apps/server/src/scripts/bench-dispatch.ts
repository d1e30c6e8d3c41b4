// `npm run bench`: how long 1,000 updates take from one approval to every company's email
// accepted by a (local) SMTP server, with the production job settings. Prints, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-dispatch.ts [postgres://…]
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { brandDirectory, updateRequests } from '../db/schema';
import { createLogger } from '../lib/logger';
import { approveUpdates } from '../modules/updates/approve-updates';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import { startDeps, stopDeps } from '../server';
import { openBenchDatabase } from './bench-database';

const COMPANIES = 1000;

let accepted = 0;
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      accepted += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
const { database, config, label, close } = await openBenchDatabase(process.argv[2], {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
});

try {
  const logger = createLogger('silent');
  const deps = await startDeps(config, database, logger);

  const user = await createUser(database.db);
  const brands = await database.db
    .insert(brandDirectory)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => ({
        slug: `bench-company-${i}`,
        name: `Bench Company ${i}`,
        category: 'energy',
        footprint_tags: ['bench'],
        data_collection_items: ['address'],
        contact_email: `updates-${i}@bench.example`,
        contact_email_purpose: 'customer_service',
        contact_email_source: 'https://bench.example',
        contact_email_checked_on: '2026-11-25',
      })),
    )
    .returning({ id: brandDirectory.id });
  const footprints = await createFootprints(database.db, user.id, COMPANIES, {
    brandIds: brands.map((b) => b.id),
  });
  const journey = await createJourney(database.db, user.id, {
    target_address: '12 Sydney Road, Brunswick VIC 3056',
  });
  await createJourneyLinks(
    database.db,
    user.id,
    journey.id,
    footprints.map((f) => f.id),
  );

  const started = performance.now();
  await database.db.transaction((tx) =>
    approveUpdates(
      tx,
      {
        engine: deps.updates,
        jobs: deps.jobs,
        logger,
        appName: config.APP_NAME,
        ipAddress: '127.0.0.1',
        userAgent: 'bench',
      },
      user.id,
      journey.id,
      {
        consent_version: '1.0',
        companies: footprints.map((f) => ({ footprint_id: f.id, fields: ['address' as const] })),
      },
    ),
  );
  const approvedMs = performance.now() - started;
  for (;;) {
    const sent = await database.db.$count(
      updateRequests,
      and(eq(updateRequests.journey_id, journey.id), eq(updateRequests.status, 'sent')),
    );
    if (sent === COMPANIES && accepted >= COMPANIES) break;
    if (performance.now() - started > 300_000) throw new Error(`only ${sent} sent after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const doneMs = performance.now() - started;
  console.log(
    `${label}: ${COMPANIES.toLocaleString('en-AU')} updates approved in one action in ${(approvedMs / 1000).toFixed(1)} s; ` +
      `every company's email accepted by SMTP after ${(doneMs / 1000).toFixed(1)} s ` +
      `(${Math.round(COMPANIES / (doneMs / 1000))} updates/s, ${config.updateFollowUp.dispatchConcurrency} at once per process)`,
  );
  await stopDeps(deps);
} finally {
  await close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
