// The mixed dispatch run of `bench-dispatch.ts`: 20 people, each approving one life event's kinds
// for 210 companies spread over every channel (10,920 updates), timed from the first approval to
// the last dispatch job settled. Prints, asserts nothing.
import os from 'node:os';
import { and, inArray, sql } from 'drizzle-orm';
import type { ApproveUpdatesInput } from '@updately/shared/updates-api';
import { JOURNEY_REQUEST_KINDS } from '@updately/shared/request-kinds';
import type { JourneyType } from '@updately/shared/journey-types';
import type { JourneyDetails } from '@updately/shared/request-kind-payloads';
import { brandDirectory, brandUpdateChannels, journeys, updateRequests } from '../db/schema';
import { queryRows, type Database } from '../db/client';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { sealJourneyDetails } from '../platform/crypto/journey-details';
import { DISPATCH_QUEUE } from '../platform/update-engine/dispatcher';
import { approveUpdates } from '../modules/updates/approve-updates';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
} from '../seed/factories/journey-factories';
import { createUser } from '../seed/factories/user-factories';
import type { AppDeps } from '../auth/app-env';
import { costPer, startRunCost } from './bench-cost';

const CHANNELS = ['email', 'api', 'letter', 'web_form', 'phone', 'manual'] as const;
type BenchChannel = (typeof CHANNELS)[number];
const BRANDS_PER_CHANNEL = 100;
const COMPANIES_PER_PERSON = 210;
const PEOPLE_PER_EVENT = 4;
const TARGET_SECONDS = 60;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** What each life event's journey needs besides its new address, email and phone. */
const EVENTS: Partial<Record<JourneyType, JourneyDetails>> = {
  moving_house: {},
  changing_jobs: {
    change_of_employment: {
      type: 'employer',
      employer_name: 'Acme Pty Ltd',
      start_date: daysAgo(5),
    },
  },
  getting_married: {
    change_of_name: {
      former_name: 'Sam Lee',
      given_names: 'Sam',
      family_name: 'Nguyen',
      effective_date: daysAgo(10),
      basis: 'marriage',
    },
  },
  having_baby: {
    add_dependant: {
      given_names: 'Mia',
      family_name: 'Nguyen',
      date_of_birth: daysAgo(30),
      relationship: 'daughter',
      action: 'add_to_policy',
    },
  },
  getting_hacked: {
    secure_account: {
      date_noticed: daysAgo(1),
      what_happened: 'Someone signed in from overseas and changed my recovery email.',
      actions: ['lock_access', 'end_sessions'],
    },
  },
};

/** A brand reachable on `channel` only (its directory fields, or an admin's choice for api). */
function brandOn(channel: BenchChannel, i: number) {
  const source = { source: 'https://bench.example/contact', checked: '2026-11-25' };
  return {
    slug: `bench-mixed-${channel}-${i}`,
    name: `Bench ${channel} ${i}`,
    category: 'insurance',
    footprint_tags: ['bench'],
    data_collection_items: ['address', 'email', 'phone'],
    ...(channel === 'email' && {
      contact_email: `updates-${i}@mixed.bench.example`,
      contact_email_purpose: 'customer_service',
      contact_email_source: source.source,
      contact_email_checked_on: source.checked,
    }),
    ...(channel === 'web_form' && {
      web_form_url: `https://mixed-${i}.bench.example/form`,
      web_form_purpose: 'customer_service',
      web_form_source: source.source,
      web_form_checked_on: source.checked,
    }),
    ...(channel === 'letter' && {
      postal_address: {
        recipient: 'Privacy Officer',
        organisation: `Bench ${i} Pty Ltd`,
        line1: 'GPO Box 1',
        line2: null,
        suburb: 'Melbourne',
        state: 'VIC' as const,
        postcode: '3001',
      },
      postal_address_source: source.source,
      postal_address_checked_on: source.checked,
    }),
    ...(channel === 'phone' && {
      phone: '+611300123456',
      phone_source: source.source,
      phone_checked_on: source.checked,
    }),
  };
}

export type MixedRun = {
  deps: AppDeps;
  database: Database;
  config: Config;
  logger: Logger;
  label: string;
  /** Emails accepted by the local SMTP server so far. */
  accepted: () => number;
};

