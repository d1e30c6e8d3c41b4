import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  journeyLettersSchema,
  letterPostedSchema,
  lettersPostedResultSchema,
  lettersPostedSchema,
} from '@updately/shared/letters-api';
import { updateRequestSchema } from '@updately/shared/updates-api';
import type { AppEnv } from '../../auth/app-env';
import { callerId, callerIp } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import type { LetterContext } from '../../platform/letters/request-letters';
import { actedBy, journeyAccess, type JourneyAccess } from '../journeys/journey-access';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import { updateAccess } from '../updates/update-access';
import { getUpdateDetail, UPDATE_NOT_FOUND } from '../updates/update-requests.service';
import {
  journeyLettersPdf,
  letterToPost,
  lettersToPost,
  listJourneyLetters,
  markLettersPosted,
  requestLetterPdf,
  type LetterPdf,
  type PostedContext,
} from './letters.service';

const tags = ['Letters'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const params = z.object({ id: pathParam('id') });
const unauthorized = errorResponse('Not signed in');
const pdf = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

const letterRoute = createRoute({
  method: 'get',
  path: '/api/updates/{id}/letter.pdf',
  operationId: 'getUpdateLetter',
  tags,
  summary: 'The letter to print, sign and post for an update on the letter channel (A4 PDF)',
  middleware: [requireUser] as const,
  request: { params },
  responses: {
    200: pdf('The letter'),
    401: unauthorized,
    404: errorResponse('No such update of the caller'),
    409: errorResponse('The update does not go by letter'),
  },
});

const journeyLettersPdfRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/letters.pdf',
  operationId: 'getJourneyLetters',
  tags,
  summary: 'Download all letters: every letter of the journey waiting to be posted, one PDF',
  middleware: [requireUser] as const,
  request: { params },
  responses: {
    200: pdf('The letters, each starting on a new page'),
    401: unauthorized,
    404: errorResponse('No such journey of the caller'),
    409: errorResponse('No letter is waiting to be posted'),
  },
});

const journeyLettersRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/letters',
  operationId: 'listJourneyLetters',
  tags,
  summary: "The journey's letters: where each goes and when it was posted",
  middleware: [requireUser] as const,
  request: { params },
  responses: {
    200: jsonResponse(journeyLettersSchema, 'The letters'),
    401: unauthorized,
    404: errorResponse('No such journey of the caller'),
  },
});

const postedRoute = createRoute({
  method: 'post',
  path: '/api/updates/{id}/posted',
  operationId: 'markUpdateLetterPosted',
  tags,
  summary: 'Posted on <date>: the letter is sent, and followed up as an email would be',
  middleware: [requireUser] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: letterPostedSchema } } },
  },
  responses: {
    200: jsonResponse(updateRequestSchema, 'The sent request'),
    400: errorResponse('A date in the future or before the approval'),
    401: unauthorized,
    403: errorResponse('A viewer of the journey'),
    404: errorResponse('No such update of the caller'),
    409: errorResponse('Not a letter, or already posted'),
  },
});

const allPostedRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/letters/posted',
  operationId: 'markJourneyLettersPosted',
  tags,
  summary: 'I posted them all: every waiting letter of the journey (or those named) is sent',
  middleware: [requireUser] as const,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: lettersPostedSchema } } },
  },
  responses: {
    200: jsonResponse(lettersPostedResultSchema, 'How many letters were marked as posted'),
    400: errorResponse('A date in the future or before the approval'),
    401: unauthorized,
    403: errorResponse('A viewer of the journey'),
    404: errorResponse('No such journey of the caller, or a request not on it'),
    409: errorResponse('A request named is not a letter, or no letter is waiting'),
  },
});

function letterContext(c: Context<AppEnv>): LetterContext {
  const { deps } = c.var;
  return {
    db: deps.database.db,
    cipher: deps.updates.cipher,
    letterCodes: deps.updates.letterCodes,
    appName: deps.config.APP_NAME,
    appUrl: deps.config.appUrl,
  };
}

async function postedContext(c: Context<AppEnv>, access: JourneyAccess): Promise<PostedContext> {
  return {
    ...letterContext(c),
    logger: c.var.logger,
    followUp: await c.var.deps.settings.followUp(),
    evidence: {
      ip_address: callerIp(c),
      user_agent: c.req.header('user-agent') ?? null,
      ...actedBy(access),
    },
  };
}

function sendPdf(c: Context<AppEnv>, letter: LetterPdf) {
  return c.body(letter.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${letter.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }) as never;
}

export const lettersRoutes = createRouter<AppEnv>()
  .openapi(letterRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, UPDATE_NOT_FOUND);
    const access = await updateAccess(c.var.deps.database.db, callerId(c), id, 'view');
    return sendPdf(c, await requestLetterPdf(letterContext(c), access.ownerId, id));
  })
  .openapi(journeyLettersPdfRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const access = await journeyAccess(c.var.deps.database.db, callerId(c), id, 'view');
    return sendPdf(c, await journeyLettersPdf(letterContext(c), access.ownerId, id));
  })
  .openapi(journeyLettersRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { db } = c.var.deps.database;
    const access = await journeyAccess(db, callerId(c), id, 'view');
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listJourneyLetters(db, access.ownerId, id) }, 200);
  })
  .openapi(postedRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, UPDATE_NOT_FOUND);
    const { deps } = c.var;
    const access = await updateAccess(deps.database.db, callerId(c), id, 'edit');
    const ctx = await postedContext(c, access);
    const { posted_on } = c.req.valid('json');
    await deps.database.db.transaction(async (tx) =>
      markLettersPosted(
        tx,
        ctx,
        access.ownerId,
        [await letterToPost(tx, access.ownerId, id)],
        posted_on,
      ),
    );
    const { events: _events, ...request } = await getUpdateDetail(
      deps.database.db,
      deps.updates.cipher,
      access.ownerId,
      id,
    );
    return c.json(request, 200);
  })
  .openapi(allPostedRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    const access = await journeyAccess(deps.database.db, callerId(c), id, 'edit');
    const ctx = await postedContext(c, access);
    const { posted_on, request_ids } = c.req.valid('json');
    const moved = await deps.database.db.transaction(async (tx) =>
      markLettersPosted(
        tx,
        ctx,
        access.ownerId,
        await lettersToPost(tx, access.ownerId, id, request_ids),
        posted_on,
      ),
    );
    return c.json({ posted: moved.length }, 200);
  });
