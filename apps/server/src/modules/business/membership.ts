import type { Context } from 'hono';
import type { OrganizationRole } from '@updately/shared/business-api';
import type { AppEnv } from '../../auth/app-env';
import { callerId } from '../../auth/request-context';
import { requireMembership } from '../../platform/business/organization-access';

/** The caller's membership of the organisation in the path (404 if none, 403 below `roles`). */
export function membership(c: Context<AppEnv>, roles?: readonly OrganizationRole[]) {
  const orgId = c.req.param('orgId') ?? '';
  return requireMembership(c.var.deps.database.db, callerId(c), orgId, roles);
}
