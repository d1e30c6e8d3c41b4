import { createRoute, z } from '@hono/zod-openapi';
import { journeyDetailSchema } from '@updately/shared/journeys-api';
import {
  companySafetyInputSchema,
  companySafetySchema,
  SAFE_MODE_OWNER_ONLY,
  safeModeInputSchema,
  safeSendInputSchema,
} from '@updately/shared/safe-mode';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId, callerIp } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import type { Context } from 'hono';
import { journeyAccess } from '../journeys/journey-access';
import { JOURNEY_FOOTPRINT_NOT_FOUND } from '../journeys/journey-footprints.service';
import { toCompanySafety } from '../journeys/journey-view';
import { getJourneyDetail, JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { setCompanySafety } from './company-safety.service';
import { turnOnSafeMode } from './safe-mode.service';
import { confirmSafeSend } from './safe-send.service';

const tags = ['Journeys'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const journeyParams = z.object({ id: pathParam('id') });
const linkParams = z.object({ id: pathParam('id'), footprintId: pathParam('footprintId') });
const common = {
  400: errorResponse('Invalid input'),
  401: errorResponse('Not signed in'),
  403: errorResponse("Not the journey's owner"),
  404: errorResponse('No such journey or company on a journey of the caller'),
} as const;
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const turnOnRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/safe-mode',
  operationId: 'turnOnSafeMode',
  tags,
  summary: 'Turn safe mode on (never off) and set the safe contact, or change the safe contact',
  middleware: [requireUser] as const,
  request: { params: journeyParams, body: body(safeModeInputSchema) },
  responses: {
    200: jsonResponse(journeyDetailSchema, 'The journey, in safe mode'),
    ...common,
    409: errorResponse('Something has already been sent on this journey'),
  },
});

const safetyRoute = createRoute({
  method: 'put',
  path: '/api/journeys/{id}/companies/{footprintId}/safety',
  operationId: 'setCompanySafety',
  tags,
  summary: 'Mark a company shared with the other person, its postal address, its safer steps',
  middleware: [requireUser] as const,
  request: { params: linkParams, body: body(companySafetyInputSchema) },
  responses: {
    200: jsonResponse(companySafetySchema, "The company's safety"),
    ...common,
    409: errorResponse('Safe mode is off, or steps for a company that is not shared'),
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/companies/{footprintId}/safety/send',
  operationId: 'confirmSafeSend',
  tags,
  summary: 'The second confirmation: send to a shared company whose safer steps are taken',
  middleware: [requireUser] as const,
  request: { params: linkParams, body: body(safeSendInputSchema) },
  responses: {
    200: jsonResponse(
      z.object({ safety: companySafetySchema, sent: z.number().int() }),
      'Confirmed; `sent` requests approved and queued',
    ),
    ...common,
    409: errorResponse('Safe mode is off, or the safer steps are not taken'),
  },
});

/** Only the owner decides safe mode: an editor or viewer knows the journey exists (403). */
async function ownerAccess(c: Context<AppEnv>, journeyId: string) {
  const access = await journeyAccess(c.var.deps.database.db, callerId(c), journeyId, 'view');
  if (access.role !== 'owner') throw new AppError('FORBIDDEN', SAFE_MODE_OWNER_ONLY);
  return access;
}

export const safeModeRoutes = createRouter<AppEnv>()
  .openapi(turnOnRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const access = await ownerAccess(c, journeyId);
    const input = c.req.valid('json');
    const db = c.var.deps.database.db;
    const after = await db.transaction(async (tx) => {
      const after = await turnOnSafeMode(tx, access.journey, input, new Date());
      await auditRequest(
        c,
        {
          action: access.journey.safe_mode_at
            ? 'journey.safe_contact_change'
            : 'journey.safe_mode_on',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          // Which contacts are set, never their values.
          newValues: {
            safe_contact_email: Boolean(after.safe_contact_email),
            safe_contact_phone: Boolean(after.safe_contact_phone),
          },
        },
        tx,
      );
      return after;
    });
    const detail = await getJourneyDetail(
      db,
      access.ownerId,
      journeyId,
      c.var.deps.updates.cipher,
      after,
    );
    return c.json({ ...detail, my_role: 'owner' as const }, 200);
  })
  .openapi(safetyRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_FOOTPRINT_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, JOURNEY_FOOTPRINT_NOT_FOUND);
    const access = await ownerAccess(c, journeyId);
    const input = c.req.valid('json');
    const change = await c.var.deps.database.db.transaction(async (tx) => {
      const change = await setCompanySafety(tx, access.journey, footprintId, input, new Date());
      await auditRequest(
        c,
        {
          action: 'journey.company_safety',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: toCompanySafety(change.before),
          newValues: toCompanySafety(change.after),
          metadata: { footprint_id: footprintId },
        },
        tx,
      );
      return change;
    });
    return c.json(toCompanySafety(change.after), 200);
  })
  .openapi(sendRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_FOOTPRINT_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, JOURNEY_FOOTPRINT_NOT_FOUND);
    const access = await ownerAccess(c, journeyId);
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      const result = await confirmSafeSend(
        tx,
        {
          logger: c.var.logger,
          jobs: c.var.deps.jobs,
          ipAddress: callerIp(c),
          userAgent: c.req.header('user-agent') ?? null,
        },
        access.journey,
        footprintId,
        new Date(),
      );
      await auditRequest(
        c,
        {
          action: 'journey.company_safe_send',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          newValues: { confirmed_at: result.link.safety_confirmed_at, sent: result.sent },
          metadata: { footprint_id: footprintId },
        },
        tx,
      );
      return result;
    });
    return c.json({ safety: toCompanySafety(result.link), sent: result.sent }, 200);
  });
