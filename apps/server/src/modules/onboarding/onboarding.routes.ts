import { createRoute } from '@hono/zod-openapi';
import {
  generalOnboardingSchema,
  movingHouseOnboardingResultSchema,
  movingHouseOnboardingSchema,
  onboardingResultSchema,
  onboardingStatusSchema,
  withAddressLine,
} from '@updately/shared/journeys-api';
import { requireUser } from '../../auth/session-middleware';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi';
import { callerId } from '../../auth/request-context';
import { autoLinkNewJourney, createJourneyAudited } from '../journeys/start-journey';
import { toJourney } from '../journeys/journey-view';
import { ensureProfile } from '../../platform/profiles/ensure-profile';
import { completeOnboarding } from './complete-onboarding';
import { readOnboarding } from './onboarding.service';
import type { AppEnv } from '../../auth/app-env';

const tags = ['Onboarding'];
const unauthorized = errorResponse('Not signed in');
const invalid = errorResponse('Invalid input');
const unknownBrand = errorResponse('A brand id is not in the directory');

const statusRoute = createRoute({
  method: 'get',
  path: '/api/onboarding',
  operationId: 'getOnboardingStatus',
  tags,
  summary: "The caller's onboarding history and completion time",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(onboardingStatusSchema, 'Onboarding so far'), 401: unauthorized },
});

const generalRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/general',
  operationId: 'completeGeneralOnboarding',
  tags,
  summary: 'Complete the general onboarding: the chosen brands become footprints',
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: generalOnboardingSchema } } },
  },
  responses: {
    201: jsonResponse(onboardingResultSchema, 'Onboarding recorded'),
    400: invalid,
    401: unauthorized,
    404: unknownBrand,
  },
});

const movingHouseRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/moving-house',
  operationId: 'completeMovingHouseOnboarding',
  tags,
  summary: 'Complete the Moving Home onboarding: footprints, then the moving journey, auto-linked',
  middleware: [requireUser] as const,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: movingHouseOnboardingSchema } },
    },
  },
  responses: {
    201: jsonResponse(movingHouseOnboardingResultSchema, 'Onboarding recorded, journey started'),
    400: invalid,
    401: unauthorized,
    404: unknownBrand,
  },
});

export const onboardingRoutes = createRouter<AppEnv>()
  .openapi(statusRoute, async (c) => {
    return c.json(await readOnboarding(c.var.deps.database.db, callerId(c)), 200);
  })
  .openapi(generalRoute, async (c) => {
    const userId = callerId(c);
    const { db } = c.var.deps.database;
    await ensureProfile(db, userId);
    const { brandIds } = c.req.valid('json');
    const result = await db.transaction((tx) =>
      completeOnboarding(c, tx, { userId, type: 'general', brandIds, completedAt: new Date() }),
    );
    return c.json(result, 201);
  })
  .openapi(movingHouseRoute, async (c) => {
    const userId = callerId(c);
    const { db } = c.var.deps.database;
    await ensureProfile(db, userId);
    const input = c.req.valid('json');
    const { result, journey } = await db.transaction(async (tx) => {
      const completedAt = new Date();
      const result = await completeOnboarding(c, tx, {
        userId,
        type: 'moving_house',
        brandIds: input.brandIds,
        completedAt,
      });
      const journey = await createJourneyAudited(
        c,
        tx,
        userId,
        { type: 'moving_house', ...withAddressLine(input.journey) },
        { source: 'onboarding' },
      );
      return { result, journey };
    });
    await autoLinkNewJourney(c, journey);
    return c.json({ ...result, journeyId: journey.id, journey: toJourney(journey) }, 201);
  });
