// `npm run bench`: how long 1,000 updates of mixed kinds (names, addresses, contact details, a new
// dependant) take from approval to every company's email accepted by a (local) SMTP server, with
// the production job settings; then 10,920 updates of every life event's kinds on every channel
// (bench-dispatch-mixed.ts), against 60 s. Prints, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-dispatch.ts [postgres://…]
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { eq, inArray, and } from 'drizzle-orm';
import type { ApproveUpdatesInput } from '@updately/shared/updates-api';
import type { RequestKind } from '@updately/shared/request-kinds';
import { SMTPServer } from 'smtp-server';
import { brandDirectory, journeys, updateRequests } from '../db/schema';
import { createLogger } from '../lib/logger';
import { sealJourneyDetails } from '../platform/crypto/journey-details';
import { approveUpdates } from '../modules/updates/approve-updates';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import { startDeps, stopDeps } from '../server';
import { openBenchDatabase } from './bench-database';
import { mixedDispatchRun } from './bench-dispatch-mixed';
import { costPer, startRunCost } from './bench-cost';

/** 200 companies told of a marriage (3 kinds each), 200 of a baby (2 kinds each): 1,000. */
const MARRIED = 200;
const BABY = 200;
const COMPANIES = MARRIED + BABY;
const UPDATES = MARRIED * 3 + BABY * 2;
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

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

  // A third argument `mixed` runs the mixed run alone.
  if (process.argv[3] !== 'mixed') await emailRun(deps, logger);
  await mixedDispatchRun({ deps, database, config, logger, label, accepted: () => accepted });
  await stopDeps(deps);
} finally {
  await close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

/** 1,000 emailed updates from two approvals, until every email is accepted by SMTP. */
async function emailRun(
  deps: Awaited<ReturnType<typeof startDeps>>,
  logger: ReturnType<typeof createLogger>,
) {
  const user = await createUser(database.db);
  const brands = await database.db
    .insert(brandDirectory)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => ({
        slug: `bench-company-${i}`,
        name: `Bench Company ${i}`,
        category: 'insurance',
        footprint_tags: ['bench'],
        data_collection_items: ['address', 'email', 'phone'],
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
  const cipher = deps.updates.cipher;
  async function journeyOf(
    type: 'getting_married' | 'having_baby',
    linked: typeof footprints,
    details: Parameters<typeof sealJourneyDetails>[2],
  ) {
    const journey = await createJourney(database.db, user.id, {
      type,
      name: type,
      target_address: '12 Sydney Road, Brunswick VIC 3056',
      target_email: 'sam.new@example.com',
      target_phone: '+61 400 123 456',
    });
    await database.db
      .update(journeys)
      .set(sealJourneyDetails(cipher, journey.id, details))
      .where(eq(journeys.id, journey.id));
    await createJourneyLinks(
      database.db,
      user.id,
      journey.id,
      linked.map((f) => f.id),
    );
    return journey;
  }
  const married = await journeyOf('getting_married', footprints.slice(0, MARRIED), {
    change_of_name: {
      former_name: 'Sam Lee',
      given_names: 'Sam',
      family_name: 'Nguyen',
      effective_date: daysAgo(10),
      basis: 'marriage',
    },
  });
  const baby = await journeyOf('having_baby', footprints.slice(MARRIED), {
    add_dependant: {
      given_names: 'Mia',
      family_name: 'Nguyen',
      date_of_birth: daysAgo(30),
      relationship: 'daughter',
      action: 'add_to_policy',
    },
  });
  const plan = (linked: typeof footprints, kinds: RequestKind[]): ApproveUpdatesInput => ({
    consent_version: '1.0',
    companies: linked.map((f) => ({ footprint_id: f.id, kinds: kinds.map((kind) => ({ kind })) })),
  });
  const ctx = {
    engine: deps.updates,
    jobs: deps.jobs,
    logger,
    appName: config.APP_NAME,
    ipAddress: '127.0.0.1',
    userAgent: 'bench',
  };

  const cost = startRunCost(database.connectionString);
  const started = performance.now();
  await database.db.transaction((tx) =>
    approveUpdates(
      tx,
      ctx,
      user.id,
      married.id,
      plan(footprints.slice(0, MARRIED), [
        'change_of_name',
        'change_of_address',
        'change_of_contact',
      ]),
    ),
  );
  await database.db.transaction((tx) =>
    approveUpdates(
      tx,
      ctx,
      user.id,
      baby.id,
      plan(footprints.slice(MARRIED), ['add_dependant', 'change_of_contact']),
    ),
  );
  const approvedMs = performance.now() - started;
  for (;;) {
    const sent = await database.db.$count(
      updateRequests,
      and(
        inArray(updateRequests.journey_id, [married.id, baby.id]),
        eq(updateRequests.status, 'sent'),
      ),
    );
    if (sent === UPDATES && accepted >= UPDATES) break;
    if (performance.now() - started > 300_000) throw new Error(`only ${sent} sent after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const doneMs = performance.now() - started;
  const spent = cost.stop();
  console.log(
    `${label}: ${UPDATES.toLocaleString('en-AU')} updates of 4 kinds to ${COMPANIES} companies approved in two actions in ${(approvedMs / 1000).toFixed(1)} s; ` +
      `dispatch time ${(doneMs / 1000).toFixed(1)} s until every email was accepted by SMTP ` +
      `(${Math.round(UPDATES / (doneMs / 1000))} updates/s, ${config.updateFollowUp.dispatchConcurrency} at once per process, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`${label}:   cost: ${costPer(spent, UPDATES, 'update')}`);
}
