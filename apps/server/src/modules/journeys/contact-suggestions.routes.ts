import { createRoute, z } from '@hono/zod-openapi';
import {
  contactSuggestionInputSchema,
  contactSuggestionSchema,
} from '@updately/shared/brand-suggestions-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { hitRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limit';
import { JOURNEY_COMPANY_NOT_FOUND, suggestContact } from './contact-suggestions.service';
import { journeyAccess, onBehalfOf } from './journey-access';

const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
/** Suggestions a person may make in an hour. */
export const SUGGESTION_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 };

const suggestRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/companies/{footprintId}/contact-suggestions',
  operationId: 'suggestCompanyContact',
  tags: ['Journeys'],
  summary:
    "Suggest how to reach one of the journey's companies (email, web form, postal address or phone, with the page it was seen on); an admin approves or rejects it",
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id'), footprintId: pathParam('footprintId') }),
    body: {
      required: true,
      content: { 'application/json': { schema: contactSuggestionInputSchema } },
    },
  },
  responses: {
    201: jsonResponse(contactSuggestionSchema, 'The suggestion, waiting for an admin'),
    400: errorResponse('Invalid value or source page'),
    401: errorResponse('Not signed in'),
    403: errorResponse('A viewer of the journey'),
    404: errorResponse('No such company on a journey of the caller'),
    409: errorResponse('Too many suggestions waiting already'),
    429: errorResponse('Too many suggestions lately'),
  },
});

export const contactSuggestionsRoutes = createRouter<AppEnv>().openapi(suggestRoute, async (c) => {
  const params = c.req.valid('param');
  const journeyId = resourceId(params.id, JOURNEY_COMPANY_NOT_FOUND);
  const footprintId = resourceId(params.footprintId, JOURNEY_COMPANY_NOT_FOUND);
  const input = c.req.valid('json');
  const { config, database } = c.var.deps;
  const access = await journeyAccess(database.db, callerId(c), journeyId, 'edit');
  if (config.rateLimitEnabled) {
    const hit = await hitRateLimit(
      database.db,
      'contact-suggestion',
      access.actorId,
      SUGGESTION_RATE_LIMIT,
    );
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new AppError(
        'RATE_LIMITED',
        'You have made many suggestions in the last hour: try again later.',
      );
    }
  }
  const row = await database.db.transaction(async (tx) => {
    const { row, brandId } = await suggestContact(
      tx,
      { ownerId: access.ownerId, callerId: access.actorId, journeyId, footprintId },
      input,
    );
    // The value is a company's published contact, yet the entry names only its channel.
    await auditRequest(
      c,
      {
        action: 'journey.contact_suggested',
        resourceType: 'JOURNEY',
        resourceId: journeyId,
        newValues: { suggestion_id: row.id, channel: row.channel, brand_id: brandId },
        metadata: { footprint_id: footprintId, ...onBehalfOf(access) },
      },
      tx,
    );
    return row;
  });
  return c.json(
    { id: row.id, status: 'pending' as const, created_at: row.created_at.toISOString() },
    201,
  );
});
