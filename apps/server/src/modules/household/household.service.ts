import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  householdRelationIsAdult,
  type AddHouseholdMemberInput,
  type Household,
  type HouseholdMember,
} from '@updately/shared/household-api';
import { JOURNEY_MAX_PEOPLE, type HouseholdRelation } from '@updately/shared/journey-people';
import type { Db, Tx } from '../../db/client';
import {
  journeyFootprints,
  journeyHousehold,
  journeyJointAccounts,
  journeys,
  requestJointApprovals,
  updateRequests,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ValueCipher } from '../../platform/crypto/value-cipher';
import type { Mailer } from '../../platform/mail/mailer';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { inviteHouseholdMember } from './household-invitation';
import { openHouseholdName, sealHouseholdName } from '../../platform/households/household-names';

export const HOUSEHOLD_MEMBER_NOT_FOUND = 'Household member not found';
export const MOVING_HOME_ONLY = 'Only a Moving Home journey has a household.';

type HouseholdRow = typeof journeyHousehold.$inferSelect;

/** The journey, which must be a Moving Home one (a household moves together). */
export async function movingHomeJourney(db: Db, journeyId: string) {
  const [journey] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
  if (!journey) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  if (journey.type !== 'moving_house') throw new AppError('VALIDATION_FAILED', MOVING_HOME_ONLY);
  return journey;
}

function memberStatus(row: HouseholdRow): HouseholdMember['status'] {
  if (row.user_id) return 'joined';
  return row.invitation_id ? 'invited' : 'dependant';
}

export function toHouseholdMember(cipher: ValueCipher, row: HouseholdRow): HouseholdMember {
  return {
    id: row.id,
    relation: row.relation as HouseholdRelation,
    name: openHouseholdName(cipher, row),
    status: memberStatus(row),
    created_at: row.created_at.toISOString(),
  };
}

export type AddMemberContext = {
  cipher: ValueCipher;
  mailer: Mailer;
  appName: string;
  appUrl: string;
  now: Date;
};

/**
 * A member of the owner's household; an adult with an email gets an invitation (role
 * `household`) in the same transaction. The owner counts in JOURNEY_MAX_PEOPLE.
 */
