import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journeyHousehold, requestJointApprovals } from '../../db/schema';
import type { ValueCipher } from '../crypto/value-cipher';
import { openHouseholdName } from '../households/household-names';

export type JointHolder = { name: string; approved_at: Date | null };

/** Each request's joint holders other than the owner (a household move), with their approval. */
export async function jointHolders(
  db: Db,
  cipher: ValueCipher,
  requestIds: readonly string[],
): Promise<Map<string, JointHolder[]>> {
  const holders = new Map<string, JointHolder[]>();
  if (requestIds.length === 0) return holders;
  const rows = await db
    .select({
      request_id: requestJointApprovals.request_id,
      approved_at: requestJointApprovals.approved_at,
      household: journeyHousehold,
    })
    .from(requestJointApprovals)
    .innerJoin(journeyHousehold, eq(journeyHousehold.id, requestJointApprovals.household_id))
    .where(inArray(requestJointApprovals.request_id, [...requestIds]))
    .orderBy(asc(journeyHousehold.created_at), asc(journeyHousehold.id));
  for (const r of rows) {
    holders.set(r.request_id, [
      ...(holders.get(r.request_id) ?? []),
      { name: openHouseholdName(cipher, r.household), approved_at: r.approved_at },
    ]);
  }
  return holders;
}

/** Each request's joint holders' names, for what the company is sent. */
export async function jointHolderNames(
  db: Db,
  cipher: ValueCipher,
  requestIds: readonly string[],
): Promise<Map<string, string[]>> {
  const holders = await jointHolders(db, cipher, requestIds);
  return new Map([...holders].map(([id, list]) => [id, list.map((h) => h.name)]));
}
