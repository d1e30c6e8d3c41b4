import { createRoute, z } from '@hono/zod-openapi';
import {
  INVITATION_MESSAGES,
  acceptedInvitationSchema,
  invitationPreviewSchema,
  type InvitationRole,
} from '@updately/shared/journey-people-api';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { INVITATION_TOKEN_SHAPE } from './invitation-token';
import { acceptInvitation, previewInvitation } from './invitations.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journey people'];
const tokenParams = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path' } }),
});
const gone = errorResponse('The invitation expired, was withdrawn or was already accepted');
const notFound = errorResponse('No such invitation');

function validToken(token: string): string {
  if (!INVITATION_TOKEN_SHAPE.test(token))
    throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  return token;
}

const previewRoute = createRoute({
  method: 'get',
  path: '/api/invitations/{token}',
  operationId: 'previewJourneyInvitation',
  tags,
  summary: 'What an invitation link offers: the journey, who invited, the role (no session needed)',
  security: [],
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(invitationPreviewSchema, 'The invitation'),
    404: notFound,
    410: gone,
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/invitations/{token}/accept',
  operationId: 'acceptJourneyInvitation',
  tags,
  summary: 'Accept an invitation, signed in with the confirmed email address it was sent to',
  middleware: [requireUser] as const,
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(acceptedInvitationSchema, 'The journey now shared with the caller'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Sent to another email address, or the email is not confirmed'),
    404: notFound,
    409: errorResponse('The caller already shares or owns the journey'),
    410: gone,
  },
});

export const invitationsRoutes = createRouter<AppEnv>()
  .openapi(previewRoute, async (c) => {
    const token = validToken(c.req.valid('param').token);
    const db = c.var.deps.database.db;
    return c.json(await db.transaction((tx) => previewInvitation(tx, token, new Date())), 200);
  })
  .openapi(acceptRoute, async (c) => {
    const token = validToken(c.req.valid('param').token);
    const userId = callerId(c);
    const accepted = await c.var.deps.database.db.transaction(async (tx) => {
      const accepted = await acceptInvitation(tx, token, userId, new Date());
      await auditRequest(
        c,
        {
          action: 'journey.invitation_accept',
          resourceType: 'JOURNEY',
          resourceId: accepted.invitation.journey_id,
          newValues: { invitation_id: accepted.invitation.id, role: accepted.invitation.role },
          metadata: { owner_id: accepted.ownerId },
        },
        tx,
      );
      return accepted;
    });
    return c.json(
      {
        journey_id: accepted.journeyId,
        role: accepted.invitation.role as InvitationRole,
      },
      200,
    );
  });
