import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journeyHousehold, requestJointApprovals } from '../../db/schema';
import type { ValueCipher } from '../crypto/value-cipher';
import { openHouseholdName } from '../households/household-names';

/** Each request's joint holders' names (other than the owner), for what the company is sent. */
export async function jointHolderNames(
  db: Db,
  cipher: ValueCipher,
  requestIds: readonly string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (requestIds.length === 0) return names;
  const rows = await db
    .select({ request_id: requestJointApprovals.request_id, household: journeyHousehold })
    .from(requestJointApprovals)
    .innerJoin(journeyHousehold, eq(journeyHousehold.id, requestJointApprovals.household_id))
    .where(inArray(requestJointApprovals.request_id, [...requestIds]))
    .orderBy(asc(journeyHousehold.created_at), asc(journeyHousehold.id));
  for (const r of rows) {
    names.set(r.request_id, [
      ...(names.get(r.request_id) ?? []),
      openHouseholdName(cipher, r.household),
    ]);
  }
  return names;
}