export async function addHouseholdMember(
  tx: Tx,
  ctx: AddMemberContext,
  access: { journeyId: string; ownerId: string },
  input: AddHouseholdMemberInput,
): Promise<HouseholdMember> {
  await movingHomeJourney(tx, access.journeyId);
  const count = await tx.$count(
    journeyHousehold,
    eq(journeyHousehold.journey_id, access.journeyId),
  );
  if (count + 1 >= JOURNEY_MAX_PEOPLE) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A household has at most ${JOURNEY_MAX_PEOPLE} people, you included.`,
    );
  }
  let invitationId: string | null = null;
  if (input.email && householdRelationIsAdult(input.relation)) {
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, access.ownerId));
    if (owner?.email.toLowerCase() === input.email) {
      throw new AppError('VALIDATION_FAILED', 'That is your own email address.');
    }
    invitationId = (
      await inviteHouseholdMember(tx, ctx.mailer, {
        journeyId: access.journeyId,
        invitedBy: access.ownerId,
        inviterName: owner?.name || 'Someone',
        email: input.email,
        appName: ctx.appName,
        appUrl: ctx.appUrl,
        now: ctx.now,
      })
    ).id;
  }
  const id = randomUUID();
  const [row] = await tx
    .insert(journeyHousehold)
    .values({
      id,
      journey_id: access.journeyId,
      relation: input.relation,
      ...sealHouseholdName(ctx.cipher, id, input.name),
      invitation_id: invitationId,
      created_at: ctx.now,
    })
    .returning();
  return toHouseholdMember(ctx.cipher, row!);
}

/** The members, the companies marked joint, and the joint requests still waiting. */
export async function getHousehold(
  db: Db,
  cipher: ValueCipher,
  journeyId: string,
): Promise<Household> {
  const rows = await db
    .select()
    .from(journeyHousehold)
    .where(eq(journeyHousehold.journey_id, journeyId))
    .orderBy(asc(journeyHousehold.created_at), asc(journeyHousehold.id));
  const members = rows.map((r) => toHouseholdMember(cipher, r));
  const nameOf = new Map(members.map((m) => [m.id, m.name]));
  const joint = await db
    .select()
    .from(journeyJointAccounts)
    .where(eq(journeyJointAccounts.journey_id, journeyId))
    .orderBy(asc(journeyJointAccounts.footprint_id), asc(journeyJointAccounts.household_id));
  const byFootprint = new Map<string, string[]>();
  for (const j of joint) {
    byFootprint.set(j.footprint_id, [...(byFootprint.get(j.footprint_id) ?? []), j.household_id]);
  }
  const waitingRows = await db
    .select({
      request_id: updateRequests.id,
      footprint_id: updateRequests.footprint_id,
      company_name: updateRequests.company_name,
      household_id: requestJointApprovals.household_id,
    })
    .from(requestJointApprovals)
    .innerJoin(updateRequests, eq(updateRequests.id, requestJointApprovals.request_id))
    .where(
      and(
        eq(updateRequests.journey_id, journeyId),
        eq(updateRequests.status, 'pending_consent'),
        isNull(requestJointApprovals.approved_at),
      ),
    )
    .orderBy(asc(updateRequests.company_name), asc(updateRequests.id));
  const waiting = new Map<string, Household['waiting'][number]>();
  for (const w of waitingRows) {
    const entry = waiting.get(w.request_id) ?? {
      request_id: w.request_id,
      footprint_id: w.footprint_id ?? '',
      company_name: w.company_name,
      waiting_for: [],
    };
    entry.waiting_for.push(nameOf.get(w.household_id) ?? '');
    waiting.set(w.request_id, entry);
  }
  return {
    members,
    joint_accounts: [...byFootprint].map(([footprint_id, household_ids]) => ({
      footprint_id,
      household_ids,
    })),
    waiting: [...waiting.values()],
  };
}

async function householdRow(db: Db, journeyId: string, memberId: string): Promise<HouseholdRow> {
  const [row] = await db
    .select()
    .from(journeyHousehold)
    .where(and(eq(journeyHousehold.id, memberId), eq(journeyHousehold.journey_id, journeyId)));
  if (!row) throw new AppError('NOT_FOUND', HOUSEHOLD_MEMBER_NOT_FOUND);
  return row;
}

/**
 * Removes a member (their joint marks go with them). Refused while a joint request waits for
 * their approval: the owner cancels that update first, so nothing goes without a holder's word.
 */
export async function removeHouseholdMember(
  tx: Tx,
  journeyId: string,
  memberId: string,
): Promise<HouseholdRow> {
  const row = await householdRow(tx, journeyId, memberId);
  const waiting = await tx
    .select({ id: requestJointApprovals.request_id })
    .from(requestJointApprovals)
    .innerJoin(updateRequests, eq(updateRequests.id, requestJointApprovals.request_id))
    .where(
      and(
        eq(requestJointApprovals.household_id, memberId),
        eq(updateRequests.status, 'pending_consent'),
      ),
    )
    .limit(1);
  if (waiting.length > 0) {
    throw new AppError(
      'CONFLICT',
      'A joint account update is waiting for this person: cancel that update first.',
    );
  }
  await tx.delete(journeyHousehold).where(eq(journeyHousehold.id, memberId));
  return row;
}

/**
 * Which adult members hold this company's account jointly with the owner (the whole set is
 * replaced). The company must be linked to the journey.
 */
export async function setJointAccount(
  tx: Tx,
  journeyId: string,
  footprintId: string,
  householdIds: readonly string[],
): Promise<string[]> {
  await movingHomeJourney(tx, journeyId);
  const [link] = await tx
    .select({ id: journeyFootprints.footprint_id })
    .from(journeyFootprints)
    .where(
      and(
        eq(journeyFootprints.journey_id, journeyId),
        eq(journeyFootprints.footprint_id, footprintId),
      ),
    );
  if (!link) throw new AppError('NOT_FOUND', 'That company is not on this journey.');
  const ids = [...new Set(householdIds.map((id) => id.toLowerCase()))];
  if (ids.length > 0) {
    const members = await tx
      .select({ id: journeyHousehold.id, relation: journeyHousehold.relation })
      .from(journeyHousehold)
      .where(and(eq(journeyHousehold.journey_id, journeyId), inArray(journeyHousehold.id, ids)));
    if (members.length !== ids.length) {
      throw new AppError('NOT_FOUND', HOUSEHOLD_MEMBER_NOT_FOUND);
    }
    if (members.some((m) => !householdRelationIsAdult(m.relation as HouseholdRelation))) {
      throw new AppError('VALIDATION_FAILED', 'A child cannot hold a joint account.');
    }
  }
  await tx
    .delete(journeyJointAccounts)
    .where(
      and(
        eq(journeyJointAccounts.journey_id, journeyId),
        eq(journeyJointAccounts.footprint_id, footprintId),
      ),
    );
  if (ids.length > 0) {
    await tx.insert(journeyJointAccounts).values(
      ids.map((household_id) => ({
        journey_id: journeyId,
        footprint_id: footprintId,
        household_id,
      })),
    );
  }
  return ids;
}
