import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { MOVING_ESSENTIALS } from '@updately/shared/brands';
import type { Db } from '../db/client';
import { brandDirectory, users } from '../db/schema';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
  setOnboardingHistory,
} from './factories/journey-factories';
import { createUser } from './factories/user-factories';
import { createUpdateRequests } from './factories/update-factories';
import type { UpdateStatus } from '@updately/shared/update-status';
import { deriveKey, type ValueCipher } from '../platform/crypto/value-cipher';
import { seedDemoJourneys, type DemoServices } from './demo-journeys';

export const DEMO_PASSWORD = 'demo passphrase 2026';

export const DEMO_USERS = {
  /** A typical person: a few dozen companies, one moving journey under way. */
  typical: 'demo@updately.local',
  /** The heavy user the benchmarks read: 2,000 footprints and 50 journeys. */
  heavy: 'heavy@updately.local',
} as const;

async function exists(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Demo users, footprints and journeys from the same factories the tests use. Idempotent.
 * `heavy` adds the benchmark user (2,000 footprints, 50 journeys). `fingerprintKey` keys the
 * demo consents' value fingerprints (the engine's key; a demo key when not given).
 */
export async function seedDemoData(
  db: Db,
  options: {
    heavy?: boolean;
    cipher: ValueCipher;
    fingerprintKey?: Buffer;
    /** The journey and update services the demo journeys go through (entry: demo-services.ts). */
    services: DemoServices;
  },
): Promise<string[]> {
  const created: string[] = [];
  if (!(await exists(db, DEMO_USERS.typical))) {
    await seedTypicalUser(db, {
      cipher: options.cipher,
      fingerprintKey:
        options.fingerprintKey ?? deriveKey('updately-demo-data', 'update-values-fingerprint'),
      services: options.services,
    });
    created.push(DEMO_USERS.typical);
  }
  if (options.heavy && !(await exists(db, DEMO_USERS.heavy))) {
    await seedHeavyUser(db);
    created.push(DEMO_USERS.heavy);
  }
  return created;
}

/**
 * Where the demo journey's updates stand, by channel: companies we email have answered in every
 * way; the person's own checklists are done, to do or cancelled; a few are not sent yet.
 */
const EMAILED: UpdateStatus[] = [
  'completed',
  'completed',
  'completed',
  'completed',
  'sent',
  'sent',
  'acknowledged',
  'needs_you',
  'rejected',
];
const CHECKLISTS: UpdateStatus[] = [
  'completed',
  'completed',
  'completed',
  'completed',
  'sent',
  'sent',
  'sent',
  'cancelled',
];

async function seedTypicalUser(
  db: Db,
  deps: { cipher: ValueCipher; fingerprintKey: Buffer; services: DemoServices },
) {
  const { cipher } = deps;
  const typical = await createUser(db, {
    email: DEMO_USERS.typical,
    firstName: 'Alex',
    lastName: 'Nguyen',
    password: DEMO_PASSWORD,
  });
  const completedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  // The companies most people tell when they move, then others the directory lists.
  const essentials = await db
    .select({ id: brandDirectory.id, contact: brandDirectory.contact_email })
    .from(brandDirectory)
    .where(inArray(brandDirectory.slug, [...MOVING_ESSENTIALS]))
    .orderBy(asc(brandDirectory.name));
  // Few essentials take a first request by email (complaints inboxes are for escalation only):
  // companies the directory does email make up the rest, so every emailed stage is shown.
  const missing = EMAILED.length - essentials.filter((b) => b.contact).length;
  const emailable =
    missing > 0
      ? await db
          .select({ id: brandDirectory.id, contact: brandDirectory.contact_email })
          .from(brandDirectory)
          .where(
            and(
              isNotNull(brandDirectory.contact_email),
              notInArray(brandDirectory.slug, [...MOVING_ESSENTIALS]),
            ),
          )
          .orderBy(asc(brandDirectory.name))
          .limit(missing)
      : [];
  // Still 20 companies: emailed ones first, then checklists (the journey's order is by name).
  const chosen = [
    ...essentials.filter((b) => b.contact),
    ...emailable,
    ...essentials.filter((b) => !b.contact),
  ].slice(0, essentials.length);
  const footprints = await createFootprints(db, typical.id, chosen.length, {
    brandIds: chosen.map((b) => b.id),
    createdAt: completedAt,
  });
  await createFootprints(db, typical.id, 36 - chosen.length, { createdAt: completedAt });
  await setOnboardingHistory(db, typical.id, [
    { type: 'general', completed_at: completedAt.toISOString() },
  ]);
  const journey = await createJourney(db, typical.id, {
    type: 'moving_house',
    name: 'Moving to Brunswick – March 2027',
    target_address: '12 Sydney Road, Brunswick VIC 3056',
    moving_date: '2027-03-03',
  });
  await createJourneyLinks(
    db,
    typical.id,
    journey.id,
    footprints.map((f) => f.id),
  );
  const emailed = footprints.filter((_, i) => chosen[i]!.contact);
  const checklists = footprints.filter((_, i) => !chosen[i]!.contact);
  const told = [
    ...emailed.slice(0, EMAILED.length).map((f, i) => ({ id: f.id, status: EMAILED[i]! })),
    ...checklists.slice(0, CHECKLISTS.length).map((f, i) => ({ id: f.id, status: CHECKLISTS[i]! })),
  ];
  // The rest are not told yet: "Review and send" has something to show.
  await createUpdateRequests(db, cipher, {
    userId: typical.id,
    journeyId: journey.id,
    footprintIds: told.map((t) => t.id),
    statuses: told.map((t) => t.status),
  });
  // One journey of each other event, its companies at every stage, through the real services.
  await seedDemoJourneys(db, typical.id, deps);
}

async function seedHeavyUser(db: Db) {
  const heavy = await createUser(db, {
    email: DEMO_USERS.heavy,
    firstName: 'Sam',
    lastName: 'Taylor',
    password: DEMO_PASSWORD,
  });
  const heavyFootprints = await createFootprints(db, heavy.id, 2000);
  for (let i = 0; i < 50; i++) {
    const j = await createJourney(db, heavy.id, { type: 'moving_house', name: `Move ${i + 1}` });
    await createJourneyLinks(
      db,
      heavy.id,
      j.id,
      heavyFootprints.slice(i * 40, i * 40 + 40).map((f) => f.id),
    );
  }
}
