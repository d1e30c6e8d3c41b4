import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  approveUpdatesSchema,
  changeUpdateValueSchema,
  journeyProofSchema,
  journeyReviewSchema,
  updateRequestDetailSchema,
  updateRequestListSchema,
  updateRequestSchema,
} from '@updately/shared/updates-api';
import { followUpLetterSchema } from '@updately/shared/follow-up-letter-api';
import { callOutcomeSchema, formSubmittedSchema } from '@updately/shared/person-channels';
import type { AppEnv } from '../../auth/app-env';
import type { JourneyAccess } from '../journeys/journey-access';
import type { Tx } from '../../db/client';
import { callerId, callerIp } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { approveUpdates } from './approve-updates';
import { actedBy, journeyAccess } from '../journeys/journey-access';
import { updateAccess } from './update-access';
import { getFollowUpLetter } from './follow-up-letter.service';
import { proofCsv } from './proof-csv';
import { buildJourneyProof } from './proof.service';
import {
  cancelUpdate,
  changeUpdateValue,
  markUpdateDone,
  markUpdateNoAccount,
  resendUpdate,
  type PersonActionContext,
} from './update-actions';
import { recordCall, recordFormSubmitted } from './person-channel-actions';
import { planJourneyUpdates } from './update-plan';
import { UPDATE_NOT_FOUND, getUpdateDetail, listJourneyUpdates } from './update-requests.service';

