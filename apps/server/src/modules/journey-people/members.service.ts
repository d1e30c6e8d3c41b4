import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { JourneyAccessRole, JourneyMemberRole } from '@updately/shared/journey-people';
import type { JourneyPeople } from '@updately/shared/journey-people-api';
import type { Db, Tx } from '../../db/client';
import { journeyInvitations, journeyMembers, journeys, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toInvitation } from './invitations.service';

export const MEMBER_NOT_FOUND = 'This person does not share this journey.';

/** The owner, the members and (except for viewers, who see names and roles) their emails. */
export async function listPeople(
  db: Db,
  journeyId: string,
  callerRole: JourneyAccessRole,
  now: Date,
): Promise<JourneyPeople> {
  const seesContacts = callerRole !== 'viewer';
  const [owner] = await db
    .select({ user_id: users.id, name: users.name, email: users.email, since: journeys.created_at })
    .from(journeys)
    .innerJoin(users, eq(users.id, journeys.user_id))
    .where(eq(journeys.id, journeyId));
  const members = await db
    .select({
      user_id: users.id,
      name: users.name,
      email: users.email,
      role: journeyMembers.role,
      since: journeyMembers.created_at,
    })
    .from(journeyMembers)
    .innerJoin(users, eq(users.id, journeyMembers.user_id))
    .where(eq(journeyMembers.journey_id, journeyId))
    .orderBy(asc(journeyMembers.created_at), asc(users.id));
  const invitations = seesContacts
    ? await db
        .select()
        .from(journeyInvitations)
        .where(
          and(
            eq(journeyInvitations.journey_id, journeyId),
            isNull(journeyInvitations.accepted_at),
            isNull(journeyInvitations.revoked_at),
            gt(journeyInvitations.expires_at, now),
          ),
        )
        .orderBy(asc(journeyInvitations.created_at))
    : [];
  const person = (p: { user_id: string; name: string; email: string; since: Date }) => ({
    user_id: p.user_id,
    name: p.name,
    email: seesContacts ? p.email : null,
    since: p.since.toISOString(),
  });
  return {
    my_role: callerRole,
    people: [
      { ...person(owner!), role: 'owner' as const },
      ...members.map((m) => ({ ...person(m), role: m.role as JourneyMemberRole })),
    ],
    invitations: invitations.map(toInvitation),
  };
}

export async function changeMemberRole(
  tx: Tx,
  journeyId: string,
  userId: string,
  role: JourneyMemberRole,
): Promise<{ before: JourneyMemberRole }> {
  const [before] = await tx
    .select({ role: journeyMembers.role })
    .from(journeyMembers)
    .where(and(eq(journeyMembers.journey_id, journeyId), eq(journeyMembers.user_id, userId)))
    .for('update');
  if (!before) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  await tx
    .update(journeyMembers)
    .set({ role })
    .where(and(eq(journeyMembers.journey_id, journeyId), eq(journeyMembers.user_id, userId)));
  return { before: before.role as JourneyMemberRole };
}

export async function removeMember(
  tx: Tx,
  journeyId: string,
  userId: string,
): Promise<{ role: JourneyMemberRole }> {
  const [row] = await tx
    .delete(journeyMembers)
    .where(and(eq(journeyMembers.journey_id, journeyId), eq(journeyMembers.user_id, userId)))
    .returning({ role: journeyMembers.role });
  if (!row) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  return { role: row.role as JourneyMemberRole };
}
