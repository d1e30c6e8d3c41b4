import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { JourneyMemberRole } from '@updately/shared/journey-people';
import {
  INVITATION_MESSAGES,
  type InvitationPreview,
  type InvitationRole,
  type JourneyInvitation,
} from '@updately/shared/journey-people-api';
import type { Tx } from '../../db/client';
import { journeyInvitations, journeyMembers, journeys, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { shownJourneyName } from '../../platform/update-engine/person-recipient';
import { acceptHouseholdInvitation } from '../household/household-accept';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import {
  assertRoomForOneMore,
  assertUsable,
  assertWithinDailyLimit,
  invitationDayStart,
  invitationExpiry,
  normalizeEmail,
} from './invitation-rules';

export const INVITATION_NOT_FOUND = 'Invitation not found';

type InvitationRow = typeof journeyInvitations.$inferSelect;

export function toInvitation(row: InvitationRow): JourneyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitationRole,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export type CreatedInvitation = {
  invitation: InvitationRow;
  token: string;
  journeyName: string;
  inviterName: string;
};

/**
 * A new invitation from the journey's owner. The owner's user row is locked first, so two
 * invitations sent at once are counted one after the other (the daily and the people limits).
 */
export async function createInvitation(
  tx: Tx,
  input: { journeyId: string; ownerId: string; email: string; role: JourneyMemberRole },
  now: Date,
): Promise<CreatedInvitation> {
  const email = normalizeEmail(input.email);
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, input.ownerId))
    .for('update');
  if (!owner) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  if (normalizeEmail(owner.email) === email) {
    throw new AppError('CONFLICT', INVITATION_MESSAGES.self);
  }
  const [member] = await tx
    .select({ id: journeyMembers.user_id })
    .from(journeyMembers)
    .innerJoin(users, eq(users.id, journeyMembers.user_id))
    .where(
      and(eq(journeyMembers.journey_id, input.journeyId), sql`lower(${users.email}) = ${email}`),
    );
  if (member) throw new AppError('CONFLICT', INVITATION_MESSAGES.member);
  const pending = and(
    eq(journeyInvitations.journey_id, input.journeyId),
    isNull(journeyInvitations.accepted_at),
    isNull(journeyInvitations.revoked_at),
    gt(journeyInvitations.expires_at, now),
  );
  const [duplicate] = await tx
    .select({ id: journeyInvitations.id })
    .from(journeyInvitations)
    .where(and(pending, eq(journeyInvitations.email, email)));
  if (duplicate) throw new AppError('CONFLICT', INVITATION_MESSAGES.pending);
  const [sentToday] = await tx
    .select({ n: count() })
    .from(journeyInvitations)
    .where(
      and(
        eq(journeyInvitations.invited_by, input.ownerId),
        gt(journeyInvitations.created_at, invitationDayStart(now)),
      ),
    );
  assertWithinDailyLimit(sentToday!.n);
  const members = await tx.$count(journeyMembers, eq(journeyMembers.journey_id, input.journeyId));
  const waiting = await tx.$count(journeyInvitations, pending);
  assertRoomForOneMore(members, waiting);
  const { token, hash } = newInvitationToken();
  const [invitation] = await tx
    .insert(journeyInvitations)
    .values({
      journey_id: input.journeyId,
      invited_by: input.ownerId,
      email,
      role: input.role,
      token_hash: hash,
      expires_at: invitationExpiry(now),
      created_at: now,
    })
    .returning();
  const [journey] = await tx
    .select({ name: shownJourneyName() })
    .from(journeys)
    .where(eq(journeys.id, input.journeyId));
  return { invitation: invitation!, token, journeyName: journey!.name, inviterName: owner.name };
}

/** Withdraws a pending invitation of the journey; NOT_FOUND when there is none by that id. */
export async function revokeInvitation(
  tx: Tx,
  journeyId: string,
  invitationId: string,
  now: Date,
): Promise<InvitationRow> {
  const [row] = await tx
    .update(journeyInvitations)
    .set({ revoked_at: now })
    .where(
      and(
        eq(journeyInvitations.id, invitationId),
        eq(journeyInvitations.journey_id, journeyId),
        isNull(journeyInvitations.accepted_at),
        isNull(journeyInvitations.revoked_at),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return row;
}

async function findByToken(tx: Tx, token: string, lock: boolean) {
  const query = tx
    .select({
      invitation: journeyInvitations,
      journeyName: shownJourneyName(),
      ownerId: journeys.user_id,
      inviterName: users.name,
    })
    .from(journeyInvitations)
    .innerJoin(journeys, eq(journeys.id, journeyInvitations.journey_id))
    .innerJoin(users, eq(users.id, journeyInvitations.invited_by))
    .where(eq(journeyInvitations.token_hash, hashInvitationToken(token)));
  const [row] = lock ? await query.for('update', { of: journeyInvitations }) : await query;
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  return row;
}

/** What the invitation link shows before signing in; GONE once it cannot be accepted. */
export async function previewInvitation(
  tx: Tx,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const row = await findByToken(tx, token, false);
  assertUsable(row.invitation, now);
  return {
    journey_name: row.journeyName,
    inviter_name: row.inviterName,
    role: row.invitation.role as InvitationRole,
    expires_at: row.invitation.expires_at.toISOString(),
  };
}

/** `journeyId`: the journey the caller now opens (for a household invitation, their own new one). */
export type AcceptedRow = { invitation: InvitationRow; ownerId: string; journeyId: string };

/**
 * Accepts the invitation as `userId`, whose confirmed email must be the one invited. A member
 * role adds a journey_members row; a household invitation is the household module's, which starts
 * the member's own Moving Home journey.
 */
export async function acceptInvitation(
  tx: Tx,
  token: string,
  userId: string,
  now: Date,
): Promise<AcceptedRow> {
  const row = await findByToken(tx, token, true);
  const [user] = await tx
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  // The account is checked first: someone else's account learns nothing of the invitation's state.
  if (!user || normalizeEmail(user.email) !== row.invitation.email) {
    throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongEmail);
  }
  if (!user.emailVerified) throw new AppError('FORBIDDEN', INVITATION_MESSAGES.unconfirmedEmail);
  assertUsable(row.invitation, now);
  if (row.ownerId === userId) throw new AppError('CONFLICT', INVITATION_MESSAGES.ownerAccepting);
  const { invitation } = row;
  let journeyId = invitation.journey_id;
  if (invitation.role === 'household') {
    journeyId = (await acceptHouseholdInvitation(tx, invitation, userId)).id;
  } else {
    const added = await tx
      .insert(journeyMembers)
      .values({
        journey_id: invitation.journey_id,
        user_id: userId,
        role: invitation.role,
        invited_by: invitation.invited_by,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: journeyMembers.user_id });
    if (added.length === 0) throw new AppError('CONFLICT', INVITATION_MESSAGES.member);
  }
  const [accepted] = await tx
    .update(journeyInvitations)
    .set({ accepted_at: now, accepted_by: userId })
    .where(eq(journeyInvitations.id, invitation.id))
    .returning();
  return { invitation: accepted!, ownerId: row.ownerId, journeyId };
}
