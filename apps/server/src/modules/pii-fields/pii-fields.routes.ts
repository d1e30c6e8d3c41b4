import { createRoute, z } from '@hono/zod-openapi';
import {
  journeyPiiFieldsSchema,
  updateJourneyPiiFieldsSchema,
} from '@updately/shared/journeys-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { auditRequest } from '../../auth/request-context';
import { adminOnly } from '../../auth/require-admin';
import {
  getJourneyPiiFields,
  parseJourneyType,
  replaceJourneyPiiFields,
} from './pii-fields.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Journey PII fields'];
const params = z.object({
  journeyType: z.string().openapi({ param: { name: 'journeyType', in: 'path' } }),
});
const unauthorized = errorResponse('Not signed in');
const unknownType = errorResponse('Unknown journey type');

const getRoute = createRoute({
  method: 'get',
  path: '/api/journey-pii-fields/{journeyType}',
  operationId: 'getJourneyPiiFields',
  tags,
  summary: 'The PII field types a journey type changes (get_journey_pii_fields)',
  middleware: [requireUser] as const,
  request: { params },
  responses: {
    200: jsonResponse(journeyPiiFieldsSchema, 'The field types, in catalogue order'),
    401: unauthorized,
    404: unknownType,
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/journey-pii-fields/{journeyType}',
  operationId: 'replaceJourneyPiiFields',
  tags,
  summary: 'Replace the PII field types of a journey type (update_journey_pii_fields); admins',
  middleware: adminOnly,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/json': { schema: updateJourneyPiiFieldsSchema } },
    },
  },
  responses: {
    200: jsonResponse(journeyPiiFieldsSchema, 'The new field types'),
    400: errorResponse('A field type outside the catalogue'),
    401: unauthorized,
    403: errorResponse('Administrators only'),
    404: unknownType,
  },
});

export const piiFieldsRoutes = createRouter<AppEnv>()
  .openapi(getRoute, async (c) => {
    const journeyType = parseJourneyType(c.req.valid('param').journeyType);
    const fields = await getJourneyPiiFields(c.var.deps.database.db, journeyType);
    return c.json({ journeyType, fields }, 200);
  })
  .openapi(putRoute, async (c) => {
    const journeyType = parseJourneyType(c.req.valid('param').journeyType);
    const { fields } = c.req.valid('json');
    const change = await c.var.deps.database.db.transaction(async (tx) => {
      const change = await replaceJourneyPiiFields(tx, journeyType, fields);
      await auditRequest(
        c,
        {
          action: 'journey_pii_fields.update',
          resourceType: 'JOURNEY',
          resourceId: journeyType,
          oldValues: { fields: change.before },
          newValues: { fields: change.after },
        },
        tx,
      );
      return change;
    });
    return c.json({ journeyType, fields: change.after }, 200);
  });