const tags = ['Updates'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const journeyParams = z.object({ id: pathParam('id') });
const updateParams = z.object({ id: pathParam('id') });
const unauthorized = errorResponse('Not signed in');
const invalid = errorResponse('Invalid input');
const noJourney = errorResponse('No such journey of the caller');
const noUpdate = errorResponse('No such update of the caller');
const conflict = errorResponse('The update is not in a state that allows this');

const reviewRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/review',
  operationId: 'getJourneyReview',
  tags,
  summary: 'What "Review and send" shows: each linked company, how it is told and what it gets',
  middleware: [requireUser] as const,
  request: { params: journeyParams },
  responses: {
    200: jsonResponse(journeyReviewSchema, 'The plan'),
    401: unauthorized,
    404: noJourney,
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/updates',
  operationId: 'createJourneyUpdates',
  tags,
  summary: 'Approve and send: one consent record and one update request per chosen company',
  middleware: [requireUser] as const,
  request: {
    params: journeyParams,
    body: { required: true, content: { 'application/json': { schema: approveUpdatesSchema } } },
  },
  responses: {
    201: jsonResponse(updateRequestListSchema, 'The new requests, queued'),
    400: invalid,
    401: unauthorized,
    404: errorResponse('No such journey, or a company that is not on it'),
    409: errorResponse('An update to one of the companies is already under way'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/updates',
  operationId: 'listJourneyUpdates',
  tags,
  summary: "The journey's update requests with their values and latest event",
  middleware: [requireUser] as const,
  request: { params: journeyParams },
  responses: {
    200: jsonResponse(updateRequestListSchema, 'The requests'),
    401: unauthorized,
    404: noJourney,
  },
});

const proofRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/proof',
  operationId: 'getJourneyProof',
  tags,
  summary: 'Proof of update: per company what was sent, when, and the evidence of the answer',
  middleware: [requireUser] as const,
  request: {
    params: journeyParams,
    query: z.object({
      format: z
        .enum(['json', 'csv'])
        .default('json')
        .openapi({ param: { name: 'format', in: 'query' } }),
      download: z
        .enum(['1'])
        .optional()
        .openapi({ param: { name: 'download', in: 'query' } }),
    }),
  },
  responses: {
    200: {
      description: 'The proof, as JSON or CSV',
      content: {
        'application/json': { schema: journeyProofSchema },
        'text/csv': { schema: z.string() },
      },
    },
    400: invalid,
    401: unauthorized,
    404: noJourney,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/updates/{id}',
  operationId: 'getUpdate',
  tags,
  summary: 'One update request with its whole timeline',
  middleware: [requireUser] as const,
  request: { params: updateParams },
  responses: {
    200: jsonResponse(updateRequestDetailSchema, 'The request'),
    401: unauthorized,
    404: noUpdate,
  },
});

function actionRoute(operationId: string, path: string, summary: string) {
  return createRoute({
    method: 'post',
    path,
    operationId,
    tags,
    summary,
    middleware: [requireUser] as const,
    request: { params: updateParams },
    responses: {
      200: jsonResponse(updateRequestSchema, 'The changed request'),
      401: unauthorized,
      404: noUpdate,
      409: conflict,
    },
  });
}

const cancelRoute = actionRoute(
  'cancelUpdate',
  '/api/updates/{id}/cancel',
  'Cancel an update not yet answered',
);
const resendRoute = actionRoute(
  'resendUpdate',
  '/api/updates/{id}/resend',
  'Send an update that needs you again',
);
const doneRoute = actionRoute(
  'markUpdateDone',
  '/api/updates/{id}/done',
  'Mark an update done yourself',
);

const noAccountRoute = actionRoute(
  'markUpdateNoAccount',
  '/api/updates/{id}/no-account',
  'Say the company holds no account (your checklist, or an update that needs you)',
);

const formSubmittedRoute = createRoute({
  method: 'post',
  path: '/api/updates/{id}/form-submitted',
  operationId: 'recordFormSubmitted',
  tags,
  summary: "Record that you submitted the company's web form, with their reference",
  middleware: [requireUser] as const,
  request: {
    params: updateParams,
    body: { required: true, content: { 'application/json': { schema: formSubmittedSchema } } },
  },
  responses: {
    200: jsonResponse(updateRequestSchema, 'The changed request'),
    400: invalid,
    401: unauthorized,
    404: noUpdate,
    409: errorResponse('Not a web-form update, or not in a state that allows this'),
  },
});

const callRoute = createRoute({
  method: 'post',
  path: '/api/updates/{id}/call',
  operationId: 'recordCall',
  tags,
  summary: 'Record how your call to the company went: done, call back on a day, or refused',
  middleware: [requireUser] as const,
  request: {
    params: updateParams,
    body: { required: true, content: { 'application/json': { schema: callOutcomeSchema } } },
  },
  responses: {
    200: jsonResponse(updateRequestSchema, 'The changed request'),
    400: invalid,
    401: unauthorized,
    404: noUpdate,
    409: errorResponse('Not a phone update, or not in a state that allows this'),
  },
});

const followUpLetterRoute = createRoute({
  method: 'get',
  path: '/api/updates/{id}/follow-up-letter',
  operationId: 'getUpdateFollowUpLetter',
  tags,
  summary: 'A ready-to-send follow-up letter (APP 13) for a company that has not answered',
  middleware: [requireUser] as const,
  request: { params: updateParams },
  responses: {
    200: jsonResponse(followUpLetterSchema, 'The letter, in plain text'),
    401: unauthorized,
    404: noUpdate,
    409: errorResponse('The update has not been sent yet'),
  },
});

const changeValueRoute = createRoute({
  method: 'patch',
  path: '/api/updates/{id}/items/{field}',
  operationId: 'changeUpdateValue',
  tags,
  summary: 'Change a value before it is sent (or sent again)',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id'), field: pathParam('field') }),
    body: { required: true, content: { 'application/json': { schema: changeUpdateValueSchema } } },
  },
  responses: {
    200: jsonResponse(updateRequestSchema, 'The changed request'),
    400: invalid,
    401: unauthorized,
    404: noUpdate,
    409: conflict,
  },
});

function actionContext(c: Context<AppEnv>, access: JourneyAccess): PersonActionContext {
  const { deps } = c.var;
  return {
    engine: deps.updates,
    jobs: deps.jobs,
    logger: c.var.logger,
    evidence: {
      ip_address: callerIp(c),
      user_agent: c.req.header('user-agent') ?? null,
      ...actedBy(access),
    },
  };
}

/** One of the person's own moves on their update, in a transaction; answers it as it is now. */
async function personAction(
  c: Context<AppEnv>,
  rawId: string,
  run: (tx: Tx, ctx: PersonActionContext, userId: string, requestId: string) => Promise<unknown>,
) {
  const id = resourceId(rawId, UPDATE_NOT_FOUND);
  const { deps } = c.var;
  const access = await updateAccess(deps.database.db, callerId(c), id, 'edit');
  const userId = access.ownerId;
  await deps.database.db.transaction((tx) => run(tx, actionContext(c, access), userId, id));
  const { events: _events, ...request } = await getUpdateDetail(
    deps.database.db,
    deps.updates.cipher,
    userId,
    id,
  );
  return request;
}

