import { createRoute, z } from '@hono/zod-openapi';
import { JOURNEY_INVITATION_DAYS } from '@updately/shared/journey-people';
import {
  JOURNEY_ACCESS_CHANGED,
  JOURNEY_ACCESS_REVOKED,
  createInvitationSchema,
  journeyInvitationSchema,
  journeyPeopleSchema,
  updateMemberSchema,
} from '@updately/shared/journey-people-api';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { mailTemplates } from '../../platform/mail/templates';
import { notifyUserSql } from '../../platform/realtime/realtime-hub';
import { journeyAccess } from '../journeys/journey-access';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import {
  INVITATION_NOT_FOUND,
  createInvitation,
  revokeInvitation,
  toInvitation,
} from './invitations.service';
import { MEMBER_NOT_FOUND, changeMemberRole, listPeople, removeMember } from './members.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journey people'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const unauthorized = errorResponse('Not signed in');
const forbidden = errorResponse(
  'The caller shares the journey with a role that does not allow this',
);
const notFound = errorResponse('No such journey shared with the caller');
const ROLE_WORDS = { editor: 'an editor', viewer: 'a viewer' } as const;

const inviteRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/invitations',
  operationId: 'inviteToJourney',
  tags,
  summary: 'Invite someone by email to share the journey as an editor or a viewer (owner only)',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id') }),
    body: { required: true, content: { 'application/json': { schema: createInvitationSchema } } },
  },
  responses: {
    201: jsonResponse(journeyInvitationSchema, 'The invitation, emailed to the person'),
    400: errorResponse('Invalid input'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: errorResponse('Yourself, a member, an invitation already waiting, or the journey is full'),
    429: errorResponse('Too many invitations today'),
  },
});

const peopleRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/people',
  operationId: 'listJourneyPeople',
  tags,
  summary: 'The owner, the members and the pending invitations (viewers: names and roles only)',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id') }) },
  responses: {
    200: jsonResponse(journeyPeopleSchema, 'The people of the journey'),
    401: unauthorized,
    404: notFound,
  },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/invitations/{invitationId}',
  operationId: 'revokeJourneyInvitation',
  tags,
  summary: 'Withdraw a pending invitation (owner only)',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id'), invitationId: pathParam('invitationId') }) },
  responses: {
    204: { description: 'Withdrawn' },
    401: unauthorized,
    403: forbidden,
    404: errorResponse('No such pending invitation on a journey shared with the caller'),
  },
});

const memberParams = z.object({ id: pathParam('id'), userId: pathParam('userId') });

const changeRoleRoute = createRoute({
  method: 'patch',
  path: '/api/journeys/{id}/members/{userId}',
  operationId: 'changeJourneyMemberRole',
  tags,
  summary: "Change a member's role (owner only)",
  middleware: [requireUser] as const,
  request: {
    params: memberParams,
    body: { required: true, content: { 'application/json': { schema: updateMemberSchema } } },
  },
  responses: {
    204: { description: 'Changed' },
    400: errorResponse('Invalid input'),
    401: unauthorized,
    403: forbidden,
    404: errorResponse('No such member on a journey shared with the caller'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/members/{userId}',
  operationId: 'removeJourneyMember',
  tags,
  summary:
    'Remove a member (owner), or leave the journey (the member themself): access ends at once',
  middleware: [requireUser] as const,
  request: { params: memberParams },
  responses: {
    204: { description: 'Removed' },
    401: unauthorized,
    403: forbidden,
    404: errorResponse('No such member on a journey shared with the caller'),
  },
});

export const journeyPeopleRoutes = createRouter<AppEnv>()
  .openapi(inviteRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { database, mailer, config } = c.var.deps;
    const access = await journeyAccess(database.db, callerId(c), journeyId, 'own');
    const input = c.req.valid('json');
    const created = await database.db.transaction(async (tx) => {
      const created = await createInvitation(
        tx,
        { journeyId, ownerId: access.ownerId, email: input.email, role: input.role },
        new Date(),
      );
      await mailer.sendInTransaction(
        tx,
        mailTemplates.journeyInvitation(
          config.APP_NAME,
          created.invitation.email,
          {
            inviterName: created.inviterName,
            journeyName: created.journeyName,
            role: ROLE_WORDS[input.role],
            days: JOURNEY_INVITATION_DAYS,
          },
          `${config.appUrl}/invitations/${created.token}`,
        ),
      );
      await auditRequest(
        c,
        {
          action: 'journey.invitation_create',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          newValues: { invitation_id: created.invitation.id, role: input.role },
          metadata: { owner_id: access.ownerId },
        },
        tx,
      );
      return created;
    });
    return c.json(toInvitation(created.invitation), 201);
  })
  .openapi(peopleRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const db = c.var.deps.database.db;
    const access = await journeyAccess(db, callerId(c), journeyId, 'view');
    return c.json(await listPeople(db, journeyId, access.role, new Date()), 200);
  })
  .openapi(revokeRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const invitationId = resourceId(params.invitationId, INVITATION_NOT_FOUND);
    const db = c.var.deps.database.db;
    const access = await journeyAccess(db, callerId(c), journeyId, 'own');
    await db.transaction(async (tx) => {
      await revokeInvitation(tx, journeyId, invitationId, new Date());
      await auditRequest(
        c,
        {
          action: 'journey.invitation_revoke',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { invitation_id: invitationId },
          metadata: { owner_id: access.ownerId },
        },
        tx,
      );
    });
    return c.body(null, 204);
  })
  .openapi(changeRoleRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const userId = resourceId(params.userId, MEMBER_NOT_FOUND);
    const { role } = c.req.valid('json');
    const db = c.var.deps.database.db;
    const access = await journeyAccess(db, callerId(c), journeyId, 'own');
    await db.transaction(async (tx) => {
      const { before } = await changeMemberRole(tx, journeyId, userId, role);
      await tx.execute(
        notifyUserSql(userId, { type: JOURNEY_ACCESS_CHANGED, data: { journeyId, role } }),
      );
      await auditRequest(
        c,
        {
          action: 'journey.member_role_change',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { user_id: userId, role: before },
          newValues: { user_id: userId, role },
          metadata: { owner_id: access.ownerId },
        },
        tx,
      );
    });
    return c.body(null, 204);
  })
  .openapi(removeRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const userId = resourceId(params.userId, MEMBER_NOT_FOUND);
    const db = c.var.deps.database.db;
    const caller = callerId(c);
    // A member may leave; only the owner removes someone else.
    const access = await journeyAccess(db, caller, journeyId, caller === userId ? 'view' : 'own');
    await db.transaction(async (tx) => {
      const { role } = await removeMember(tx, journeyId, userId);
      // Their open tabs leave the journey at once; the next request of theirs answers 404.
      await tx.execute(
        notifyUserSql(userId, {
          type: JOURNEY_ACCESS_REVOKED,
          data: { journeyId, reason: caller === userId ? 'left' : 'removed' },
        }),
      );
      await auditRequest(
        c,
        {
          action: caller === userId ? 'journey.member_leave' : 'journey.member_remove',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { user_id: userId, role },
          metadata: { owner_id: access.ownerId },
        },
        tx,
      );
    });
    return c.body(null, 204);
  });
