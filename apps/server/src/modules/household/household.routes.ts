import { createRoute, z } from '@hono/zod-openapi';
import {
  addHouseholdMemberSchema,
  householdMemberSchema,
  householdSchema,
  jointAccountSchema,
  setJointAccountSchema,
} from '@updately/shared/household-api';
import type { AppEnv } from '../../auth/app-env';
import { auditRequest, callerId } from '../../auth/request-context';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { resourceId } from '../../lib/resource-id';
import { journeyAccess } from '../journeys/journey-access';
import { JOURNEY_NOT_FOUND } from '../journeys/journeys.service';
import {
  HOUSEHOLD_MEMBER_NOT_FOUND,
  addHouseholdMember,
  getHousehold,
  removeHouseholdMember,
  setJointAccount,
} from './household.service';

const tags = ['Household'];
const pathParam = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const unauthorized = errorResponse('Not signed in');
const notFound = errorResponse('No such journey the caller shares');
const forbidden = errorResponse('Only the journey owner may change the household');

const addRoute = createRoute({
  method: 'post',
  path: '/api/journeys/{id}/household',
  operationId: 'addHouseholdMember',
  tags,
  summary: 'Add a household member to a Moving Home journey (an adult with an email is invited)',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id') }),
    body: {
      required: true,
      content: { 'application/json': { schema: addHouseholdMemberSchema } },
    },
  },
  responses: {
    201: jsonResponse(householdMemberSchema, 'The member'),
    400: errorResponse('Invalid input, a journey that is not Moving Home, or a full household'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    429: errorResponse('Too many invitations today'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/journeys/{id}/household',
  operationId: 'getHousehold',
  tags,
  summary: 'The household: members, the companies held jointly and the joint requests waiting',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id') }) },
  responses: {
    200: jsonResponse(householdSchema, 'The household'),
    401: unauthorized,
    404: notFound,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/journeys/{id}/household/{memberId}',
  operationId: 'removeHouseholdMember',
  tags,
  summary: 'Remove a household member (refused while a joint request waits for them)',
  middleware: [requireUser] as const,
  request: { params: z.object({ id: pathParam('id'), memberId: pathParam('memberId') }) },
  responses: {
    204: { description: 'Removed' },
    401: unauthorized,
    403: forbidden,
    404: errorResponse('No such member on a journey the caller shares'),
    409: errorResponse('A joint request waits for this member'),
  },
});

const jointRoute = createRoute({
  method: 'put',
  path: '/api/journeys/{id}/companies/{footprintId}/joint',
  operationId: 'setJointAccount',
  tags,
  summary: 'Which adult household members hold this company account jointly with the owner',
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: pathParam('id'), footprintId: pathParam('footprintId') }),
    body: { required: true, content: { 'application/json': { schema: setJointAccountSchema } } },
  },
  responses: {
    200: jsonResponse(jointAccountSchema, 'The joint holders of this company'),
    400: errorResponse('Invalid input, a child, or a journey that is not Moving Home'),
    401: unauthorized,
    403: forbidden,
    404: errorResponse('No such journey, company on it or household member'),
  },
});

export const householdRoutes = createRouter<AppEnv>()
  .openapi(addRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    const access = await journeyAccess(deps.database.db, callerId(c), journeyId, 'own');
    const input = c.req.valid('json');
    const member = await deps.database.db.transaction(async (tx) => {
      const member = await addHouseholdMember(
        tx,
        {
          cipher: deps.updates.cipher,
          mailer: deps.mailer,
          appName: deps.config.APP_NAME,
          appUrl: deps.config.appUrl,
          now: new Date(),
        },
        access,
        input,
      );
      await auditRequest(
        c,
        {
          action: 'journey.household_add',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          newValues: { household_id: member.id, relation: member.relation, status: member.status },
        },
        tx,
      );
      return member;
    });
    return c.json(member, 201);
  })
  .openapi(getRoute, async (c) => {
    const journeyId = resourceId(c.req.valid('param').id, JOURNEY_NOT_FOUND);
    const { deps } = c.var;
    await journeyAccess(deps.database.db, callerId(c), journeyId, 'view');
    return c.json(await getHousehold(deps.database.db, deps.updates.cipher, journeyId), 200);
  })
  .openapi(removeRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const memberId = resourceId(params.memberId, HOUSEHOLD_MEMBER_NOT_FOUND);
    const { deps } = c.var;
    await journeyAccess(deps.database.db, callerId(c), journeyId, 'own');
    await deps.database.db.transaction(async (tx) => {
      const removed = await removeHouseholdMember(tx, journeyId, memberId);
      await auditRequest(
        c,
        {
          action: 'journey.household_remove',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          oldValues: { household_id: removed.id, relation: removed.relation },
          newValues: null,
        },
        tx,
      );
    });
    return c.body(null, 204);
  })
  .openapi(jointRoute, async (c) => {
    const params = c.req.valid('param');
    const journeyId = resourceId(params.id, JOURNEY_NOT_FOUND);
    const footprintId = resourceId(params.footprintId, 'That company is not on this journey.');
    const { deps } = c.var;
    await journeyAccess(deps.database.db, callerId(c), journeyId, 'own');
    const { household_ids } = c.req.valid('json');
    const ids = await deps.database.db.transaction(async (tx) => {
      const ids = await setJointAccount(tx, journeyId, footprintId, household_ids);
      await auditRequest(
        c,
        {
          action: 'journey.joint_account_set',
          resourceType: 'JOURNEY',
          resourceId: journeyId,
          newValues: { footprint_id: footprintId, household_ids: ids },
        },
        tx,
      );
      return ids;
    });
    return c.json({ footprint_id: footprintId, household_ids: ids }, 200);
  });
