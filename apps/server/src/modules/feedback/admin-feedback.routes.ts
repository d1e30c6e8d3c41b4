import { createRoute, z } from '@hono/zod-openapi';
import {
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  feedbackSchema,
  updateFeedbackStatusSchema,
} from '@updately/shared/feedback-api';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { resourceId } from '../../lib/resource-id';
import { adminOnly } from '../../auth/require-admin';
import {
  FEEDBACK_NOT_FOUND,
  listFeedback,
  setFeedbackStatus,
  toFeedback,
} from './feedback.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Admin'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/feedback',
  operationId: 'listFeedback',
  tags,
  summary: 'All feedback, newest first, with its author; filter by status and type',
  middleware: adminOnly,
  request: { query: adminFeedbackQuerySchema },
  responses: {
    200: jsonResponse(adminFeedbackListSchema, 'A page of feedback'),
    400: errorResponse('Bad filter'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/admin/feedback/{id}',
  operationId: 'updateFeedback',
  tags,
  summary: "Change a feedback item's status",
  middleware: adminOnly,
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }),
    body: {
      required: true,
      content: { 'application/json': { schema: updateFeedbackStatusSchema } },
    },
  },
  responses: {
    200: jsonResponse(feedbackSchema, 'The changed feedback'),
    400: errorResponse('Unknown status'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
    404: errorResponse('No such feedback'),
  },
});

export const adminFeedbackRoutes = createRouter<AppEnv>()
  .openapi(listRoute, async (c) => {
    return c.json(await listFeedback(c.var.deps.database.db, c.req.valid('query')), 200);
  })
  .openapi(updateRoute, async (c) => {
    const id = resourceId(c.req.valid('param').id, FEEDBACK_NOT_FOUND);
    const { status } = c.req.valid('json');
    const change = await c.var.deps.database.db.transaction(async (tx) => {
      const change = await setFeedbackStatus(tx, id, status);
      // The audit vocabulary has no feedback resource: the entry is about the author (USER).
      await auditRequest(
        c,
        {
          action: 'admin.feedback_status',
          resourceType: 'USER',
          resourceId: change.row.user_id,
          oldValues: { status: change.before },
          newValues: { status },
          metadata: { feedbackId: id },
        },
        tx,
      );
      return change;
    });
    return c.json(toFeedback(change.row), 200);
  });
