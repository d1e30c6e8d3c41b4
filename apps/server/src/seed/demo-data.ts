import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  createFootprints,
  createJourney,
  createJourneyLinks,
  setOnboardingHistory,
} from './factories/journey-factories';
import { createUser } from './factories/user-factories';
import { createUpdateRequests } from './factories/update-factories';
import type { UpdateStatus } from '@updately/shared/update-status';
import type { ValueCipher } from '../platform/crypto/value-cipher';

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
 * `heavy` adds the benchmark user (2,000 footprints, 50 journeys).
 */
export async function seedDemoData(
  db: Db,
  options: { heavy?: boolean; cipher: ValueCipher },
): Promise<string[]> {
  const created: string[] = [];
  if (!(await exists(db, DEMO_USERS.typical))) {
    await seedTypicalUser(db, options.cipher);
    created.push(DEMO_USERS.typical);
  }
  if (options.heavy && !(await exists(db, DEMO_USERS.heavy))) {
    await seedHeavyUser(db);
    created.push(DEMO_USERS.heavy);
  }
  return created;
}

/** The demo journey's companies: most told, some confirmed, a few needing the person. */
const DEMO_STATUSES: UpdateStatus[] = [
  ...Array<UpdateStatus>(8).fill('completed'),
  ...Array<UpdateStatus>(4).fill('sent'),
  'acknowledged',
  'acknowledged',
  'needs_you',
  'needs_you',
  'rejected',
  'cancelled',
];

async function seedTypicalUser(db: Db, cipher: ValueCipher) {
  const typical = await createUser(db, {
    email: DEMO_USERS.typical,
    firstName: 'Alex',
    lastName: 'Nguyen',
    password: DEMO_PASSWORD,
  });
  const completedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  const footprints = await createFootprints(db, typical.id, 36, { createdAt: completedAt });
  await setOnboardingHistory(db, typical.id, [
    { type: 'general', completed_at: completedAt.toISOString() },
  ]);
  const journey = await createJourney(db, typical.id, {
    type: 'moving_house',
    name: 'Moving to Brunswick – March 2027',
    target_address: '12 Sydney Road, Brunswick VIC 3056',
    moving_date: '2027-03-03',
  });
  const linked = footprints.slice(0, 20).map((f) => f.id);
  await createJourneyLinks(db, typical.id, journey.id, linked);
  // Two companies are not told yet: "Review and send" has something to show.
  await createUpdateRequests(db, cipher, {
    userId: typical.id,
    journeyId: journey.id,
    footprintIds: linked.slice(0, DEMO_STATUSES.length),
    statuses: DEMO_STATUSES,
  });
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
