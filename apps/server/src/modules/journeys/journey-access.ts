import { and, eq } from 'drizzle-orm';
import type { JourneyAccessRole } from '@updately/shared/journey-people';
import type { Db } from '../../db/client';
import { journeyMembers, journeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { JOURNEY_NOT_FOUND } from './journeys.service';

/** What the caller may do on one journey: its owner's data is read and written as the owner's. */
export type JourneyAccess = {
  journeyId: string;
  /** The journey's owner: every service keyed by user_id runs with this id. */
  ownerId: string;
  /** Who is acting (the caller): recorded as the actor in the timeline and the audit log. */
  actorId: string;
  role: JourneyAccessRole;
  /** The journey as read by the check (so a route need not read it again). */
  journey: typeof journeys.$inferSelect;
};

/** What a role may do. Viewers follow progress only. */
export type JourneyNeed = 'view' | 'edit' | 'own';

const ALLOWED: Record<JourneyNeed, readonly JourneyAccessRole[]> = {
  view: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  own: ['owner'],
};

/**
 * The caller's access to a journey, or NOT_FOUND (404, never 403: a stranger learns nothing) when
 * they have none. A member without the role the route needs gets FORBIDDEN (they already know the
 * journey exists).
 */
export async function journeyAccess(
  db: Db,
  callerId: string,
  journeyId: string,
  need: JourneyNeed,
): Promise<JourneyAccess> {
  const [row] = await db
    .select({ journey: journeys, memberRole: journeyMembers.role })
    .from(journeys)
    .leftJoin(
      journeyMembers,
      and(eq(journeyMembers.journey_id, journeys.id), eq(journeyMembers.user_id, callerId)),
    )
    .where(eq(journeys.id, journeyId));
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  const ownerId = row.journey.user_id;
  const role: JourneyAccessRole | null =
    ownerId === callerId ? 'owner' : (row.memberRole as JourneyAccessRole | null);
  if (!role) throw new AppError('NOT_FOUND', JOURNEY_NOT_FOUND);
  if (!ALLOWED[need].includes(role)) {
    throw new AppError('FORBIDDEN', 'Your role on this journey does not allow this.');
  }
  return { journeyId, ownerId, actorId: callerId, role, journey: row.journey };
}

/**
 * Audit metadata for an action on someone else's journey: the owner is its subject (the entry's
 * user is the actor). Empty for the owner's own actions.
 */
export function onBehalfOf(access: JourneyAccess): { owner_id?: string; acting_role?: string } {
  return access.role === 'owner' ? {} : { owner_id: access.ownerId, acting_role: access.role };
}

/** Update-event evidence naming who acted when it is not the journey's owner (an editor). */
export function actedBy(access: JourneyAccess): { acted_by?: string } {
  return access.role === 'owner' ? {} : { acted_by: access.actorId };
}