export const updatesRoutes = createRouter<AppEnv>()
  .openapi(reviewRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    const access = await journeyAccess(deps.database.db, callerId(c), id, 'view');
    const plan = await planJourneyUpdates(
      deps.database.db,
      access.ownerId,
      id,
      deps.config.APP_NAME,
      deps.updates.cipher,
    );
    return c.json(plan.review, 200);
  })
  .openapi(approveRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    // An editor sends with their own consent: the consent record and the events are theirs.
    const access = await journeyAccess(deps.database.db, callerId(c), journeyId, 'edit');
    const userId = access.ownerId;
    const approved = await deps.database.db.transaction((tx) =>
      approveUpdates(
        tx,
        {
          engine: deps.updates,
          jobs: deps.jobs,
          logger: c.var.logger,
          appName: deps.config.APP_NAME,
          ipAddress: callerIp(c),
          userAgent: c.req.header('user-agent') ?? null,
          actorId: access.actorId,
        },
        userId,
        journeyId,
        c.req.valid('json'),
      ),
    );
    const all = await listJourneyUpdates(deps.database.db, deps.updates.cipher, userId, journeyId);
    const ids = new Set(approved.map((r) => r.id));
    return c.json({ items: all.filter((r) => ids.has(r.id)) }, 201);
  })
  .openapi(listRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    const userId = (await journeyAccess(deps.database.db, callerId(c), journeyId, 'view')).ownerId;
    const items = await listJourneyUpdates(
      deps.database.db,
      deps.updates.cipher,
      userId,
      journeyId,
    );
    return c.json({ items }, 200);
  })
  .openapi(proofRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { format, download } = c.req.valid('query');
    const { deps } = c.var;
    const userId = (await journeyAccess(deps.database.db, callerId(c), journeyId, 'view')).ownerId;
    const proof = await buildJourneyProof(deps.database.db, deps.updates.cipher, userId, journeyId);
    c.header('Cache-Control', 'no-store');
    if (download) {
      c.header(
        'Content-Disposition',
        `attachment; filename="proof-of-update-${journeyId.slice(0, 8)}.${format}"`,
      );
    }
    if (format === 'csv') {
      return c.body(proofCsv(proof), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.json(proof, 200);
  })
  .openapi(detailRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, UPDATE_NOT_FOUND);
    const { deps } = c.var;
    const access = await updateAccess(deps.database.db, callerId(c), id, 'view');
    return c.json(
      await getUpdateDetail(deps.database.db, deps.updates.cipher, access.ownerId, id),
      200,
    );
  })
  .openapi(cancelRoute, async (c) =>
    c.json(await personAction(c, c.req.valid('param').id, cancelUpdate), 200),
  )
  .openapi(resendRoute, async (c) =>
    c.json(await personAction(c, c.req.valid('param').id, resendUpdate), 200),
  )
  .openapi(doneRoute, async (c) =>
    c.json(await personAction(c, c.req.valid('param').id, markUpdateDone), 200),
  )
  .openapi(followUpLetterRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, UPDATE_NOT_FOUND);
    const { deps } = c.var;
    const access = await updateAccess(deps.database.db, callerId(c), id, 'view');
    c.header('Cache-Control', 'no-store');
    const letter = await getFollowUpLetter(
      deps.database.db,
      deps.updates.cipher,
      deps.config.APP_NAME,
      access.ownerId,
      id,
    );
    return c.json(letter, 200);
  })
  .openapi(formSubmittedRoute, async (c) => {
    const input = c.req.valid('json');
    const followUp = await c.var.deps.settings.followUp();
    const run = (tx: Tx, ctx: PersonActionContext, userId: string, requestId: string) =>
      recordFormSubmitted(tx, ctx, userId, requestId, input, followUp);
    return c.json(await personAction(c, c.req.valid('param').id, run), 200);
  })
  .openapi(callRoute, async (c) => {
    const input = c.req.valid('json');
    const followUp = await c.var.deps.settings.followUp();
    const run = (tx: Tx, ctx: PersonActionContext, userId: string, requestId: string) =>
      recordCall(tx, ctx, userId, requestId, input, followUp);
    return c.json(await personAction(c, c.req.valid('param').id, run), 200);
  })
  .openapi(noAccountRoute, async (c) =>
    c.json(await personAction(c, c.req.valid('param').id, markUpdateNoAccount), 200),
  )
  .openapi(changeValueRoute, async (c) => {
    const { id, field } = c.req.valid('param');
    const { value } = c.req.valid('json');
    const run = (tx: Tx, ctx: PersonActionContext, userId: string, requestId: string) =>
      changeUpdateValue(tx, ctx, userId, requestId, field, value);
    return c.json(await personAction(c, id, run), 200);
  });
