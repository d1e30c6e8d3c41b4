import { and, eq } from 'drizzle-orm';
import type { OrganizationRole } from '@updately/shared/business-api';
import type { Db } from '../../db/client';
import { members, organizations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { resourceId } from '../../lib/resource-id';

export const ORGANIZATION_NOT_FOUND = 'No such organisation of yours';
export const MANAGER_ROLES: readonly OrganizationRole[] = ['owner', 'admin'];

export type Membership = { organizationId: string; organizationName: string; role: string };

/**
 * The caller's membership of an organisation, checked in the database on every call. Someone who
 * is not a member gets the same 404 as for an organisation that does not exist; a member whose
 * role is too low for the action gets 403.
 */
export async function requireMembership(
  db: Db,
  userId: string,
  rawOrganizationId: string,
  roles?: readonly OrganizationRole[],
): Promise<Membership> {
  const organizationId = resourceId(rawOrganizationId, ORGANIZATION_NOT_FOUND);
  const [row] = await db
    .select({ role: members.role, name: organizations.name })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND);
  if (roles && !roles.includes(row.role as OrganizationRole)) {
    throw new AppError('FORBIDDEN', 'Only an owner or admin of the organisation can do this.');
  }
  return { organizationId, organizationName: row.name, role: row.role };
}