export async function mixedDispatchRun({
  deps,
  database,
  config,
  logger,
  label,
  accepted,
}: MixedRun) {
  const db = database.db;
  const brandRows = await db
    .insert(brandDirectory)
    .values(
      // Interleaved, so any run of six brands has one on each channel.
      Array.from({ length: BRANDS_PER_CHANNEL }, (_, i) =>
        CHANNELS.map((c) => brandOn(c, i)),
      ).flat(),
    )
    .returning({ id: brandDirectory.id, slug: brandDirectory.slug });
  const apiBrands = brandRows.filter((b) => b.slug.startsWith('bench-mixed-api-'));
  await db
    .insert(brandUpdateChannels)
    .values(apiBrands.map((b) => ({ brand_id: b.id, channel: 'api' as const })));
  const brandIds = brandRows.map((b) => b.id);

  const approvals: { userId: string; journeyId: string; input: ApproveUpdatesInput }[] = [];
  let person = 0;
  for (const [type, details] of Object.entries(EVENTS) as [JourneyType, JourneyDetails][]) {
    for (let n = 0; n < PEOPLE_PER_EVENT; n += 1, person += 1) {
      const user = await createUser(db);
      // Each person's companies: a window of the brands, so every channel comes up for everyone.
      const start = (person * 37) % brandIds.length;
      const mine = Array.from(
        { length: COMPANIES_PER_PERSON },
        (_, i) => brandIds[(start + i) % brandIds.length]!,
      );
      const footprints = await createFootprints(db, user.id, COMPANIES_PER_PERSON, {
        brandIds: mine,
      });
      const journey = await createJourney(db, user.id, {
        type,
        name: type,
        target_address: '12 Sydney Road, Brunswick VIC 3056',
        target_email: 'sam.new@example.com',
        target_phone: '+61 400 123 456',
      });
      await db
        .update(journeys)
        .set(sealJourneyDetails(deps.updates.cipher, journey.id, details))
        .where(sql`${journeys.id} = ${journey.id}`);
      await createJourneyLinks(
        db,
        user.id,
        journey.id,
        footprints.map((f) => f.id),
      );
      approvals.push({
        userId: user.id,
        journeyId: journey.id,
        input: {
          consent_version: '1.0',
          companies: footprints.map((f) => ({
            footprint_id: f.id,
            kinds: JOURNEY_REQUEST_KINDS[type].map((kind) => ({ kind })),
          })),
        },
      });
    }
  }
  const ctx = {
    engine: deps.updates,
    jobs: deps.jobs,
    logger,
    appName: config.APP_NAME,
    ipAddress: '127.0.0.1',
    userAgent: 'bench',
  };
  const journeyIds = approvals.map((a) => a.journeyId);
  const acceptedBefore = accepted();

  const cost = startRunCost(database.connectionString);
  const started = performance.now();
  for (const { userId, journeyId, input } of approvals) {
    await db.transaction((tx) => approveUpdates(tx, ctx, userId, journeyId, input));
  }
  const approvedMs = performance.now() - started;
  for (;;) {
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job
          where name = ${DISPATCH_QUEUE} and state in ('created', 'retry', 'active')`,
    );
    if (pending!.n === 0) break;
    if (performance.now() - started > 600_000) {
      throw new Error(`${pending!.n} dispatch jobs left after 10 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  // This process's own CPU (approvals, dispatch, mail rendering and the SMTP server) and the
  // database's: on a machine shared with other work, the wall time's floor on idle cores.
  const spent = cost.stop();

  const counts = await db
    .select({
      channel: updateRequests.channel,
      status: updateRequests.status,
      n: sql<number>`count(*)::int`,
    })
    .from(updateRequests)
    .where(and(inArray(updateRequests.journey_id, journeyIds)))
    .groupBy(updateRequests.channel, updateRequests.status);
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  const byChannel = CHANNELS.map((channel) => {
    const rows = counts.filter((c) => c.channel === channel);
    const statuses = rows.map((r) => `${r.n} ${r.status}`).join(', ');
    return `${channel} ${rows.reduce((s, r) => s + r.n, 0)}${statuses ? ` (${statuses})` : ''}`;
  });
  console.log(
    `${label}: ${total.toLocaleString('en-AU')} updates of ${Object.keys(EVENTS).length} life events ` +
      `(${PEOPLE_PER_EVENT * Object.keys(EVENTS).length} people, ${COMPANIES_PER_PERSON} companies each) ` +
      `approved in ${(approvedMs / 1000).toFixed(1)} s, every dispatch settled after ${seconds.toFixed(1)} s ` +
      `(${Math.round(total / seconds)} updates/s, ${accepted() - acceptedBefore} emails accepted by SMTP, ` +
      `Node CPU ${spent.cpuSeconds.toFixed(1)} s, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores); ` +
      `under ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'yes' : 'NO'}`,
  );
  console.log(`${label}:   by channel: ${byChannel.join('; ')}`);
  console.log(`${label}:   cost: ${costPer(spent, total, 'update')}`);
}
