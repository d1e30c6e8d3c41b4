import { createRoute } from '@hono/zod-openapi';
import { createFeedbackSchema, feedbackSchema } from '@updately/shared/feedback-api';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { liveSession, requireLiveSession } from '../../auth/live-session';
import { createFeedback } from './feedback.service';
import type { AppEnv } from '../../auth/app-env';

const createFeedbackRoute = createRoute({
  method: 'post',
  path: '/api/feedback',
  operationId: 'sendFeedback',
  tags: ['Feedback'],
  summary: 'Send feedback (suggestion, bug or other) about the page the caller is on',
  middleware: [requireLiveSession] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: createFeedbackSchema } } },
  },
  responses: {
    201: jsonResponse(feedbackSchema, 'Stored'),
    400: errorResponse('Missing type or text, or a bad page location'),
    401: errorResponse('Not signed in'),
  },
});

export const feedbackRoutes = createRouter<AppEnv>().openapi(createFeedbackRoute, async (c) => {
  const created = await createFeedback(
    c.var.deps.database.db,
    liveSession(c).userId,
    c.req.valid('json'),
  );
  return c.json(created, 201);
});
